import { describe, expect, it } from 'vitest';
import type { PeriodUnit, SkuItem } from '../../../src/core/contract/commerce';
import {
  desktopCreditPacks,
  membershipList,
  mobileCreditPacks,
  skusByIds,
} from '../../../src/core/sku-lists';

let nextId = 1;
function pack(credits: number, period: PeriodUnit, isSubscription: boolean): SkuItem {
  return {
    sku_id: nextId++,
    sub_tpl_name: `${credits}`,
    price: credits / 10,
    currency_symbol: '$',
    isSubscription,
    period_unit: period,
    feature_code_list: [{ feature_code: 'MI-Credits-2024', sale_unit_value: credits }],
    buy_url: 'u',
  };
}
function plan(sku_id: number, price: number): SkuItem {
  return { ...pack(500, 'month', true), sku_id, price };
}

const credits = [10, 25, 50, 100, 200, 300, 500, 1000, 2000];
const catalogue: SkuItem[] = [
  ...credits.map((c) => pack(c, 'month', true)),
  ...credits.map((c) => pack(c, 'year', false)),
  ...credits.map((c) => pack(c, 'week', true)),
  plan(24109015, 29.99),
  plan(24109016, 199.99),
  plan(24109013, 9.99),
];
const amounts = (list: SkuItem[]) => list.map((s) => s.feature_code_list[0].sale_unit_value);

describe('credit pack lists', () => {
  it('excludes membership plans from credit packs', () => {
    // The plan carries 500 credits too and comes first: the 500 slot still takes the pack.
    const pack500 = pack(500, 'month', true);
    const withPlan = desktopCreditPacks([plan(24109015, 1), pack500], false);
    expect(withPlan.monthly).toEqual([pack500]);
  });
  it('picks the desktop lists', () => {
    const normal = desktopCreditPacks(catalogue, false);
    expect(amounts(normal.monthly)).toEqual([100, 200, 300, 500]);
    expect(normal.monthly.every((s) => s.isSubscription && s.period_unit === 'month')).toBe(true);
    expect(amounts(normal.yearly)).toEqual([100, 200, 500, 1000, 2000]);
    expect(normal.yearly.every((s) => !s.isSubscription && s.period_unit === 'year')).toBe(true);
    const c10 = desktopCreditPacks(catalogue, true);
    expect(amounts(c10.monthly)).toEqual([10, 50, 100, 200, 300, 500]);
    expect(amounts(c10.yearly)).toEqual([10, 50, 100, 200, 500]);
  });
  it('picks the mobile lists', () => {
    expect(amounts(mobileCreditPacks(catalogue, false).weekly)).toEqual([25, 50]);
    expect(amounts(mobileCreditPacks(catalogue, false).monthly)).toEqual([100, 200, 300, 500]);
    expect(amounts(mobileCreditPacks(catalogue, true).monthly)).toEqual([10, 25, 50, 100, 200, 500]);
  });
  it('skips amounts the catalogue lacks', () => {
    expect(amounts(desktopCreditPacks([pack(200, 'month', true)], false).monthly)).toEqual([200]);
  });
});

describe('membershipList', () => {
  it('lists premium plans by price descending', () => {
    expect(membershipList(catalogue).map((s) => s.sku_id)).toEqual([24109016, 24109015]);
  });
});

describe('skusByIds', () => {
  it('keeps the id order and drops missing ids', () => {
    expect(skusByIds(catalogue, [24109016, 1, 24109013, 99999]).map((s) => s.sku_id)).toEqual([
      24109016, 1, 24109013,
    ]);
  });
});
