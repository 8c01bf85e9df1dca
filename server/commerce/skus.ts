/**
 * The store's sku catalogue: fixed data, not generated. Membership ids are the spec's plan ids; credit ids are
 * the spec's credits-modal ids plus a local range for the pack sizes the spec's filters need but it names no id
 * for (see README.md "Sku ids").
 */
import type { PeriodUnit, PlanKey, SkuFeature, SkuItem } from '../../src/core/contract/commerce';
import { CREDITS_FEATURE_CODE, type MembershipTier } from '../../src/core/pricing';
import { PLAN_BENEFITS } from '../../src/core/plan-tiers';
import { STORE_CHECKOUT_PATH } from '../../src/core/store-messages';
import type { CheckoutQuery } from '../../src/core/contract/store';
import { toSearchParams } from '../../src/core/contract/search-params';

export const STORE_CURRENCY = 'USD';
const STORE_CURRENCY_SYMBOL = 'US$';

interface SkuBase {
  sku_id: number;
  name: string;
  /** USD. */
  price: number;
  /** Struck-through old price, when the sku is on discount. */
  recommend_price?: number;
  period: PeriodUnit;
  isSubscription: boolean;
}

export interface MembershipSku extends SkuBase {
  kind: 'membership';
  tier: MembershipTier;
  /** 3-day free trial offered. */
  zeroBuy: boolean;
}

export interface CreditSku extends SkuBase {
  kind: 'credits';
  credits: number;
}

export type CatalogueSku = MembershipSku | CreditSku;

/** What a sku is sold at (prices.ts says when the promotional price applies). */
export interface Offer {
  /** USD. */
  price: number;
  /** The struck-through price, if any. */
  recommend_price?: number;
  /** Seconds: when the promotional price ends; absent for a regular price. */
  promotionEnds?: number;
}

const membership = (
  sku_id: number,
  tier: MembershipSku['tier'],
  period: 'month' | 'year',
  price: number,
  recommend_price: number,
): MembershipSku => ({
  kind: 'membership',
  sku_id,
  tier,
  period,
  price,
  recommend_price,
  isSubscription: true,
  zeroBuy: tier === 'premium',
  name: `${tier === 'premium' ? 'Premium' : 'Standard'} ${period === 'year' ? 'yearly' : 'monthly'}`,
});

const pack = (
  sku_id: number,
  credits: number,
  period: PeriodUnit,
  price: number,
  recommend_price?: number,
): CreditSku => ({
  kind: 'credits',
  sku_id,
  credits,
  period,
  price,
  recommend_price,
  // Monthly and weekly packs renew each period; yearly packs are one-off purchases valid for a year.
  isSubscription: period !== 'year',
  name: `${credits} credits${period === 'year' ? '' : ` / ${period}`}`,
});

export const SKU_CATALOGUE: readonly CatalogueSku[] = [
  membership(24109016, 'premium', 'year', 119.99, 239.88),
  membership(24109015, 'premium', 'month', 19.99, 29.99),
  membership(24109014, 'standard', 'year', 59.99, 119.88),
  membership(24109013, 'standard', 'month', 9.99, 14.99),
  // The spec's credits-modal ids.
  pack(24148010, 100, 'month', 9.99, 12.99),
  pack(24148011, 200, 'month', 17.99, 25.99),
  pack(24148012, 500, 'month', 39.99, 64.99),
  pack(24149001, 1000, 'year', 109.99, 149.99),
  pack(24149002, 2000, 'year', 199.99, 299.99),
  pack(25066001, 25, 'week', 2.99),
  pack(25066002, 50, 'week', 4.99),
  // Local range 2414802x: further monthly packs.
  pack(24148020, 10, 'month', 1.99),
  pack(24148021, 25, 'month', 3.99),
  pack(24148022, 50, 'month', 6.99),
  pack(24148023, 300, 'month', 24.99, 38.99),
  // Local range 2414901x: further yearly (one-off) packs.
  pack(24149010, 10, 'year', 2.99),
  pack(24149011, 50, 'year', 9.99),
  pack(24149012, 100, 'year', 14.99, 19.99),
  pack(24149013, 200, 'year', 27.99, 38.99),
  pack(24149014, 500, 'year', 59.99, 84.99),
];

