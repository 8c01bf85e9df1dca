import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson, newUser, postJson, startTestApp, tokenCookie, type TestApp } from './support/test-app';
import { backdateMemberships, pay, purchaseFootprint } from './support/store-checkout';
import type { UserInfoData, FeatureAuthData } from '../../../src/core/contract/session';
import type { CreditRecordsData } from '../../../src/core/contract/credit-records';
import { STORE_MESSAGES } from '../../../src/core/store-messages';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const YEAR = 365 * 24 * 3600;
const userInfo = async (user: Awaited<ReturnType<typeof newUser>>) =>
  (await postJson<UserInfoData>(server.app, '/v1/user', user)).data;
const ordersOf = (user: Awaited<ReturnType<typeof newUser>>) =>
  server.ctx.kdb
    .selectFrom('orders')
    .select(['amount', 'status'])
    .where('user_id', '=', user.userId)
    .execute();

describe('POST /store/pay', () => {
  it('a credit pack adds its credits for a year and an Acquisition record', async () => {
    const user = await newUser(server.app);
    const res = await pay(server.app, user, 24149001, 'shop-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Payment complete');
    expect(res.body).toContain(STORE_MESSAGES.purchaseSuccess);
    const info = await userInfo(user);
    expect(info.integral.integral).toBe(5 + 1000);
    expect(info.verify.level).toBe(1);
    const records = await getJson<CreditRecordsData>(server.app, '/v1/verify/record?type=Acquisition', user);
    const bought = records.data.list[0];
    expect(bought).toMatchObject({
      type: 'Acquisition',
      details: 'Purchase: 1000 credits',
      credits: 1000,
      status: 1,
    });
    expect(bought.expire_time - bought.date).toBeGreaterThanOrEqual(YEAR);
    expect(bought.is_expired).toBe(0);
  });

  it('a monthly subscription pack expires at the end of its month', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24148010, 'shop-month');
    const lot = await server.ctx.kdb
      .selectFrom('credit_lots')
      .select(['amount', 'expires_at', 'created_at'])
      .where('user_id', '=', user.userId)
      .where('source', '=', 'purchase')
      .executeTakeFirstOrThrow();
    expect(lot.amount).toBe(100);
    const days = (lot.expires_at - lot.created_at) / 86400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  });

  it('premium makes the user level 3 with a subscribe entry, 500 credits and the app feature', async () => {
    const user = await newUser(server.app);
    const res = await pay(server.app, user, 24109016, 'shop-premium', { json: true });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { sku_id_list: [24109016], status: 'paid', amount: 119.99 },
    });
    const info = await userInfo(user);
    expect(info.verify.level).toBe(3);
    expect(info.verify.is_expired).toBe(0);
    expect(info.verify.expired_time - Date.now() / 1000).toBeGreaterThan(YEAR - 86400 * 2);
    expect(info.subscribe).toEqual([
      { pid: 24109016, name: 'Premium yearly', expired_time: info.verify.expired_time, is_expired: 0 },
    ]);
    expect(info.integral.integral).toBe(505);
    const records = await getJson<CreditRecordsData>(server.app, '/v1/verify/record?type=Acquisition', user);
    expect(records.data.list[0]).toMatchObject({ details: 'Premium monthly credits', credits: 500 });
    const auth = await postJson<FeatureAuthData>(server.app, '/v1/feature-code/auth', user, { pids: [5903] });
    expect(auth.data.feature_auth).toEqual([{ algorithms: 'ai-video-generator', is_expired: 0 }]);
    // Reading user info again grants nothing more this month.
    expect((await userInfo(user)).integral.integral).toBe(505);
  });

  it('a premium user cannot buy standard: 409, clear message, nothing changes', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109015, 'shop-p');
    const before = await purchaseFootprint(server);
    const page = await pay(server.app, user, 24109014, 'shop-s');
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Standard cannot be bought');
    const json = await pay(server.app, user, 24109013, 'shop-s2', { json: true });
    expect(json.statusCode).toBe(409);
    expect(json.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('Premium') });
    const checkout = await server.app.inject({
      method: 'GET',
      url: '/store/checkout?sku_id=24109013',
      headers: tokenCookie(user.token),
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.body).toContain('Standard cannot be bought');
    expect(checkout.body).not.toContain('id="pay"');
    expect(await purchaseFootprint(server)).toEqual(before);
    expect((await userInfo(user)).verify.level).toBe(3);
  });

  it('a standard user can upgrade to premium; renewing premium stacks after the current period', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109013, 'a');
    expect((await userInfo(user)).verify.level).toBe(2);
    await pay(server.app, user, 24109015, 'b');
    const first = await userInfo(user);
    expect(first.verify.level).toBe(3);
    expect(first.subscribe.map((s) => s.pid).sort()).toEqual([24109013, 24109015]);
    await pay(server.app, user, 24109015, 'c');
    const renewed = await userInfo(user);
    const days = (renewed.verify.expired_time - first.verify.expired_time) / 86400;
    expect(days).toBeGreaterThanOrEqual(28);
    // The renewal's month has not started: still one monthly grant.
    expect(renewed.integral.integral).toBe(505);
  });

  it('paying twice with the same shopping id records one order and shows the paid state again', async () => {
    const user = await newUser(server.app);
    const first = await pay(server.app, user, 24148011, 'same-id');
    const second = await pay(server.app, user, 24148011, 'same-id');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Payment complete');
    const orderId = /Order (MO\w+)/.exec(first.body)?.[1];
    expect(orderId).toBeTruthy();
    expect(second.body).toContain(orderId);
    expect(await ordersOf(user)).toHaveLength(1);
    expect((await userInfo(user)).integral.integral).toBe(205);
    const other = await pay(server.app, user, 24148010, 'same-id', { json: true });
    expect(other.statusCode).toBe(409);
    expect((await userInfo(user)).integral.integral).toBe(205);
  });

  it('the free trial gives premium for 3 days without monthly credits, once per account', async () => {
    const user = await newUser(server.app);
    const res = await pay(server.app, user, 24109015, 'trial-1', { trial: true });
    expect(res.body).toContain('3-day free trial has started');
    const info = await userInfo(user);
    expect(info.verify.level).toBe(3);
    const days = (info.verify.expired_time - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect(info.integral.integral).toBe(5);
    expect(await ordersOf(user)).toEqual([{ amount: 0, status: 'trial' }]);
    const again = await pay(server.app, user, 24109016, 'trial-2', { trial: true, json: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('free trial');
    // Paying ends the trial and starts the paid month now, with its credits.
    await pay(server.app, user, 24109015, 'paid-1');
    const paid = await userInfo(user);
    expect(paid.integral.integral).toBe(505);
    expect((paid.verify.expired_time - Date.now() / 1000) / 86400).toBeGreaterThan(27);
  });

  it('a trial on a sku without zero_buy is refused', async () => {
    const user = await newUser(server.app);
    const before = await purchaseFootprint(server);
    const res = await pay(server.app, user, 24109013, 'x', { trial: true, json: true });
    expect(res.statusCode).toBe(409);
    expect(await purchaseFootprint(server)).toEqual(before);
  });

  it('an ended membership falls back to free, keeping the plan in subscribe as expired', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109013, 'old');
    await backdateMemberships(server.ctx, user.userId, 40 * 86400);
    const info = await userInfo(user);
    expect(info.verify).toEqual({ level: 1, expired_time: 0, is_expired: 0 });
    expect(info.subscribe).toHaveLength(1);
    expect(info.subscribe[0]).toMatchObject({ pid: 24109013, name: 'Standard monthly', is_expired: 1 });
    const auth = await postJson<FeatureAuthData>(server.app, '/v1/feature-code/auth', user, { pids: [5903] });
    expect(auth.data.feature_auth).toEqual([{ algorithms: 'ai-video-generator', is_expired: 1 }]);
  });

  it('refuses bad input and anonymous or cross-site posts, changing nothing', async () => {
    const user = await newUser(server.app);
    const before = await purchaseFootprint(server);
    const unknown = await pay(server.app, user, 999, 'u1', { json: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 490001, msg: 'There is no product with sku_id 999' });
    const unknownPage = await pay(server.app, user, 999, 'u1');
    expect(unknownPage.statusCode).toBe(400);
    expect(unknownPage.body).toContain('There is no product with sku_id 999');
    const notNumber = await pay(server.app, user, 'abc', 'u1', { json: true });
    expect(notNumber.json()).toMatchObject({ code: 490001 });
    const badShopping = await pay(server.app, user, 24148010, 'has space<', { json: true });
    expect(badShopping.statusCode).toBe(400);
    expect(badShopping.json().msg).toContain('shopping_id');
    const anonymous = await pay(server.app, undefined, 24148010, 'u2');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Please sign in first');
    const crossSite = await pay(server.app, user, 24148010, 'u3', { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await purchaseFootprint(server)).toEqual(before);
  });
});

