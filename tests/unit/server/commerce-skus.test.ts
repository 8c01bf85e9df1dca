import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, getJson, newUser, startTestApp, type TestApp } from './support/test-app';
import { pay } from './support/store-checkout';
import type { SkuInfoData } from '../../../src/core/contract/commerce';
import {
  CREDITS_FEATURE_CODE,
  CREDITS_SKU_IDS,
  MEMBERSHIP_SKU_IDS,
  creditsOfSku,
} from '../../../src/core/pricing';
import {
  desktopCreditPacks,
  membershipList,
  mobileCreditPacks,
  skusByIds,
} from '../../../src/core/sku-lists';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

describe('GET /v1/buy/sku-info', () => {
  it('lists the spec ids with prices, credits, periods and local checkout urls', async () => {
    const { status, ...body } = await getJson<SkuInfoData>(server.app, '/v1/buy/sku-info');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const list = body.data.sku_buy_list;
    expect(body.data.zero_buy_checked).toBe(true);
    expect(skusByIds(list, MEMBERSHIP_SKU_IDS).map((s) => s.sku_id)).toEqual([...MEMBERSHIP_SKU_IDS]);
    expect(skusByIds(list, CREDITS_SKU_IDS).map((s) => s.sku_id)).toEqual([...CREDITS_SKU_IDS]);
    for (const sku of list) {
      expect(sku.currency_symbol).toBe('US$');
      expect(sku.price).toBeGreaterThan(0);
      expect(sku.feature_code_list[0].feature_code).toBe(CREDITS_FEATURE_CODE);
      expect(new URL(sku.buy_url).pathname).toBe('/store/checkout');
      expect(new URL(sku.buy_url).searchParams.get('sku_id')).toBe(String(sku.sku_id));
      if (sku.recommend_price) expect(sku.recommend_price).toBeGreaterThan(sku.price);
    }
    const premiumMonthly = list.find((s) => s.sku_id === 24109015)!;
    expect(premiumMonthly).toMatchObject({
      isSubscription: true,
      period_unit: 'month',
      plan: 'monthly',
      zero_buy: true,
    });
    expect(premiumMonthly.zero_buy_url).toContain('trial=1');
    expect(premiumMonthly.extInfo?.planKey).toBe('premium');
    expect(premiumMonthly.extInfo?.features?.find((f) => f.key === 'faster_generation')?.yes).toBe(true);
    expect(creditsOfSku(premiumMonthly)).toBe(500);
    const standardYearly = list.find((s) => s.sku_id === 24109014)!;
    expect(standardYearly.zero_buy).toBeUndefined();
    expect(standardYearly.extInfo?.features?.find((f) => f.key === 'faster_generation')?.yes).toBe(false);
  });

  it('has every pack the desktop and mobile filters ask for, and premium first in the membership list', async () => {
    const list = (await getJson<SkuInfoData>(server.app, '/v1/buy/sku-info')).data.sku_buy_list;
    const credits = (packs: typeof list) => packs.map(creditsOfSku);
    for (const c10 of [false, true]) {
      const desktop = desktopCreditPacks(list, c10);
      expect(credits(desktop.monthly)).toEqual(c10 ? [10, 50, 100, 200, 300, 500] : [100, 200, 300, 500]);
      expect(credits(desktop.yearly)).toEqual(c10 ? [10, 50, 100, 200, 500] : [100, 200, 500, 1000, 2000]);
      const mobile = mobileCreditPacks(list, c10);
      expect(credits(mobile.weekly)).toEqual([25, 50]);
      expect(credits(mobile.monthly)).toEqual(c10 ? [10, 25, 50, 100, 200, 500] : [100, 200, 300, 500]);
    }
    expect(membershipList(list).map((s) => s.sku_id)).toEqual([24109016, 24109015]);
  });

  it('leaves the trial box unticked once the account has had a membership', async () => {
    const user = await newUser(server.app);
    const before = await getJson<SkuInfoData>(server.app, '/v1/buy/sku-info', user);
    expect(before.data.zero_buy_checked).toBe(true);
    await pay(server.app, user, 24109013, 'shop-std');
    const res = await server.app.inject({
      method: 'GET',
      url: '/v1/buy/sku-info',
      headers: bearer(user.token),
    });
    expect(res.json().data.zero_buy_checked).toBe(false);
  });
});
