import { describe, expect, it } from 'vitest';
import { clampProgress, DISPLAYED_PROGRESS_SUCCESS, nextDisplayedProgress } from '../../../src/core/progress';

describe('progress', () => {
  it('clamps to 0..100 and treats non-numbers as 0', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
  it('ticks +4, +1, +0.5, +0.01 by band and stops at 99', () => {
    expect(nextDisplayedProgress(0)).toBe(4);
    expect(nextDisplayedProgress(19)).toBe(23);
    expect(nextDisplayedProgress(20)).toBe(21);
    expect(nextDisplayedProgress(50)).toBe(50.5);
    expect(nextDisplayedProgress(80)).toBe(80.01);
    expect(nextDisplayedProgress(98.995)).toBe(99);
    expect(nextDisplayedProgress(99)).toBe(99);
  });
  it('never passes 99 however long it runs; success is 100', () => {
    let p = 0;
    for (let i = 0; i < 10_000; i++) p = nextDisplayedProgress(p);
    expect(p).toBe(99);
    expect(DISPLAYED_PROGRESS_SUCCESS).toBe(100);
  });
});
