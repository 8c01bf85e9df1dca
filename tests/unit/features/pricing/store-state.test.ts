import { describe, expect, it } from 'vitest';
import { isTrialChecked } from '../../../../src/features/pricing/store-state';

describe('trial checkbox state', () => {
  it('follows the server default until the user touches the box', () => {
    expect(isTrialChecked({ trialChecked: {}, zeroBuyChecked: true }, 1)).toBe(true);
    expect(isTrialChecked({ trialChecked: { 1: false }, zeroBuyChecked: true }, 1)).toBe(false);
  });
});
