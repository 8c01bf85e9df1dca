import { describe, expect, it } from 'vitest';
import {
  addPromotionHistory,
  countdownParts,
  floatingAdVisible,
  headerAdVisible,
  isFreeTrialCountry,
  prunePromotionHistory,
  shouldShowPromotion,
} from '../../../src/core/promotion';

describe('promotion history', () => {
  it('moves a repeat user to the end and keeps 10 entries', () => {
    let h = addPromotionHistory([], 'a', 1);
    h = addPromotionHistory(h, 'b', 2);
    h = addPromotionHistory(h, 'a', 3);
    expect(h).toEqual([
      { uid: 'b', time: 2 },
      { uid: 'a', time: 3 },
    ]);
    for (let i = 0; i < 15; i++) h = addPromotionHistory(h, `u${i}`, 10 + i);
    expect(h).toHaveLength(10);
    expect(h[0].uid).toBe('u5');
    expect(h.at(-1)?.uid).toBe('u14');
  });
  it('prunes malformed stored data', () => {
    expect(prunePromotionHistory('x')).toEqual([]);
    expect(prunePromotionHistory([{ uid: 'a', time: 1 }, { uid: 2 }, null])).toEqual([{ uid: 'a', time: 1 }]);
  });
});

describe('shouldShowPromotion', () => {
  const base = {
    history: [{ uid: 'a', time: 1000 }],
    uid: 'a',
    intervalMs: 500,
    deadline: 5000,
    isSubscribed: false,
  };
  it('shows at most once per interval per user before the deadline', () => {
    expect(shouldShowPromotion({ ...base, now: 1400 })).toBe(false);
    expect(shouldShowPromotion({ ...base, now: 1500 })).toBe(true);
    expect(shouldShowPromotion({ ...base, uid: 'b', now: 1001 })).toBe(true);
    expect(shouldShowPromotion({ ...base, now: 5000 })).toBe(false);
  });
  it('never shows to subscribers', () => {
    expect(shouldShowPromotion({ ...base, uid: 'b', now: 1001, isSubscribed: true })).toBe(false);
  });
});

describe('countdownParts', () => {
  it('splits the time left', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('free-trial countries', () => {
  it('admits US BR GB MX FR PH only', () => {
    for (const c of ['US', 'BR', 'GB', 'MX', 'FR', 'ph']) expect(isFreeTrialCountry(c)).toBe(true);
    expect(isFreeTrialCountry('DE')).toBe(false);
    expect(isFreeTrialCountry('')).toBe(false);
  });
});

describe('ad visibility', () => {
  const ad = { activity: 'spring_sale' };
  const trialAd = { activity: '3_days_free' };
  const base = { isPhone: false, isLoggedIn: true, closed: false, ad, isSubscribed: false };
  it('hides the floating icon per the spec', () => {
    expect(floatingAdVisible(base)).toBe(true);
    expect(floatingAdVisible({ ...base, isPhone: true, isLoggedIn: false })).toBe(false);
    expect(floatingAdVisible({ ...base, isLoggedIn: false })).toBe(true);
    expect(floatingAdVisible({ ...base, closed: true })).toBe(false);
    expect(floatingAdVisible({ ...base, ad: null })).toBe(false);
    expect(floatingAdVisible({ ...base, ad: trialAd, isSubscribed: true })).toBe(false);
    expect(floatingAdVisible({ ...base, ad: trialAd, isSubscribed: false })).toBe(true);
  });
  it('hides the header ad on phones and trial ads for subscribers', () => {
    expect(headerAdVisible({ isPhone: false, ad, isSubscribed: true })).toBe(true);
    expect(headerAdVisible({ isPhone: false, ad: trialAd, isSubscribed: true })).toBe(false);
    expect(headerAdVisible({ isPhone: true, ad, isSubscribed: false })).toBe(false);
    expect(headerAdVisible({ isPhone: false, ad: undefined, isSubscribed: false })).toBe(false);
  });
});
