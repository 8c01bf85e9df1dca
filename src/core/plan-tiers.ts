/**
 * Plan tiers (basic, standard, premium), their plan ids and benefits. Apart from the user levels so the shell, which
 * reads only a level, does not carry the plans' tables into the first screen.
 */
import type { UserLevel } from './user-level';

/** Plan ids → tiers. */
const BASIC_PLAN_ID = 0;
export const STANDARD_PLAN_IDS = [24109013, 24109014] as const;
export const PREMIUM_PLAN_IDS = [24109015, 24109016] as const;
export const PLAN_TIERS = ['basic', 'standard', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export function planTier(planId: number | string): PlanTier | undefined {
  const id = Number(planId);
  if (id === BASIC_PLAN_ID) return 'basic';
  if ((STANDARD_PLAN_IDS as readonly number[]).includes(id)) return 'standard';
  if ((PREMIUM_PLAN_IDS as readonly number[]).includes(id)) return 'premium';
  return undefined;
}

/** The plan tier a user level runs on: no membership (free, or not known yet) is the basic plan. */
export function planTierOfLevel(level: UserLevel): PlanTier {
  return level === 'standard' || level === 'premium' ? level : 'basic';
}

/** The plan card's action button: Purchase, Upgrade or Renew, by level. */
export type PlanActionKind = 'purchase' | 'upgrade' | 'renew';

export function planActionKind(level: UserLevel): PlanActionKind {
  if (level === 'premium') return 'renew';
  if (level === 'standard') return 'upgrade';
  return 'purchase';
}

/** Free plan: 5 credits, one credit per use. */
export const FREE_PLAN_CREDITS = 5;
export const CREDITS_PER_FREE_USE = 1;
/** Premium: 500 credits per month. */
export const PREMIUM_MONTHLY_CREDITS = 500;

export interface PlanBenefits {
  /** Only the credits granted at sign-up; no monthly grant. */
  signUpCreditsOnly: boolean;
  monthlyCredits: number;
  watermarkFree: boolean;
  ultraHd: boolean;
  frameInterpolation: boolean;
  /** Video generations that may run at once (the server refuses one more before charging: video-generations.ts). */
  videoGenerations: number;
  unlimitedEffects: boolean;
  fasterGeneration: boolean;
}

/** Tier benefits table. */
export const PLAN_BENEFITS: Readonly<Record<PlanTier, PlanBenefits>> = {
  basic: {
    signUpCreditsOnly: true,
    monthlyCredits: 0,
    watermarkFree: false,
    ultraHd: false,
    frameInterpolation: false,
    videoGenerations: 1,
    unlimitedEffects: false,
    fasterGeneration: false,
  },
  standard: {
    signUpCreditsOnly: false,
    monthlyCredits: 0,
    watermarkFree: true,
    ultraHd: true,
    frameInterpolation: true,
    videoGenerations: 3,
    unlimitedEffects: true,
    fasterGeneration: false,
  },
  premium: {
    signUpCreditsOnly: false,
    monthlyCredits: PREMIUM_MONTHLY_CREDITS,
    watermarkFree: true,
    ultraHd: true,
    frameInterpolation: true,
    videoGenerations: 5,
    unlimitedEffects: true,
    fasterGeneration: true,
  },
};
