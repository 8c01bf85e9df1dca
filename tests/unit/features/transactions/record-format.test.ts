import { describe, expect, it, vi } from 'vitest';
import { recordCredits, throttle } from '../../../../src/features/transactions/record-format';

describe('credit record display', () => {
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
