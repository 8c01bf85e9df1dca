import { afterEach, describe, expect, it } from 'vitest';
import { getJson, newUser, startTestApp, tokenCookie, type TestApp } from './support/test-app';
import { pay, purchaseFootprint } from './support/store-checkout';
import { renewDueSubscriptions } from '../../../server/commerce/renewals';
import type { SkuInfoData, SubscriptionListData, TradeInfoData } from '../../../src/core/contract/commerce';

let server: TestApp;
afterEach(async () => {
  await server.close();
});

const PREMIUM_MONTHLY = 24109015;
const PREMIUM_YEARLY = 24109016;
const STANDARD_MONTHLY = 24109013;

const skuList = async () => (await getJson<SkuInfoData>(server.app, '/v1/buy/sku-info')).data.sku_buy_list;

describe('the promotion is a price', () => {
  it('lists, shows at checkout and records the discounted premium price while it runs', async () => {
    server = await startTestApp({ env: { PROMOTION_DEADLINE: '2099-01-01T00:00:00Z' } });
    const list = await skuList();
    const price = (id: number) => list.find((s) => s.sku_id === id)!;
    expect(price(PREMIUM_MONTHLY)).toMatchObject({ price: 14.39, recommend_price: 19.99 });
    expect(price(PREMIUM_YEARLY)).toMatchObject({ price: 86.39, recommend_price: 119.99 });
    // Standard is not part of the promotion.
    expect(price(STANDARD_MONTHLY)).toMatchObject({ price: 9.99, recommend_price: 14.99 });

    const user = await newUser(server.app);
    const page = await server.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=${PREMIUM_MONTHLY}&shopping_id=promo1`,
      headers: tokenCookie(user.token),
    });
    expect(page.body).toContain('Pay $14.39');
    expect(page.body).toContain('28% OFF');
    expect(page.body).toContain('<span class="old">$19.99</span>');
    expect(page.body).toContain('plus free image and audio AI');
    expect(page.body).toContain('name="amount" value="1439"');

    const paid = await pay(server.app, user, PREMIUM_MONTHLY, 'promo1', { json: true, amount: 1439 });
    expect(paid.json()).toMatchObject({ code: 0, data: { amount: 14.39, status: 'paid' } });
    const orders = await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', user);
    expect(orders.data.list[0].amount).toBe(14.39);

    // The promotion is for buying now: the renewal is at the regular price.
    const line = (await getJson<SubscriptionListData>(server.app, '/v1/buy/subscriptions', user)).data
      .list[0];
    expect(line.renewal_price).toBe(19.99);
    await renewDueSubscriptions(server.ctx.kdb, line.period_end);
    const after = await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', user);
    expect(after.data.list[0].amount).toBe(19.99);
  });

  it('charges nothing when the price changed between the checkout and Pay', async () => {
    server = await startTestApp({ env: { PROMOTION_DEADLINE: '2000-01-01T00:00:00Z' } });
    const user = await newUser(server.app);
    const before = await purchaseFootprint(server);
    // The page showed the promotional price; the promotion has ended since.
    const res = await pay(server.app, user, PREMIUM_MONTHLY, 'late', { amount: 1439 });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('The price changed from $14.39 to $19.99');
    expect(res.body).toContain('Pay $19.99');
    expect(await purchaseFootprint(server)).toEqual(before);
    const json = await pay(server.app, user, PREMIUM_MONTHLY, 'late', { amount: 1439, json: true });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('Nothing was charged') });
    // An ended promotion is the regular price everywhere.
    expect((await skuList()).find((s) => s.sku_id === PREMIUM_MONTHLY)!.price).toBe(19.99);
    const ok = await pay(server.app, user, PREMIUM_MONTHLY, 'late', { amount: 1999, json: true });
    expect(ok.json()).toMatchObject({ code: 0, data: { amount: 19.99 } });
  });
});
