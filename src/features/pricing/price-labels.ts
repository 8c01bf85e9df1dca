/** Translated labels of the pricing rules (period, price and benefit names from core's keys). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeriodLabelKey, PriceLabelKey } from '../../core/pricing';
import { PLAN_BENEFITS, type PlanTier } from '../../core/plan-tiers';

export const PERIOD_LABELS: Record<PeriodLabelKey, MessageDescriptor> = {
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  yearly: msg`Yearly`,
  payAsYouGo: msg`Pay as you go`,
};

export const PRICE_LABELS: Record<PriceLabelKey, MessageDescriptor> = {
  perMonth: msg`per month`,
  perYear: msg`per year`,
  billedAnnually: msg`billed annually`,
};

/** Benefit rows of the plan cards and the comparison table, keyed like the sku features. */
export const BENEFIT_LABELS: Record<string, MessageDescriptor> = {
  monthly_credits: msg`Monthly credits`,
  watermark_free: msg`Watermark-free downloads`,
  ultra_hd: msg`Ultra HD videos and images`,
  frame_interpolation: msg`Frame interpolation`,
  video_generations: msg`Video generations at once`,
  unlimited_effects: msg`Unlimited effects`,
  faster_generation: msg`Faster generation`,
};

/** A feature row's text for a tier: counts from core's benefit table where the row has one. */
export function benefitText(i18n: I18n, key: string, tier: PlanTier): string {
  const b = PLAN_BENEFITS[tier];
  if (key === 'monthly_credits' && b.monthlyCredits > 0)
    return i18n._(msg`${b.monthlyCredits} credits every month`);
  if (key === 'video_generations' && b.videoGenerations > 0)
    return i18n._(msg`${b.videoGenerations} video generations at once`);
  return BENEFIT_LABELS[key] ? i18n._(BENEFIT_LABELS[key]) : key;
}
