/** User levels, plan tiers and their benefits. */

/** verify.level numbers and their labels. */
export const PLAN_LEVELS = { inactive: 0, free: 1, standard: 2, premium: 3 } as const;
export type UserLevel = keyof typeof PLAN_LEVELS;
export type UserLevelNumber = (typeof PLAN_LEVELS)[UserLevel];
/** The labels in level order: USER_LEVELS[n] is the label of level n. */
const USER_LEVELS = ['inactive', 'free', 'standard', 'premium'] as const satisfies readonly UserLevel[];

function levelLabel(level: number): UserLevel {
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

/** Smart buy: a free (or inactive) user gets the membership tab, others the credits tab. */
export function smartBuyTab(level: UserLevel): 'membership' | 'credits' {
  return level === 'free' || level === 'inactive' ? 'membership' : 'credits';
}
