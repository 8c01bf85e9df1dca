import { describe, expect, it } from 'vitest';
import type { SkuItem } from '../../../src/core/contract/commerce';
import {
  buyAction,
  buyButtonKind,
  canBuyPlan,
  CREDITS_SKU_IDS,
  creditsOfSku,
  currentPlanSkuId,
  discountPercent,
  displayCurrency,
  displayedPrice,
  FREE_PLAN_CREDITS,
  isCurrentPlan,
  MEMBERSHIP_SKU_IDS,
  periodLabelKey,
  planCardAction,
  preselectedPlanId,
  PREMIUM_MONTHLY_CREDITS,
  priceLabelKeys,
  pricePerCredit,
  pricingDialogKind,
  promotionPrice,
  showTrialCheckbox,
} from '../../../src/core/pricing';
import { smartBuyTab } from '../../../src/core/user-level';

function sku(partial: Partial<SkuItem> & { sku_id: number }): SkuItem {
  return {
    sub_tpl_name: 'x',
    price: 10,
    currency_symbol: 'US$',
    isSubscription: true,
    period_unit: 'month',
    feature_code_list: [],
    buy_url: 'https://store.example/buy',
    ...partial,
  };
}

describe('price maths', () => {
  it('rounds the discount, none when a price is missing or there is none', () => {
    expect(discountPercent(72, 100)).toBe(28);
    expect(discountPercent(9.99, 19.99)).toBe(50);
    expect(discountPercent('66.66', '100')).toBe(33);
    expect(discountPercent(undefined, 100)).toBeUndefined();
    expect(discountPercent(10, null)).toBeUndefined();
    expect(discountPercent(10, 0)).toBeUndefined();
    expect(discountPercent(10, 10)).toBeUndefined();
  });
  it('divides yearly by 12 and price by credits with two decimals', () => {
    const yearly = { isSubscription: true, period_unit: 'year' as const };
    expect(displayedPrice({ ...yearly, price: 119.88 })).toBe('9.99');
    expect(displayedPrice({ ...yearly, price: 90 })).toBe('7.50');
    expect(pricePerCredit(9.99, 100)).toBe('0.10');
    expect(pricePerCredit(5, 0)).toBe('');
  });
  it('shows US$ as $', () => {
    expect(displayCurrency('US$')).toBe('$');
    expect(displayCurrency('€')).toBe('€');
    expect(displayCurrency(undefined)).toBe('');
  });
  it('shows the monthly price of yearly subscriptions', () => {
    expect(displayedPrice(sku({ sku_id: 1, price: 120, period_unit: 'year' }))).toBe('10.00');
    expect(displayedPrice(sku({ sku_id: 1, price: 120, period_unit: 'year', isSubscription: false }))).toBe(
      '120.00',
    );
  });
});

describe('creditsOfSku', () => {
  it('reads MI-Credits-2024, else the first entry, else 0', () => {
    expect(
      creditsOfSku({
        feature_code_list: [
          { feature_code: 'OTHER', sale_unit_value: 1 },
          { feature_code: 'MI-Credits-2024', sale_unit_value: 200 },
        ],
      }),
    ).toBe(200);
    expect(creditsOfSku({ feature_code_list: [{ feature_code: 'X', sale_unit_value: 50 }] })).toBe(50);
    expect(creditsOfSku({ feature_code_list: [] })).toBe(0);
  });
});

describe('labels', () => {
  it('names periods and price suffixes', () => {
    expect(periodLabelKey({ isSubscription: true, period_unit: 'week' })).toBe('weekly');
    expect(periodLabelKey({ isSubscription: true, period_unit: 'month' })).toBe('monthly');
    expect(periodLabelKey({ isSubscription: true, period_unit: 'year' })).toBe('yearly');
    expect(periodLabelKey({ isSubscription: false, period_unit: 'year' })).toBe('payAsYouGo');
    expect(priceLabelKeys({ isSubscription: true, period_unit: 'year' })).toEqual([
      'perMonth',
      'billedAnnually',
    ]);
    expect(priceLabelKeys({ isSubscription: false, period_unit: 'year' })).toEqual(['perYear']);
    expect(priceLabelKeys({ isSubscription: true, period_unit: 'month' })).toEqual(['perMonth']);
  });
});

