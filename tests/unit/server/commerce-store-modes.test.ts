import { spawn } from 'node:child_process';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import {
  getJson,
  newUser,
  postJson,
  startTestApp,
  tempDataDir,
  tokenCookie,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { pay, purchaseFootprint } from './support/store-checkout';
import { startStripeProtocolServer, type StripeProtocolServer } from './support/stripe-protocol-server';
import type { SkuInfoData, SubscriptionListData, TradeInfoData } from '../../../src/core/contract/commerce';
import type { UserInfoData } from '../../../src/core/contract/session';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs the real server entry with this environment; resolves with its exit code and output. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: tempDataDir(), CLIENT_DIR: '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('production refuses to start without STORE_MODE', () => {
  it('the server exits saying why', { timeout: 120_000 }, async () => {
    const refused = await runServer({ NODE_ENV: 'production' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Not starting: STORE_MODE is not set');
    expect(refused.output).toContain('STORE_MODE=stripe');
    expect(refused.output).not.toContain('AI media app on');
    const keyless = await runServer({ NODE_ENV: 'production', STORE_MODE: 'stripe' });
    expect(keyless.code).toBe(1);
    expect(keyless.output).toContain('STORE_MODE=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  });

  it('reads the store mode: test by default outside production, stripe with its keys', () => {
    expect(configFromEnv({}).store.mode).toBe('test');
    expect(configFromEnv({ NODE_ENV: 'production', STORE_MODE: 'test' }).store.mode).toBe('test');
    expect(() => configFromEnv({ STORE_MODE: 'free' })).toThrow('STORE_MODE must be "test" or "stripe"');
    const stripe = configFromEnv({
      STORE_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    }).store;
    expect(stripe).toMatchObject({
      mode: 'stripe',
      stripe: { secretKey: 'sk_test_1', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } },
    });
  });
});

describe('the Stripe store', () => {
  const WEBHOOK_SECRET = 'whsec_local_test_secret';
  const PREMIUM_MONTHLY = 24109015;
  const CREDITS_100 = 24148010;
  let stripeApi: StripeProtocolServer;
  let server: TestApp;
  let user: TestUser;
  // Only for its test helper that signs webhook payloads as Stripe does.
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    stripeApi = await startStripeProtocolServer();
    server = await startTestApp({
      env: {
        STORE_MODE: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_local',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripeApi.url,
      },
    });
    user = await newUser(server.app);
  });
  afterAll(async () => {
    await server.close();
    await stripeApi.close();
  });

  const startSession = (skuId: number, shoppingId: string, amount: number) =>
    server.app.inject({
      method: 'POST',
      url: '/store/stripe/session',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        ...tokenCookie(user.token),
      },
      payload: new URLSearchParams({
        sku_id: String(skuId),
        shopping_id: shoppingId,
        amount: String(amount),
      }).toString(),
    });

  const completed = (id: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', payment_status: 'paid', currency: 'usd', ...session } },
    });

  const sendWebhook = (payload: string, signature?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/store/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });
  const level = async () => (await postJson<UserInfoData>(server.app, '/v1/user', user)).data.verify.level;

  it('has no test-store Pay: POST /store/pay is gone and grants nothing', async () => {
    const before = await purchaseFootprint(server);
    const res = await pay(server.app, user, PREMIUM_MONTHLY, 'free-lunch', { json: true });
    expect(res.statusCode).toBe(404);
    expect(await purchaseFootprint(server)).toEqual(before);
    const list = (await getJson<SkuInfoData>(server.app, '/v1/buy/sku-info')).data.sku_buy_list;
    expect(list.some((s) => s.zero_buy)).toBe(false);
    const page = await server.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=${PREMIUM_MONTHLY}&shopping_id=look&trial=1`,
      headers: tokenCookie(user.token),
    });
    expect(page.body).toContain('Payments by Stripe');
    expect(page.body).not.toContain('Test mode');
    expect(page.body).toContain('action="/store/stripe/session"');
    expect(page.body).not.toContain('id="trial"');
  });

  it('Pay creates a Checkout session for the sku’s price and sends the browser to Stripe', async () => {
    const before = await purchaseFootprint(server);
    const res = await startSession(PREMIUM_MONTHLY, 'stripe1', 1999);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://checkout.stripe.com/c/pay/cs_test_local1');
    const call = stripeApi.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.headers.authorization).toBe('Bearer sk_test_local');
    expect(call.form.get('mode')).toBe('payment');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('1999');
    expect(call.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.form.get('metadata[shopping_id]')).toBe('stripe1');
    expect(call.form.get('success_url')).toBe(
      'http://localhost/store/stripe/return?session_id={CHECKOUT_SESSION_ID}&lang=en',
    );
    // Nothing is granted until Stripe's webhook says it was paid.
    expect(await purchaseFootprint(server)).toEqual(before);
    const waiting = await server.app.inject({
      method: 'GET',
      url: '/store/stripe/return?session_id=cs_test_local1',
      headers: tokenCookie(user.token),
    });
    expect(waiting.body).toContain('Waiting for Stripe to confirm your payment');
  });

  it('a forged, unsigned or tampered webhook grants nothing; a valid one grants once; a replay nothing', async () => {
    const before = await purchaseFootprint(server);
    const payload = completed('evt_paid_1', { id: 'cs_test_local1', amount_total: 1999 });

    const forged = await sendWebhook(payload, sign(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('signature') });
    expect((await sendWebhook(payload)).statusCode).toBe(400);
    const tampered = payload.replace('"amount_total":1999', '"amount_total":1');
    expect((await sendWebhook(tampered, sign(payload))).statusCode).toBe(400);
    expect(await purchaseFootprint(server)).toEqual(before);
    expect(await level()).toBe(1);

    const valid = await sendWebhook(payload, sign(payload));
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({ outcome: 'granted' });
    expect(await level()).toBe(3);
    const orders = await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', user);
    expect(orders.data.list).toHaveLength(1);
    expect(orders.data.list[0]).toMatchObject({ amount: 19.99, status: 'paid', shopping_id: 'stripe1' });
    const granted = await purchaseFootprint(server);

    const replay = await sendWebhook(payload, sign(payload));
    expect(replay.json().data).toEqual({ outcome: 'replay' });
    // Another event for the same session (say, async_payment_succeeded) does not grant it twice.
    const again = completed('evt_paid_2', { id: 'cs_test_local1', amount_total: 1999 });
    expect((await sendWebhook(again, sign(again))).json().data).toEqual({ outcome: 'already granted' });
    expect(await purchaseFootprint(server)).toEqual(granted);

    const paidPage = await server.app.inject({
      method: 'GET',
      url: '/store/stripe/return?session_id=cs_test_local1',
      headers: tokenCookie(user.token),
    });
    expect(paidPage.body).toContain('Payment complete');
    // Paid one period at a time: it does not renew by itself, and cannot be set to.
    const [line] = (await getJson<SubscriptionListData>(server.app, '/v1/buy/subscriptions', user)).data.list;
    expect(line).toMatchObject({ auto_renew: 0, can_auto_renew: 0 });
    const resume = await postJson(server.app, '/v1/buy/subscription/auto-renew', user, {
      subscription_id: line.id,
      auto_renew: true,
    });
    expect(resume.status).toBe(409);
  });

  it('grants nothing for a wrong amount, an unpaid session or a session it never made', async () => {
    await startSession(CREDITS_100, 'stripe2', 999);
    const before = await purchaseFootprint(server);
    const cheap = completed('evt_cheap', { id: 'cs_test_local2', amount_total: 1 });
    expect((await sendWebhook(cheap, sign(cheap))).json().data).toEqual({ outcome: 'amount mismatch' });
    const euros = completed('evt_eur', { id: 'cs_test_local2', amount_total: 999, currency: 'eur' });
    expect((await sendWebhook(euros, sign(euros))).json().data).toEqual({ outcome: 'amount mismatch' });
    const unpaid = completed('evt_unpaid', {
      id: 'cs_test_local2',
      amount_total: 999,
      payment_status: 'unpaid',
    });
    expect((await sendWebhook(unpaid, sign(unpaid))).json().data).toEqual({ outcome: 'not paid yet' });
    const stranger = completed('evt_stranger', { id: 'cs_made_elsewhere', amount_total: 999 });
    expect((await sendWebhook(stranger, sign(stranger))).json().data).toEqual({ outcome: 'unknown session' });
    expect(await purchaseFootprint(server)).toEqual(before);
    // The right amount still grants it.
    const right = completed('evt_right', { id: 'cs_test_local2', amount_total: 999 });
    expect((await sendWebhook(right, sign(right))).json().data).toEqual({ outcome: 'granted' });
  });
});
