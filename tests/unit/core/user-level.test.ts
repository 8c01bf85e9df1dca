import { describe, expect, it } from 'vitest';
import { levelNumber, toUserLevel, userLevelFlags } from '../../../src/core/user-level';
import { PLAN_BENEFITS, planActionKind, planTier } from '../../../src/core/plan-tiers';

describe('levels', () => {
  it('maps numbers and labels both ways', () => {
    expect([0, 1, 2, 3].map(toUserLevel)).toEqual(['inactive', 'free', 'standard', 'premium']);
    expect(levelNumber('premium')).toBe(3);
    expect(levelNumber('inactive')).toBe(0);
    expect(toUserLevel(9)).toBe('inactive');
  });
  it('reads verify.level as number, numeric text or label', () => {
    expect(toUserLevel(2)).toBe('standard');
    expect(toUserLevel('3')).toBe('premium');
    expect(toUserLevel('free')).toBe('free');
    expect(toUserLevel(undefined)).toBe('inactive');
    expect(toUserLevel('gold')).toBe('inactive');
  });
});

describe('userLevelFlags', () => {
  it('counts standard and premium as subscribed, any level but inactive as paid', () => {
    expect(userLevelFlags('inactive')).toEqual({
      isSubscribed: false,
      isPremium: false,
      isStandard: false,
      isFree: false,
      isPaid: false,
    });
    expect(userLevelFlags('free')).toMatchObject({ isSubscribed: false, isFree: true, isPaid: true });
    expect(userLevelFlags('standard')).toMatchObject({
      isSubscribed: true,
      isStandard: true,
      isPremium: false,
    });
    expect(userLevelFlags('premium')).toMatchObject({
      isSubscribed: true,
      isPremium: true,
      isStandard: false,
    });
  });
});

describe('planTier', () => {
  it('maps plan ids to tiers', () => {
    expect(planTier(0)).toBe('basic');
    expect(planTier(24109013)).toBe('standard');
    expect(planTier('24109014')).toBe('standard');
    expect(planTier(24109015)).toBe('premium');
    expect(planTier(24109016)).toBe('premium');
    expect(planTier(24148010)).toBeUndefined();
  });
});

describe('planActionKind', () => {
  it('gives purchase, upgrade or renew', () => {
    expect(planActionKind('inactive')).toBe('purchase');
    expect(planActionKind('free')).toBe('purchase');
    expect(planActionKind('standard')).toBe('upgrade');
    expect(planActionKind('premium')).toBe('renew');
  });
});

describe('PLAN_BENEFITS', () => {
  it('follows the tier table', () => {
    expect(PLAN_BENEFITS.basic).toMatchObject({
      signUpCreditsOnly: true,
      watermarkFree: false,
      fasterGeneration: false,
    });
    expect(PLAN_BENEFITS.standard).toMatchObject({
      watermarkFree: true,
      videoGenerations: 3,
      fasterGeneration: false,
    });
    expect(PLAN_BENEFITS.premium).toMatchObject({
      watermarkFree: true,
      videoGenerations: 5,
      fasterGeneration: true,
      monthlyCredits: 500,
    });
  });
});
