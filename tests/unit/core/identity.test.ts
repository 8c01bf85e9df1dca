import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPE_DESKTOP,
  CLIENT_TYPE_MOBILE,
  isEnvironment,
  PRODUCT_ID,
} from '../../../src/core/identity';

describe('identity', () => {
  it('holds the spec identity and recognises environments', () => {
    expect(PRODUCT_ID).toBe(5903);
    expect(CLIENT_TYPE_MOBILE).toBe(8);
    expect(CLIENT_TYPE_DESKTOP).toBe(7);
    for (const env of ['production', 'live', 'test', 'gray']) expect(isEnvironment(env)).toBe(true);
    expect(isEnvironment('staging')).toBe(false);
    expect(isEnvironment(undefined)).toBe(false);
  });
});
