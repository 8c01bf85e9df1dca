import { describe, expect, it, vi } from 'vitest';
import { recordCredits, recordDate, throttle } from '../../../../src/features/transactions/record-format';

describe('credit record display', () => {
  it("formats seconds as a local date and gives null for 0 or invalid (shown as 'Invalid Date')", () => {
    const seconds = new Date(2025, 0, 2, 3, 4).getTime() / 1000;
    expect(recordDate(seconds)).toBe('2025-01-02 03:04');
    expect(recordDate(0)).toBeNull();
    expect(recordDate('nope')).toBeNull();
    expect(recordDate(1e20)).toBeNull();
  });

  it('signs credits by type', () => {
    expect(recordCredits('Acquisition', 100)).toBe('+100');
    expect(recordCredits('Consumption', 5)).toBe('-5');
    expect(recordCredits('Consumption', -5)).toBe('-5');
  });

  it('throttles to one call per window, running a late call once at its end', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
