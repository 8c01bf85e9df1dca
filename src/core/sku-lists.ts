/** Which skus each purchase surface lists; credits-10 users get their own pack lists. */
import type { PeriodUnit, SkuItem } from './contract/commerce';
import { creditsOfSku, membershipTierOfSku } from './pricing';

/** Desktop credits: monthly subscription packs and yearly one-off packs, by credit amount. */
const DESKTOP_MONTHLY_CREDITS = [100, 200, 300, 500] as const;
const DESKTOP_MONTHLY_CREDITS_10 = [10, 50, 100, 200, 300, 500] as const;
const DESKTOP_YEARLY_CREDITS = [100, 200, 500, 1000, 2000] as const;
const DESKTOP_YEARLY_CREDITS_10 = [10, 50, 100, 200, 500] as const;
/**
 * Mobile credits: weekly 25 and 50 for everyone (the spec names no credits-10 variant for them); monthly
 * 100/200/300/500 is the default list, 10/25/50/100/200/500 the credits-10 list.
 */
const MOBILE_WEEKLY_CREDITS = [25, 50] as const;
const MOBILE_MONTHLY_CREDITS = [100, 200, 300, 500] as const;
const MOBILE_MONTHLY_CREDITS_10 = [10, 25, 50, 100, 200, 500] as const;

/** A credit pack: carries credits and is not a membership plan. */
function isCreditPack(sku: SkuItem): boolean {
  return membershipTierOfSku(sku) === undefined && creditsOfSku(sku) > 0;
}

interface PackFilter {
  period: PeriodUnit;
  credits: readonly number[];
  /** undefined: either kind. */
  subscription?: boolean;
}

/** Packs matching the filter, in the order of its credit list; one sku per credit amount (the first seen). */
function pickCreditPacks(list: readonly SkuItem[], filter: PackFilter): SkuItem[] {
  const out: SkuItem[] = [];
  for (const credits of filter.credits) {
    const sku = list.find(
      (s) =>
        isCreditPack(s) &&
        s.period_unit === filter.period &&
        (filter.subscription === undefined || s.isSubscription === filter.subscription) &&
        creditsOfSku(s) === credits,
    );
    if (sku) out.push(sku);
  }
  return out;
}

export function desktopCreditPacks(
  list: readonly SkuItem[],
  credits10User: boolean,
): { monthly: SkuItem[]; yearly: SkuItem[] } {
  return {
    monthly: pickCreditPacks(list, {
      period: 'month',
      subscription: true,
      credits: credits10User ? DESKTOP_MONTHLY_CREDITS_10 : DESKTOP_MONTHLY_CREDITS,
    }),
    yearly: pickCreditPacks(list, {
      period: 'year',
      subscription: false,
      credits: credits10User ? DESKTOP_YEARLY_CREDITS_10 : DESKTOP_YEARLY_CREDITS,
    }),
  };
}

export function mobileCreditPacks(
  list: readonly SkuItem[],
  credits10User: boolean,
): { weekly: SkuItem[]; monthly: SkuItem[] } {
  return {
    weekly: pickCreditPacks(list, { period: 'week', credits: MOBILE_WEEKLY_CREDITS }),
    monthly: pickCreditPacks(list, {
      period: 'month',
      credits: credits10User ? MOBILE_MONTHLY_CREDITS_10 : MOBILE_MONTHLY_CREDITS,
    }),
  };
}

/** Membership list: premium-type skus, most expensive first. */
export function membershipList(list: readonly SkuItem[]): SkuItem[] {
  return list.filter((s) => membershipTierOfSku(s) === 'premium').sort((a, b) => b.price - a.price);
}

/** Skus of a fixed id list (membership or credits modal), in the id list's order. */
export function skusByIds(list: readonly SkuItem[], ids: readonly number[]): SkuItem[] {
  return ids.flatMap((id) => list.filter((s) => Number(s.sku_id) === id).slice(0, 1));
}
