import { describe, expect, it } from 'vitest';
import { outputWatermarked } from '../../../src/core/output-watermark';

describe('outputWatermarked', () => {
  it('marks the free plan’s output only', () => {
    expect(outputWatermarked('free')).toBe(true);
    expect(outputWatermarked('inactive')).toBe(true);
    expect(outputWatermarked('standard')).toBe(false);
    expect(outputWatermarked('premium')).toBe(false);
  });
});
