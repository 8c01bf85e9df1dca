/**
 * Effects are unlimited on the paid plans (the benefits table's unlimited effects). The free plan has a daily
 * allowance: FREE_DAILY_EFFECTS effect generations per UTC day, counting the effect tasks created that day that
 * were not refunded (a failed or cancelled effect gives its use back with its credits). Credits are charged as
 * for any task; the allowance bounds how many a free account runs.
 */
import { PLAN_BENEFITS, planTierOfLevel } from './plan-tiers';
import type { UserLevel } from './user-level';

export const FREE_DAILY_EFFECTS = 3;

const DAY_MS = 86_400_000;

/** The AI effects (and the effect templates, which run the same algorithm). */
export function countsAsEffect(algorithm: string): boolean {
  return algorithm === 'effect';
}

/** Midnight UTC of the day `nowMs` falls in: the allowance's day. */
export function effectDayStartMs(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS;
}

/** Whether one more effect may start after `usedToday` effects today. */
export function mayStartEffect(level: UserLevel, usedToday: number): boolean {
  return PLAN_BENEFITS[planTierOfLevel(level)].unlimitedEffects || usedToday < FREE_DAILY_EFFECTS;
}
