import { describe, expect, it } from 'vitest';
import { displayName } from '../../../src/core/display-name';

describe('displayName', () => {
  it('follows nickname, full name, first, last, email', () => {
    const full = { nickname: 'Nick', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' };
    expect(displayName(full)).toBe('Nick');
    expect(displayName({ ...full, nickname: '' })).toBe('Ada Lovelace');
    expect(displayName({ ...full, nickname: null, lastname: '' })).toBe('Ada');
    expect(displayName({ ...full, nickname: ' ', firstname: '' })).toBe('Lovelace');
    expect(displayName({ email: 'ada@example.com' })).toBe('ada@example.com');
  });
  it('returns null for the translated default', () => {
    expect(displayName({})).toBeNull();
    expect(displayName(undefined)).toBeNull();
  });
});