export function findSku(skuId: number): CatalogueSku | undefined {
  return SKU_CATALOGUE.find((s) => s.sku_id === skuId);
}

const PLAN_KEYS: Record<PeriodUnit, PlanKey> = { week: 'weekly', month: 'monthly', year: 'yearly' };

/** Feature rows of the plan cards, from the tier benefits table; tipsInfo is the tooltip text. */
function membershipFeatures(tier: MembershipSku['tier']): SkuFeature[] {
  const b = PLAN_BENEFITS[tier];
  return [
    {
      key: 'monthly_credits',
      yes: b.monthlyCredits > 0,
      tipsInfo: b.monthlyCredits > 0 ? `${b.monthlyCredits} credits every month` : 'No monthly credits',
    },
    { key: 'watermark_free', yes: b.watermarkFree, tipsInfo: 'Download without watermark' },
    { key: 'ultra_hd', yes: b.ultraHd, tipsInfo: 'Ultra HD videos and images' },
    {
      key: 'frame_interpolation',
      yes: b.frameInterpolation,
      tipsInfo: 'Smoother video by frame interpolation',
    },
    {
      key: 'video_generations',
      yes: b.videoGenerations > 0,
      tipsInfo: `${b.videoGenerations} video generations at once`,
    },
    { key: 'unlimited_effects', yes: b.unlimitedEffects, tipsInfo: 'Unlimited effects' },
    { key: 'faster_generation', yes: b.fasterGeneration, tipsInfo: 'Faster generation' },
  ];
}

function checkoutUrl(origin: string, skuId: number, trial = false): string {
  const query: CheckoutQuery = { sku_id: skuId, ...(trial && { trial: 1 }) };
  return `${origin}${STORE_CHECKOUT_PATH}?${toSearchParams(query)}`;
}

/**
 * A catalogue sku as GET /v1/buy/sku-info lists it, at the given offer (the promotional price while it runs).
 * `trials` false leaves out the free trial (the Stripe store sells no trials).
 */
export function skuItem(
  sku: CatalogueSku,
  origin: string,
  offer: Offer = { price: sku.price, recommend_price: sku.recommend_price },
  trials = true,
): SkuItem {
  const credits =
    sku.kind === 'credits' ? sku.credits : sku.tier === 'premium' ? PLAN_BENEFITS.premium.monthlyCredits : 0;
  const item: SkuItem = {
    sku_id: sku.sku_id,
    sub_tpl_name: sku.name,
    price: offer.price,
    recommend_price: offer.recommend_price ?? null,
    show_rec_price: offer.recommend_price !== undefined,
    currency_symbol: STORE_CURRENCY_SYMBOL,
    original_price: offer.recommend_price ?? offer.price,
    isSubscription: sku.isSubscription,
    period_unit: sku.period,
    plan: PLAN_KEYS[sku.period],
    feature_code_list: [{ feature_code: CREDITS_FEATURE_CODE, sale_unit_value: credits }],
    buy_url: checkoutUrl(origin, sku.sku_id),
    extInfo:
      sku.kind === 'membership'
        ? { planKey: sku.tier, features: membershipFeatures(sku.tier) }
        : {
            planKey: 'credits',
            features: [{ key: 'credits', yes: true, tipsInfo: `${sku.credits} credits` }],
          },
  };
  if (sku.kind === 'membership' && sku.zeroBuy && trials) {
    item.zero_buy = true;
    item.zero_buy_url = checkoutUrl(origin, sku.sku_id, true);
  }
  return item;
}
