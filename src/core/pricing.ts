/** Pricing and purchase rules. */
import type { SkuItem } from './contract/commerce';
import type { UserLevel } from './user-level';
import { planTier, PREMIUM_PLAN_IDS, STANDARD_PLAN_IDS } from './plan-tiers';

// Plan credit constants live with the tier table; re-exported here because pricing screens show them.
export { FREE_PLAN_CREDITS, PREMIUM_MONTHLY_CREDITS } from './plan-tiers';

/** Free trial length in days. */
export const FREE_TRIAL_DAYS = 3;
/** Promotion: 28% off premium. */
export const PROMOTION_DISCOUNT = 28;
/** The skus the promotion discounts: premium, monthly and yearly. */
export const PROMOTION_SKU_IDS: readonly number[] = PREMIUM_PLAN_IDS;

/** A price with the promotion's discount, to the cent (19.99 → 14.39). */
export function promotionPrice(price: number): number {
  return Math.round(price * (100 - PROMOTION_DISCOUNT)) / 100;
}
/** Feature code whose sale_unit_value is the credit amount. */
export const CREDITS_FEATURE_CODE = 'MI-Credits-2024';
/** Membership modal fixed sku ids: the standard and premium plan ids. */
export const MEMBERSHIP_SKU_IDS: readonly number[] = [...STANDARD_PLAN_IDS, ...PREMIUM_PLAN_IDS];
/** Credits modal sku ids. */
export const CREDITS_SKU_IDS: readonly number[] = [
  24148010, 24148011, 24148012, 24149001, 24149002, 25066001, 25066002,
];
/** Default period of the plan switch. */
export const DEFAULT_PERIOD = 'yearly';

const toNumber = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The discount N of 'N% OFF': the rounded percent of (recommend − price) / recommend; undefined when either price
 * is missing. Decision: also undefined when there is no discount (N ≤ 0) or the old price is 0, as an 'N% OFF' of
 * 0 says nothing. The page and the store's checkout (`server/pages/store/store-copy.ts`) word it in the user's
 * language.
 */
export function discountPercent(price: unknown, recommendPrice: unknown): number | undefined {
  const p = toNumber(price);
  const r = toNumber(recommendPrice);
  if (p === undefined || r === undefined || r <= 0) return undefined;
  const percent = Math.round(((r - p) / r) * 100);
  return percent > 0 ? percent : undefined;
}

/** Two decimals as text, e.g. 7.5 → '7.50'. */
const twoDecimals = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Yearly plans show the monthly price: price / 12, two decimals. */
function monthlyPriceOfYearly(price: number): string {
  return twoDecimals(price / 12);
}

/** Credit packs show the price per credit: price / credits, two decimals; '' without credits. */
export function pricePerCredit(price: number, credits: number): string {
  return credits > 0 ? twoDecimals(price / credits) : '';
}

/** 'US$' shows as '$'. */
export function displayCurrency(symbol: string | null | undefined): string {
  return symbol === 'US$' ? '$' : (symbol ?? '');
}

/** Credits of a sku: the MI-Credits-2024 entry, else the first entry's sale_unit_value, else 0. */
export function creditsOfSku(sku: Pick<SkuItem, 'feature_code_list'>): number {
  const list = sku.feature_code_list ?? [];
  const entry = list.find((f) => f.feature_code === CREDITS_FEATURE_CODE) ?? list[0];
  return toNumber(entry?.sale_unit_value) ?? 0;
}

export type PeriodLabelKey = 'weekly' | 'monthly' | 'yearly' | 'payAsYouGo';
export type PriceLabelKey = 'perMonth' | 'perYear' | 'billedAnnually';

/** Subscriptions are labelled by period; one-off packs are pay as you go. */
export function periodLabelKey(sku: Pick<SkuItem, 'isSubscription' | 'period_unit'>): PeriodLabelKey {
  if (!sku.isSubscription) return 'payAsYouGo';
  if (sku.period_unit === 'week') return 'weekly';
  if (sku.period_unit === 'year') return 'yearly';
  return 'monthly';
}

/** Yearly subscriptions show a per-month price billed annually; other yearly items per year; monthly per month. */
export function priceLabelKeys(sku: Pick<SkuItem, 'isSubscription' | 'period_unit'>): PriceLabelKey[] {
  if (sku.period_unit === 'year') return sku.isSubscription ? ['perMonth', 'billedAnnually'] : ['perYear'];
  if (sku.period_unit === 'month') return ['perMonth'];
  return [];
}

/** The price a card shows: monthly price for yearly subscriptions, else the price itself. */
export function displayedPrice(sku: Pick<SkuItem, 'isSubscription' | 'period_unit' | 'price'>): string {
  return sku.isSubscription && sku.period_unit === 'year'
    ? monthlyPriceOfYearly(sku.price)
    : twoDecimals(sku.price);
}

