import { afterEach, describe, expect, it } from 'vitest';
import {
  getJson,
  newUser,
  postJson,
  startTestApp,
  until,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { pay } from './support/store-checkout';
import { renewDueSubscriptions } from '../../../server/commerce/renewals';
import { recordPurchase } from '../../../server/commerce/purchase';
import { addDays, addMonths } from '../../../server/commerce/periods';
import { nowSeconds } from '../../../src/core/dates';
import type {
  SubscriptionItem,
  SubscriptionListData,
  TradeInfoData,
} from '../../../src/core/contract/commerce';

let server: TestApp;
afterEach(async () => {
  await server.close();
});

const PREMIUM_MONTHLY = 24109015;
const PREMIUM_YEARLY = 24109016;
const STANDARD_MONTHLY = 24109013;
const WEEKLY_25 = 25066001;
const WEEKLY_50 = 25066002;

const subscriptions = async (user: TestUser) =>
  (await getJson<SubscriptionListData>(server.app, '/v1/buy/subscriptions', user)).data.list;
const orders = async (user: TestUser) =>
  (await getJson<TradeInfoData>(server.app, '/v1/buy/trade-info?time_before=0', user)).data;
const setAutoRenew = (user: TestUser, id: number, autoRenew: boolean) =>
  postJson<SubscriptionItem>(server.app, '/v1/buy/subscription/auto-renew', user, {
    subscription_id: id,
    auto_renew: autoRenew,
  });
const membershipRows = (userId: number) =>
  server.ctx.kdb
    .selectFrom('memberships')
    .select(['plan_id', 'started_at', 'expires_at', 'trial'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
const monthlyGrants = async (userId: number) =>
  (
    await server.ctx.kdb
      .selectFrom('credit_lots')
      .select('id')
      .where('user_id', '=', userId)
      .where('source', '=', 'membership')
      .execute()
  ).length;

describe('renewals at period end (test store)', () => {
  it('records an order and extends the period; a cancelled subscription stops', async () => {
    server = await startTestApp();
    const user = await newUser(server.app);
    await pay(server.app, user, PREMIUM_MONTHLY, 'first');
    const [line] = await subscriptions(user);
    expect(line).toMatchObject({ sku_id: PREMIUM_MONTHLY, name: 'Premium monthly', auto_renew: 1, trial: 0 });
    expect(line.can_auto_renew).toBe(1);
    const end = line.period_end;

    // Not due before the end.
    expect(await renewDueSubscriptions(server.ctx.kdb, end - 1)).toBe(0);
    expect((await orders(user)).total).toBe(1);

    expect(await renewDueSubscriptions(server.ctx.kdb, end)).toBe(1);
    const renewed = (await subscriptions(user))[0];
    expect(renewed.period_end).toBe(addMonths(end, 1));
    const after = await orders(user);
    expect(after.total).toBe(2);
    expect(after.list[0]).toMatchObject({ sku_id_list: [PREMIUM_MONTHLY], amount: 19.99, status: 'paid' });
    // The new period follows on from the old one: the plan never lapses.
    expect((await membershipRows(user.userId)).at(-1)).toMatchObject({
      started_at: end,
      expires_at: addMonths(end, 1),
    });
    // The renewed month's 500 credits.
    expect(await monthlyGrants(user.userId)).toBe(2);
    // A second pass at the same moment renews nothing more.
    expect(await renewDueSubscriptions(server.ctx.kdb, end)).toBe(0);

    const cancelled = await setAutoRenew(user, renewed.id, false);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ id: renewed.id, auto_renew: 0 });
    expect(await renewDueSubscriptions(server.ctx.kdb, addMonths(end, 1))).toBe(0);
    expect((await orders(user)).total).toBe(2);
    expect(await membershipRows(user.userId)).toHaveLength(2);

    // Resumed, it renews again.
    expect((await setAutoRenew(user, renewed.id, true)).data.auto_renew).toBe(1);
    expect(await renewDueSubscriptions(server.ctx.kdb, addMonths(end, 1))).toBe(1);
    expect((await orders(user)).total).toBe(3);
  });

  it('refuses changes to another account’s or an unknown subscription, and bad bodies', async () => {
    server = await startTestApp();
    const owner = await newUser(server.app);
    const other = await newUser(server.app);
    await pay(server.app, owner, STANDARD_MONTHLY, 'own');
    const [line] = await subscriptions(owner);
    const stranger = await setAutoRenew(other, line.id, false);
    expect(stranger.status).toBe(404);
    expect(stranger.code).toBe(490001);
    expect((await subscriptions(owner))[0].auto_renew).toBe(1);
    const bad = await postJson(server.app, '/v1/buy/subscription/auto-renew', owner, {
      subscription_id: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/subscription_id/);
    const anonymous = await postJson(server.app, '/v1/buy/subscription/auto-renew', undefined, {
      subscription_id: line.id,
      auto_renew: false,
    });
    expect(anonymous.status).toBe(401);
  });

  it('switching to yearly changes what renews, after the current month', async () => {
    server = await startTestApp();
    const user = await newUser(server.app);
    await pay(server.app, user, PREMIUM_MONTHLY, 'm');
    const monthEnd = (await subscriptions(user))[0].period_end;
    await pay(server.app, user, PREMIUM_YEARLY, 'y');
    const list = await subscriptions(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ sku_id: PREMIUM_YEARLY, name: 'Premium yearly', auto_renew: 1 });
    expect(list[0].period_end).toBe(addMonths(monthEnd, 12));
    expect((await membershipRows(user.userId)).at(-1)).toMatchObject({
      plan_id: PREMIUM_YEARLY,
      started_at: monthEnd,
    });
    // Nothing renews when the month ends: the yearly period follows it.
    expect(await renewDueSubscriptions(server.ctx.kdb, monthEnd)).toBe(0);
    expect(await renewDueSubscriptions(server.ctx.kdb, list[0].period_end)).toBe(1);
    expect((await orders(user)).list[0]).toMatchObject({ sku_id_list: [PREMIUM_YEARLY], amount: 119.99 });
  });

  it('upgrading to premium stops standard renewing; its paid time runs out', async () => {
    server = await startTestApp();
    const user = await newUser(server.app);
    await pay(server.app, user, STANDARD_MONTHLY, 's');
    await pay(server.app, user, PREMIUM_MONTHLY, 'p');
    const list = await subscriptions(user);
    const standard = list.find((s) => s.sku_id === STANDARD_MONTHLY)!;
    const premium = list.find((s) => s.sku_id === PREMIUM_MONTHLY)!;
    expect(standard.auto_renew).toBe(0);
    expect(premium.auto_renew).toBe(1);
    expect(await renewDueSubscriptions(server.ctx.kdb, standard.period_end)).toBe(1);
    expect((await orders(user)).list[0].sku_id_list).toEqual([PREMIUM_MONTHLY]);
    expect((await orders(user)).total).toBe(3);
  });

  it('a free trial becomes the paid plan when it ends, unless cancelled', async () => {
    server = await startTestApp();
    const user = await newUser(server.app);
    await pay(server.app, user, PREMIUM_MONTHLY, 'trial', { trial: true });
    const [line] = await subscriptions(user);
    expect(line).toMatchObject({ trial: 1, auto_renew: 1 });
    expect(await renewDueSubscriptions(server.ctx.kdb, line.period_end)).toBe(1);
    expect((await orders(user)).list[0]).toMatchObject({ amount: 19.99, status: 'paid' });
    expect((await membershipRows(user.userId)).at(-1)).toMatchObject({
      trial: 0,
      started_at: line.period_end,
    });
    expect((await subscriptions(user))[0].trial).toBe(0);

    const quitter = await newUser(server.app);
    await pay(server.app, quitter, PREMIUM_MONTHLY, 'trial2', { trial: true });
    const [trial] = await subscriptions(quitter);
    await setAutoRenew(quitter, trial.id, false);
    expect(await renewDueSubscriptions(server.ctx.kdb, trial.period_end)).toBe(0);
    expect((await orders(quitter)).list.map((o) => o.status)).toEqual(['trial']);
  });

  it('the scheduled job renews a subscription whose period ended, by itself', async () => {
    server = await startTestApp({ env: { RENEWAL_CHECK_SECONDS: '1' } });
    const user = await newUser(server.app);
    // A weekly pack bought eight days ago: its week ended yesterday.
    const eightDaysAgo = addDays(nowSeconds(), -8);
    await recordPurchase(
      server.ctx.kdb,
      {
        userId: user.userId,
        skuId: WEEKLY_25,
        shoppingId: 'old',
        trial: false,
        amount: 299,
        provider: 'test',
      },
      eightDaysAgo,
    );
    // And a pack whose week ended thirteen days ago (the server was down): its new week starts now instead.
    const before = nowSeconds();
    await recordPurchase(
      server.ctx.kdb,
      {
        userId: user.userId,
        skuId: WEEKLY_50,
        shoppingId: 'older',
        trial: false,
        amount: 499,
        provider: 'test',
      },
      addDays(before, -20),
    );
    await until(async () => (await orders(user)).total === 4, 10_000);
    const lines = await subscriptions(user);
    const late = lines.find((l) => l.sku_id === WEEKLY_50)!;
    expect(late.period_end).toBeGreaterThanOrEqual(addDays(before, 7));
    expect(late.period_end).toBeLessThanOrEqual(addDays(nowSeconds(), 7));
    const line = lines.find((l) => l.sku_id === WEEKLY_25)!;
    expect(line).toMatchObject({ sku_id: WEEKLY_25, is_expired: 0, auto_renew: 1 });
    // Late by a day: the new week follows on from the one that ended.
    expect(line.period_end).toBe(addDays(eightDaysAgo, 14));
    const records = await server.ctx.kdb
      .selectFrom('credit_records')
      .select('details')
      .where('user_id', '=', user.userId)
      .where('details', 'like', 'Renewal%')
      .execute();
    expect(records).toEqual(
      expect.arrayContaining([{ details: 'Renewal: 25 credits' }, { details: 'Renewal: 50 credits' }]),
    );
  });
});
