/**
 * The store's words in the checkout's language: product names, terms, plan features, the mode line. The catalogue
 * (`commerce/skus.ts`) keeps its English names and tooltips for the API; the pages say them from the sku's facts,
 * so each language builds its own phrase ("Premium mensuel"). Standard and Premium stay as they are (proper
 * names, `src/locales/GLOSSARY.md`).
 */
import type { SkuFeature } from '../../../src/core/contract/commerce';
import type { Language } from '../../../src/core/language';
import { PLAN_BENEFITS } from '../../../src/core/plan-tiers';
import { discountPercent } from '../../../src/core/pricing';
import type { CatalogueSku } from '../../commerce/skus';
import { sayIn } from '../../i18n/translate';

/** "Premium monthly", "500 credits / month", "2000 credits" (a yearly pack is one purchase). */
export function skuName(lang: Language, sku: CatalogueSku): string {
  if (sku.kind === 'membership') {
    const plan = sku.tier === 'premium' ? 'Premium' : 'Standard';
    return sayIn(lang, '{period, select, year {{plan} yearly} other {{plan} monthly}}', {
      period: sku.period,
      plan,
    });
  }
  return sayIn(
    lang,
    '{period, select, year {{credits} credits} week {{credits} credits / week} other {{credits} credits / month}}',
    { period: sku.period, credits: sku.credits },
  );
}

/** How the price is charged. */
export function skuTerms(lang: Language, sku: CatalogueSku): string {
  if (sku.kind === 'credits' && !sku.isSubscription) {
    return sayIn(lang, 'One-off purchase; credits valid for 1 year');
  }
  if (sku.kind === 'credits') {
    return sayIn(
      lang,
      '{period, select, week {Per week; credits valid for the week} month {Per month; credits valid for the month} other {Per year; credits valid for the year}}',
      { period: sku.period },
    );
  }
  return sayIn(
    lang,
    '{period, select, week {Billed per week} month {Billed per month} other {Billed per year}}',
    { period: sku.period },
  );
}

/** 'N% OFF' beside a reduced price; '' without a discount. */
export function discountText(lang: Language, price: number, recommendPrice: unknown): string {
  const percent = discountPercent(price, recommendPrice);
  return percent === undefined ? '' : sayIn(lang, '{percent}% OFF', { percent });
}

/** A plan feature the membership card lists, by its key; an unknown key shows the catalogue's own text. */
export function featureText(lang: Language, sku: CatalogueSku, feature: SkuFeature): string {
  const benefits = PLAN_BENEFITS[sku.kind === 'membership' ? sku.tier : 'basic'];
  switch (feature.key) {
    case 'monthly_credits':
      return benefits.monthlyCredits > 0
        ? sayIn(lang, '{count} credits every month', { count: benefits.monthlyCredits })
        : sayIn(lang, 'No monthly credits');
    case 'watermark_free':
      return sayIn(lang, 'Download without watermark');
    case 'ultra_hd':
      return sayIn(lang, 'Ultra HD videos and images');
    case 'frame_interpolation':
      return sayIn(lang, 'Smoother video by frame interpolation');
    case 'video_generations':
      return sayIn(lang, '{count} video generations at once', { count: benefits.videoGenerations });
    case 'unlimited_effects':
      return sayIn(lang, 'Unlimited effects');
    case 'faster_generation':
      return sayIn(lang, 'Faster generation');
    default:
      return feature.tipsInfo ?? feature.key;
  }
}

/** How this store takes payment, shown on every store page ("Test mode" in the test store). */
export type StorePayment = { mode: 'test' } | { mode: 'stripe'; testKeys: boolean };

export function modeText(lang: Language, payment: StorePayment, email?: string): string {
  const text =
    payment.mode === 'test'
      ? sayIn(lang, 'Test mode: no real payment is taken.')
      : payment.testKeys
        ? sayIn(lang, 'Payments by Stripe (Stripe test keys: no real card is charged).')
        : sayIn(lang, 'Payments by Stripe.');
  return email ? `${text} ${sayIn(lang, 'Signed in as {email}.', { email })}` : text;
}
