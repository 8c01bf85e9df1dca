/** Promotions, free-trial countries and ad visibility. */
import { FREE_TRIAL_COUNTRIES } from './experiments';

/** Promotion history keeps this many users. */
export const PROMOTION_HISTORY_MAX = 10;

export interface PromotionHistoryEntry {
  uid: string;
  /** Epoch ms when the promotion was last shown to this user. */
  time: number;
}

/** Records a showing: the user's entry moves to the end with the new time; the oldest drop beyond 10. */
export function addPromotionHistory(
  history: readonly PromotionHistoryEntry[],
  uid: string,
  now: number,
): PromotionHistoryEntry[] {
  const rest = history.filter((e) => e.uid !== uid);
  return [...rest, { uid, time: now }].slice(-PROMOTION_HISTORY_MAX);
}

/** Keeps well-formed entries only, newest 10. */
export function prunePromotionHistory(history: unknown): PromotionHistoryEntry[] {
  if (!Array.isArray(history)) return [];
  return history
    .filter(
      (e): e is PromotionHistoryEntry =>
        typeof e === 'object' && e !== null && typeof e.uid === 'string' && Number.isFinite(e.time),
    )
    .slice(-PROMOTION_HISTORY_MAX);
}

export interface PromotionCheck {
  history: readonly PromotionHistoryEntry[];
  uid: string;
  now: number;
  /** Minimum time between two showings to the same user (the spec does not give it). */
  intervalMs: number;
  /** Epoch ms after which the promotion is over. */
  deadline: number;
  isSubscribed: boolean;
}

/** Non-subscribers only, before the deadline, at most once per interval per user. */
export function shouldShowPromotion(check: PromotionCheck): boolean {
  if (check.isSubscribed || check.now >= check.deadline) return false;
  const last = check.history.find((e) => e.uid === check.uid);
  return !last || check.now - last.time >= check.intervalMs;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits the time left into days, hours, minutes, seconds (whole, floored; 0 when over). */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 1000) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** An empty country (lookup failed) is not eligible. */
export function isFreeTrialCountry(country: string | null | undefined): boolean {
  return !!country && (FREE_TRIAL_COUNTRIES as readonly string[]).includes(country.trim().toUpperCase());
}

/** The ad activity subscribers never see (ad modules are in contract/common.ts). */
const AD_ACTIVITY_FREE_TRIAL = '3_days_free';

export interface AdRef {
  activity?: string | null;
}

const hidesForSubscriber = (ad: AdRef, isSubscribed: boolean) =>
  isSubscribed && ad.activity === AD_ACTIVITY_FREE_TRIAL;

/**
 * Floating ad icon. Reading of "hidden on phone when not logged in, when closed, when there is no ad, or when
 * subscribed and the ad is 3_days_free": only the not-logged-in case is phone-specific; the others hide it
 * everywhere.
 */
export function floatingAdVisible(input: {
  isPhone: boolean;
  isLoggedIn: boolean;
  closed: boolean;
  ad: AdRef | null | undefined;
  isSubscribed: boolean;
}): boolean {
  if (input.isPhone && !input.isLoggedIn) return false;
  if (input.closed || !input.ad) return false;
  return !hidesForSubscriber(input.ad, input.isSubscribed);
}

/** Header ad icon: hidden on phone, without an ad, and for subscribers when the ad is 3_days_free. */
export function headerAdVisible(input: {
  isPhone: boolean;
  ad: AdRef | null | undefined;
  isSubscribed: boolean;
}) {
  if (input.isPhone || !input.ad) return false;
  return !hidesForSubscriber(input.ad, input.isSubscribed);
}
