import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatPayloadDate,
  normalisePayload,
  serverSecondsToMs,
} from '../../../src/core/dates';

describe('formatPayloadDate', () => {
  it('formats local time as YYYY-MM-DD HH:mm with padding', () => {
    expect(formatPayloadDate(new Date(2025, 0, 2, 3, 4, 59))).toBe('2025-01-02 03:04');
    expect(formatPayloadDate(new Date(1999, 11, 31, 23, 59))).toBe('1999-12-31 23:59');
  });
});

describe('normalisePayload', () => {
  it('formats dates and trims strings at any depth', () => {
    const payload = {
      name: '  cat  ',
      when: new Date(2025, 6, 30, 8, 5),
      nested: { list: [' a ', new Date(2024, 1, 29, 0, 0), 3], ok: true, none: null },
    };
    expect(normalisePayload(payload)).toEqual({
      name: 'cat',
      when: '2025-07-30 08:05',
      nested: { list: ['a', '2024-02-29 00:00', 3], ok: true, none: null },
    });
  });
  it('does not mutate the input and leaves non-plain objects alone', () => {
    const blob = new Blob(['x']);
    const input = { text: ' x ', blob };
    const out = normalisePayload(input);
    expect(input.text).toBe(' x ');
    expect(out.blob).toBe(blob);
    expect(normalisePayload(' top ')).toBe('top');
    expect(normalisePayload(undefined)).toBeUndefined();
  });
});

describe('server time', () => {
  it('multiplies seconds by 1000', () => {
    expect(serverSecondsToMs(1_700_000_000)).toBe(1_700_000_000_000);
  });
});

describe('formatDisplayDate', () => {
  const local = new Date(2025, 4, 13, 10, 20);
  it('accepts seconds and milliseconds', () => {
    expect(formatDisplayDate(local.getTime())).toBe('2025-05-13 10:20');
    expect(formatDisplayDate(local.getTime() / 1000)).toBe('2025-05-13 10:20');
    expect(formatDisplayDate(String(local.getTime() / 1000))).toBe('2025-05-13 10:20');
  });
  it("gives null (the page's 'Invalid Date') for 0, negatives, out-of-range and garbage", () => {
    for (const v of [0, -5, Number.NaN, 1e20, 'abc', '', null, undefined, '0']) {
      expect(formatDisplayDate(v)).toBeNull();
    }
  });
});
