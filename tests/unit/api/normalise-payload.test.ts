import { describe, expect, it } from 'vitest';
import { API_TIMEOUTS, formatPayloadDate, normalisePayload, resolveTimeout } from '../../../src/api';
import { CREATE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, PROGRESS_TIMEOUT_MS } from '../../../src/core/timing';

describe('normalisePayload', () => {
  it('formats dates in local time to minutes and trims strings, deeply', () => {
    const input = { a: ' x ', b: [new Date(2024, 1, 29, 9, 7, 30), { c: '\ty\n' }], d: 4, e: true, f: null };
    expect(normalisePayload(input)).toEqual({
      a: 'x',
      b: ['2024-02-29 09:07', { c: 'y' }],
      d: 4,
      e: true,
      f: null,
    });
  });

  it('leaves its input unchanged and binary values untouched', () => {
    const blob = new Blob(['x']);
    const input = { s: ' keep ', blob, list: [' a '] };
    const out = normalisePayload(input);
    expect(input).toEqual({ s: ' keep ', blob, list: [' a '] });
    expect(out.blob).toBe(blob);
    expect(out.list).toEqual(['a']);
  });

  it('normalises bare values and keeps invalid dates as they are', () => {
    expect(normalisePayload('  hi ')).toBe('hi');
    const invalid = new Date(Number.NaN);
    expect(normalisePayload({ d: invalid }).d).toBe(invalid);
    expect(formatPayloadDate(new Date(2030, 11, 1, 0, 0))).toBe('2030-12-01 00:00');
  });
});

describe('named timeouts', () => {
  it('map names to the spec durations and pass numbers through', () => {
    expect(resolveTimeout(undefined)).toBe(DEFAULT_TIMEOUT_MS);
    expect(resolveTimeout('create')).toBe(CREATE_TIMEOUT_MS);
    expect(resolveTimeout('result')).toBe(API_TIMEOUTS.result);
    expect(resolveTimeout('progress')).toBe(PROGRESS_TIMEOUT_MS);
    expect(resolveTimeout(1234)).toBe(1234);
  });
});
