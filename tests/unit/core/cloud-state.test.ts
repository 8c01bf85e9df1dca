import { describe, expect, it } from 'vitest';
import { cloudStateFromUsage } from '../../../src/core/cloud-state';
import { MB } from '../../../src/core/storage-size';

describe('cloudStateFromUsage', () => {
  it('is inactive for missing or negative values', () => {
    expect(cloudStateFromUsage(undefined, 100)).toBe('inactive');
    expect(cloudStateFromUsage(10, null)).toBe('inactive');
    expect(cloudStateFromUsage(-1, 100)).toBe('inactive');
    expect(cloudStateFromUsage(10, -1)).toBe('inactive');
    expect(cloudStateFromUsage(Number.NaN, 100)).toBe('inactive');
  });
  it('splits at 80% and at the drive-full rule', () => {
    expect(cloudStateFromUsage(0, 100 * MB)).toBe('enough');
    expect(cloudStateFromUsage(79.99 * MB, 100 * MB)).toBe('enough');
    expect(cloudStateFromUsage(80 * MB, 100 * MB)).toBe('almost');
    expect(cloudStateFromUsage(99 * MB, 100 * MB)).toBe('almost');
    expect(cloudStateFromUsage(100 * MB, 100 * MB)).toBe('full');
    expect(cloudStateFromUsage(120 * MB, 100 * MB)).toBe('full');
  });
  it('is full with no total, or when used and total print the same', () => {
    expect(cloudStateFromUsage(0, 0)).toBe('full');
    expect(cloudStateFromUsage(100 * MB - 1, 100 * MB)).toBe('full');
  });
});