describe('GET /store/checkout', () => {
  it('shows the product, its price, Pay, Back, Cancel and the PayPal link for the cookie user', async () => {
    const user = await newUser(server.app);
    const res = await server.app.inject({
      method: 'GET',
      url: '/store/checkout?sku_id=24109016&shopping_id=s-1&embed=1',
      headers: tokenCookie(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.body).toContain('Premium yearly');
    expect(res.body).toContain('$119.99');
    expect(res.body).toContain('50% OFF');
    expect(res.body).not.toContain('US$');
    expect(res.body).toContain('value="s-1"');
    expect(res.body).toMatch(/<button type="submit" id="pay"[^>]*>Pay \$119\.99</);
    for (const message of [
      STORE_MESSAGES.goBack,
      STORE_MESSAGES.confirmClosePop,
      STORE_MESSAGES.jumpToThirdParty,
    ]) {
      expect(res.body).toContain(`data-post="${message}"`);
    }
    expect(res.body).toContain('Pay with PayPal (opens a new tab)');
    expect(res.body).toContain('3-day free trial');
  });

  it('takes the shopping id from extra_param, hides the trial for subscribers, and shows a paid id as paid', async () => {
    const user = await newUser(server.app);
    await pay(server.app, user, 24109013, 'paid-std');
    const extra = encodeURIComponent(JSON.stringify({ shopping_id: 'from-extra', pid: 5903 }));
    const res = await server.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=24109015&extra_param=${extra}&trial=1`,
      headers: tokenCookie(user.token),
    });
    expect(res.body).toContain('value="from-extra"');
    expect(res.body).not.toContain('free trial');
    const paid = await server.app.inject({
      method: 'GET',
      url: '/store/checkout?sku_id=24109013&shopping_id=paid-std',
      headers: tokenCookie(user.token),
    });
    expect(paid.body).toContain('Payment complete');
  });

  it('asks to sign in without a valid token and explains an unknown product', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/store/checkout?sku_id=24109016' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toContain('Please sign in first');
    const badCookie = await server.app.inject({
      method: 'GET',
      url: '/store/checkout?sku_id=24109016',
      headers: tokenCookie('not-a-token'),
    });
    expect(badCookie.statusCode).toBe(401);
    const unknown = await server.app.inject({ method: 'GET', url: '/store/checkout?sku_id=12' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('There is no product with sku_id 12');
    const missing = await server.app.inject({
      method: 'GET',
      url: '/store/checkout',
      headers: { accept: 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('sku_id') });
  });
});
