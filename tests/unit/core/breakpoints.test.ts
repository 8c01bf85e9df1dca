import { describe, expect, it } from 'vitest';
import { isMobileScreen, MOBILE_MAX_WIDTH } from '../../../src/core/breakpoints';

describe('isMobileScreen', () => {
  it('is true under 768 px', () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
    expect(isMobileScreen(0)).toBe(true);
    expect(isMobileScreen(767)).toBe(true);
    expect(isMobileScreen(768)).toBe(false);
    expect(isMobileScreen(1920)).toBe(false);
  });
});
