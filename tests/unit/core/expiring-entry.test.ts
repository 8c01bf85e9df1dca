import { describe, expect, it } from 'vitest';
import { isExpired, liveEntries, liveValue, withExpiry } from '../../../src/core/expiring-entry';

describe('expiring entries', () => {
  it('expires an expiry entry at its time', () => {
    const e = withExpiry('x', 1000, 5000);
    expect(e).toEqual({ value: 'x', expiresAt: 6000 });
    expect(isExpired(e, 5999)).toBe(false);
    expect(isExpired(e, 6000)).toBe(true);
  });
  it('expires a timed entry only against a lifetime', () => {
    const e = { value: 'y', time: 1000 };
    expect(isExpired(e, 10_000_000)).toBe(false);
    expect(isExpired(e, 1999, 1000)).toBe(false);
    expect(isExpired(e, 2000, 1000)).toBe(true);
  });
  it('treats malformed entries as expired', () => {
    expect(isExpired(null, 0)).toBe(true);
    expect(isExpired({ value: 1 }, 0)).toBe(true);
    expect(isExpired('str', 0)).toBe(true);
  });
  it('purges expired and malformed entries, keeping order', () => {
    const list = [withExpiry('a', 10, 0), { value: 'b', time: 0 }, { junk: true }, withExpiry('c', 100, 0)];
    expect(liveEntries(list, 50).map((e) => e.value)).toEqual(['b', 'c']);
    expect(liveEntries(list, 50, 20).map((e) => e.value)).toEqual(['c']);
  });
  it('reads live values only', () => {
    expect(liveValue(withExpiry(7, 10, 0), 5)).toBe(7);
    expect(liveValue(withExpiry(7, 10, 0), 10)).toBeUndefined();
    expect(liveValue(undefined, 0)).toBeUndefined();
  });
});