describe('plans', () => {
  const standardM = sku({ sku_id: 24109013 });
  const premiumY = sku({ sku_id: 24109016, period_unit: 'year' });

  it('keeps premium users from buying standard', () => {
    expect(canBuyPlan('premium', standardM)).toBe(false);
    expect(canBuyPlan('premium', premiumY)).toBe(true);
    expect(canBuyPlan('standard', standardM)).toBe(true);
    expect(canBuyPlan('premium', sku({ sku_id: 5, extInfo: { planKey: 'standard' } }))).toBe(false);
  });
  it('marks the current plan column', () => {
    expect(isCurrentPlan('free', 'free')).toBe(true);
    expect(isCurrentPlan('standard', 'standard')).toBe(true);
    expect(isCurrentPlan('premium', 'standard')).toBe(false);
    expect(isCurrentPlan('premium', 'premium')).toBe(true);
  });
  it('keeps the spec sku id lists', () => {
    expect(MEMBERSHIP_SKU_IDS).toEqual([24109013, 24109014, 24109015, 24109016]);
    expect(CREDITS_SKU_IDS).toHaveLength(7);
    expect(FREE_PLAN_CREDITS).toBe(5);
    expect(PREMIUM_MONTHLY_CREDITS).toBe(500);
  });
});

describe('trial and buy button', () => {
  const trial = { zero_buy: true, zero_buy_url: 'https://store.example/trial' };
  it('shows the trial checkbox only for non-subscribers with a trial sku', () => {
    expect(showTrialCheckbox(false, trial)).toBe(true);
    expect(showTrialCheckbox(true, trial)).toBe(false);
    expect(showTrialCheckbox(false, { zero_buy: true })).toBe(false);
    expect(showTrialCheckbox(false, { zero_buy: false, zero_buy_url: 'u' })).toBe(false);
  });
  it('reads trial when ticked and shown, else subscribe', () => {
    expect(buyButtonKind(false, { ...trial, buyZeroChecked: true })).toBe('trial');
    expect(buyButtonKind(false, { ...trial, buyZeroChecked: false })).toBe('subscribe');
    expect(buyButtonKind(true, { ...trial, buyZeroChecked: true })).toBe('subscribe');
  });
  it('sends anonymous buyers to login and picks dialogs', () => {
    expect(buyAction(false)).toBe('login');
    expect(buyAction(true)).toBe('checkout');
    expect(smartBuyTab('free')).toBe('membership');
    expect(smartBuyTab('standard')).toBe('credits');
    expect(pricingDialogKind(true, true)).toBe('separate');
    expect(pricingDialogKind(true, false)).toBe('tabbed');
    expect(pricingDialogKind(false, true)).toBe('tabbed');
  });
});

describe('plan cards for subscribers', () => {
  const plan = (sku_id: number) => ({ sku_id });
  const held = (pid: number, expired_time: number, is_expired = 0) => ({ pid, expired_time, is_expired });

  it('knows the current plan: the tier’s running plan that ends last', () => {
    expect(currentPlanSkuId('premium', [held(24109015, 100), held(24109016, 500)])).toBe(24109016);
    expect(currentPlanSkuId('premium', [held(24109013, 900), held(24109015, 100)])).toBe(24109015);
    expect(currentPlanSkuId('premium', [held(24109016, 900, 1), held(24109015, 100)])).toBe(24109015);
    expect(currentPlanSkuId('free', [held(24109015, 100, 1)])).toBeUndefined();
  });

  it('always leaves a subscriber a buyable choice', () => {
    expect(planCardAction('premium', 24109015, plan(24109015))).toBe('renew');
    expect(planCardAction('premium', 24109015, plan(24109016))).toBe('switch');
    expect(planCardAction('premium', 24109015, plan(24109013))).toBe('blocked');
    expect(planCardAction('standard', 24109014, plan(24109015))).toBe('upgrade');
    expect(planCardAction('standard', 24109014, plan(24109014))).toBe('renew');
    expect(planCardAction('free', undefined, plan(24109015))).toBe('subscribe');
    expect(planCardAction('inactive', undefined, plan(24109013))).toBe('subscribe');
  });

  it('preselects the first buyable plan that is not the current one', () => {
    // Yearly view: standard 24109014 then premium 24109016.
    const yearly = [plan(24109014), plan(24109016)];
    expect(preselectedPlanId('free', undefined, yearly)).toBe(24109014);
    expect(preselectedPlanId('inactive', undefined, yearly)).toBe(24109014);
    expect(preselectedPlanId('standard', 24109014, yearly)).toBe(24109016);
    // Premium yearly: standard is blocked, premium is the current plan.
    expect(preselectedPlanId('premium', 24109016, yearly)).toBeUndefined();
    // Premium yearly looking at the monthly view: the switch is the suggestion.
    expect(preselectedPlanId('premium', 24109016, [plan(24109013), plan(24109015)])).toBe(24109015);
  });

  it('prices the promotion to the cent', () => {
    expect(promotionPrice(19.99)).toBe(14.39);
    expect(promotionPrice(119.99)).toBe(86.39);
  });
});