export type MembershipTier = 'standard' | 'premium';

/** Membership tier of a sku: by plan id, else by extInfo.planKey. Credit packs have none. */
export function membershipTierOfSku(sku: Pick<SkuItem, 'sku_id' | 'extInfo'>): MembershipTier | undefined {
  const tier = planTier(sku.sku_id);
  if (tier === 'standard' || tier === 'premium') return tier;
  const key = sku.extInfo?.planKey;
  return key === 'standard' || key === 'premium' ? key : undefined;
}

/** A premium user cannot buy the standard plan; everything else is buyable. */
export function canBuyPlan(level: UserLevel, sku: Pick<SkuItem, 'sku_id' | 'extInfo'>): boolean {
  return !(level === 'premium' && membershipTierOfSku(sku) === 'standard');
}

/** 'Your current plan' column: free on free (inactive counts as free), standard on standard, premium on premium. */
export function isCurrentPlan(level: UserLevel, column: 'free' | MembershipTier): boolean {
  if (column === 'free') return level === 'free' || level === 'inactive';
  return level === column;
}

/** Buying requires login: anonymous users get the login dialog instead of checkout. */
export function buyAction(isLoggedIn: boolean): 'login' | 'checkout' {
  return isLoggedIn ? 'checkout' : 'login';
}

/** The trial checkbox shows only for non-subscribed users whose sku has zero_buy and zero_buy_url. */
export function showTrialCheckbox(
  isSubscribed: boolean,
  sku: Pick<SkuItem, 'zero_buy' | 'zero_buy_url'>,
): boolean {
  return !isSubscribed && Boolean(sku.zero_buy) && Boolean(sku.zero_buy_url);
}

/** 'Get 3 days free' when the trial box is shown and ticked, otherwise 'Subscribe'. */
export function buyButtonKind(
  isSubscribed: boolean,
  sku: Pick<SkuItem, 'zero_buy' | 'zero_buy_url' | 'buyZeroChecked'>,
): 'trial' | 'subscribe' {
  return showTrialCheckbox(isSubscribed, sku) && sku.buyZeroChecked ? 'trial' : 'subscribe';
}

/** Desktop with the new pricing variant opens separate dialogs; otherwise one tabbed dialog. */
export function pricingDialogKind(isDesktop: boolean, newPricingVariant: boolean): 'separate' | 'tabbed' {
  return isDesktop && newPricingVariant ? 'separate' : 'tabbed';
}

/** A subscribe entry of the user info: a plan id and when it ends. */
interface HeldPlan {
  pid: number;
  expired_time: number;
  is_expired: number;
}

/**
 * The plan a subscriber is on: of the running plans of their tier, the one that ends last (after a switch to
 * yearly, the yearly plan that follows the current month is what renews). None for free users.
 */
export function currentPlanSkuId(level: UserLevel, subscribe: readonly HeldPlan[]): number | undefined {
  if (level !== 'standard' && level !== 'premium') return undefined;
  let best: HeldPlan | undefined;
  for (const s of subscribe) {
    if (s.is_expired || planTier(s.pid) !== level) continue;
    if (!best || s.expired_time > best.expired_time) best = s;
  }
  return best?.pid;
}

/**
 * What a membership card offers, so a subscriber always has a buyable choice: the current plan renews (one more
 * period), the same tier's other period switches to it, a higher tier upgrades, a lower one is blocked (premium
 * includes standard); a free user subscribes.
 */
export type PlanCardAction = 'renew' | 'switch' | 'upgrade' | 'subscribe' | 'blocked';

export function planCardAction(
  level: UserLevel,
  currentSkuId: number | undefined,
  sku: Pick<SkuItem, 'sku_id' | 'extInfo'>,
): PlanCardAction {
  const tier = membershipTierOfSku(sku);
  if (!tier || (level !== 'standard' && level !== 'premium')) return 'subscribe';
  if (!canBuyPlan(level, sku)) return 'blocked';
  if (tier !== level) return 'upgrade';
  return currentSkuId === undefined || currentSkuId === sku.sku_id ? 'renew' : 'switch';
}

/**
 * The plan a membership view preselects: the first of its plans (in display order) the user can buy that is not
 * their current plan (a renewal is not a suggestion). None when every plan shown is current or blocked.
 */
export function preselectedPlanId(
  level: UserLevel,
  currentSkuId: number | undefined,
  plans: readonly Pick<SkuItem, 'sku_id' | 'extInfo'>[],
): number | undefined {
  return plans.find((sku) => {
    const action = planCardAction(level, currentSkuId, sku);
    return action !== 'blocked' && action !== 'renew';
  })?.sku_id;
}
