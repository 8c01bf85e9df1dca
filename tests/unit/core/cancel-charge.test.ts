import { describe, expect, it } from 'vitest';
import { cancelCharge } from '../../../src/core/cancel-charge';

describe('cancelCharge', () => {
  it('charges nothing before the start, and the shown share of the work after it, to the nearest credit', () => {
    expect(cancelCharge(1, 80, false)).toBe(0);
    expect(cancelCharge(1, 49, true)).toBe(0);
    expect(cancelCharge(1, 50, true)).toBe(1);
    expect(cancelCharge(40, 55, true)).toBe(22);
    // Progress shows at most 99 while running, and nothing out of range changes that.
    expect(cancelCharge(200, 140, true)).toBe(198);
    expect(cancelCharge(10, -5, true)).toBe(0);
    expect(cancelCharge(0, 90, true)).toBe(0);
  });
});
