/** User levels, plan tiers and their benefits. */

/** verify.level numbers and their labels. */
export const PLAN_LEVELS = { inactive: 0, free: 1, standard: 2, premium: 3 } as const;
export type UserLevel = keyof typeof PLAN_LEVELS;
export type UserLevelNumber = (typeof PLAN_LEVELS)[UserLevel];
/** The labels in level order: USER_LEVELS[n] is the label of level n. */
const USER_LEVELS = ['inactive', 'free', 'standard', 'premium'] as const satisfies readonly UserLevel[];

export function levelLabel(level: number): UserLevel {
  return USER_LEVELS[level] ?? 'inactive';
}

export function levelNumber(label: UserLevel): UserLevelNumber {
  return PLAN_LEVELS[label];
}

/** verify.level arrives as a number or a label; anything else is treated as inactive. */
export function toUserLevel(value: unknown): UserLevel {
  if (typeof value === 'number') return levelLabel(value);
  if (typeof value === 'string' && (USER_LEVELS as readonly string[]).includes(value))
    return value as UserLevel;
  if (typeof value === 'string' && /^\d+$/.test(value)) return levelLabel(Number(value));
  return 'inactive';
}

export interface UserLevelFlags {
  isSubscribed: boolean;
  isPremium: boolean;
  isStandard: boolean;
  isFree: boolean;
  /** Any plan level other than inactive. */
  isPaid: boolean;
}

export function userLevelFlags(level: UserLevel): UserLevelFlags {
  return {
    isSubscribed: isSubscribedLevel(level),
    isPremium: level === 'premium',
    isStandard: level === 'standard',
    isFree: level === 'free',
    isPaid: level !== 'inactive',
  };
}

/** Standard and premium count as subscribed. */
export function isSubscribedLevel(level: UserLevel): boolean {
  return level === 'standard' || level === 'premium';
}

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
  /** Video generations that may run at once; 0 for basic (not stated by the spec). */
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
    videoGenerations: 0,
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
