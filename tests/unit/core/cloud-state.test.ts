import { describe, expect, it } from 'vitest';
import { cloudButtonKind, cloudStateFromUsage, isDriveFull } from '../../../src/core/cloud-state';
import { MB } from '../../../src/core/storage-size';

describe('cloudStateFromUsage', () => {
  it('is inactive for missing or negative values', () => {
    expect(cloudStateFromUsage(undefined, 100)).toBe('inactive');
    expect(cloudStateFromUsage(10, null)).toBe('inactive');
    expect(cloudStateFromUsage(-1, 100)).toBe('inactive');
    expect(cloudStateFromUsage(10, -1)).toBe('inactive');
    expect(cloudStateFromUsage(Number.NaN, 100)).toBe('inactive');
  });
  it('splits at 80% and 100%', () => {
    expect(cloudStateFromUsage(0, 100)).toBe('enough');
    expect(cloudStateFromUsage(79.99, 100)).toBe('enough');
    expect(cloudStateFromUsage(80, 100)).toBe('almost');
    expect(cloudStateFromUsage(99.99, 100)).toBe('almost');
    expect(cloudStateFromUsage(100, 100)).toBe('full');
    expect(cloudStateFromUsage(120, 100)).toBe('full');
  });
  it('treats a zero total as full', () => {
    expect(cloudStateFromUsage(0, 0)).toBe('full');
  });
});

describe('isDriveFull', () => {
  it('is full with no total, at 100% or when both sizes print the same', () => {
    expect(isDriveFull(0, 0)).toBe(true);
    expect(isDriveFull(100 * MB, 100 * MB)).toBe(true);
    expect(isDriveFull(100 * MB, 101 * MB)).toBe(true);
    expect(isDriveFull(100 * MB, 100 * MB - 1)).toBe(true);
    expect(isDriveFull(100 * MB, 99 * MB)).toBe(false);
    expect(isDriveFull(100 * MB, 0)).toBe(false);
  });
});

describe('cloudButtonKind', () => {
  it('says open only while inactive', () => {
    expect(cloudButtonKind('inactive')).toBe('open');
    expect(cloudButtonKind('enough')).toBe('expand');
    expect(cloudButtonKind('full')).toBe('expand');
  });
});
