/** Commerce's reads and writes on both databases: orders, periods and plans, subscription lines, checkout notes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { addUser } from './support/drive-data';
import { purchaseRequest, STANDARD_MONTHLY } from './support/store-checkout';
import type { DB } from '../../../server/db/schema';
import { purchaseRefusal, recordPurchase } from '../../../server/commerce/purchase';
import { orderByShoppingId, orderOfUser, ordersSince } from '../../../server/commerce/orders';
import { canStartTrial, membershipsOf, planLevelOf } from '../../../server/commerce/memberships';
import { setAutoRenew, subscriptionsOfUser } from '../../../server/commerce/subscriptions';
import { purchaseNotes } from '../../../server/commerce/purchase-notes';
import { stripeSessionRow } from '../../../server/commerce/stripe/stripe-checkout';
import { findSku } from '../../../server/commerce/skus';
import { addDays } from '../../../server/commerce/periods';
import { grantDueMembershipCredits } from '../../../server/commerce/membership-credits';

const STANDARD_YEARLY = 24109014;
const PREMIUM_MONTHLY = 24109015;
const ONE_OFF_PACK = 24149001;
const NOW = 1_800_000_000;

const newUser = (kdb: Kysely<DB>, email: string) => addUser(kdb, { email, createdAt: NOW });

describe.each(DATABASES)('commerce data on %s', (kind) => {
  let database: TestDatabase;
  let kdb: Kysely<DB>;
  let userId: number;
  let otherId: number;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
    kdb = database.kdb;
    userId = await newUser(kdb, 'buyer@example.com');
    otherId = await newUser(kdb, 'other@example.com');
  });
  afterEach(() => database?.close());

  it('reads orders back: by checkout, by id of their own user, and the newest since a time', async () => {
    const first = await recordPurchase(kdb, purchaseRequest(userId, { shoppingId: 'a' }), NOW);
    const second = await recordPurchase(kdb, purchaseRequest(userId, { shoppingId: 'b' }), NOW + 5);
    expect((await orderByShoppingId(kdb, userId, 'a'))?.id).toBe(first.order.id);
    expect(await orderByShoppingId(kdb, otherId, 'a')).toBeUndefined();
    expect(await orderOfUser(kdb, userId, second.order.id)).toEqual(second.order);
    expect(await orderOfUser(kdb, otherId, second.order.id)).toBeUndefined();
    const since = await ordersSince(kdb, userId, NOW + 1);
    expect(since).toEqual({ total: 1, list: [second.order] });
    const all = await ordersSince(kdb, userId, NOW);
    expect(all.total).toBe(2);
    expect(all.list.map((o) => o.shopping_id)).toEqual(['b', 'a']);
  });

  it('makes the plan from the periods: a trial once, standard refused while premium, free when ended', async () => {
    expect(await planLevelOf(kdb, userId, NOW)).toBe('free');
    expect(await canStartTrial(kdb, userId)).toBe(true);
    await recordPurchase(
      kdb,
      purchaseRequest(userId, { skuId: PREMIUM_MONTHLY, trial: true, amount: 0 }),
      NOW,
    );
    expect(await planLevelOf(kdb, userId, NOW + 60)).toBe('premium');
    expect(await canStartTrial(kdb, userId)).toBe(false);
    const standard = findSku(STANDARD_MONTHLY)!;
    expect(await purchaseRefusal(kdb, { userId, trial: false }, standard, NOW + 60)).toBeDefined();
    const [trial] = await membershipsOf(kdb, userId);
    expect(trial).toMatchObject({ tier: 'premium', trial: 1, started_at: NOW });
    expect(await planLevelOf(kdb, userId, trial.expires_at)).toBe('free');
    expect(await purchaseRefusal(kdb, { userId, trial: false }, standard, trial.expires_at)).toBeUndefined();
  });

  it('keeps a subscription line per tier that the user may cancel and resume', async () => {
    await recordPurchase(kdb, purchaseRequest(userId), NOW);
    const [line] = await subscriptionsOfUser(kdb, userId, NOW);
    expect(line).toMatchObject({ sku_id: STANDARD_MONTHLY, auto_renew: 1, is_expired: 0, can_auto_renew: 1 });
    // Switching to yearly: the line now renews the yearly sku, and runs to the end of the stacked year.
    await recordPurchase(
      kdb,
      purchaseRequest(userId, { skuId: STANDARD_YEARLY, shoppingId: 'y', amount: 5999 }),
      NOW,
    );
    const [switched] = await subscriptionsOfUser(kdb, userId, NOW);
    expect(switched.sku_id).toBe(STANDARD_YEARLY);
    expect(switched.period_end).toBeGreaterThan(addDays(NOW, 390));
    expect((await setAutoRenew(kdb, userId, line.id, false, NOW)).auto_renew).toBe(0);
    await expect(setAutoRenew(kdb, otherId, line.id, true, NOW)).rejects.toMatchObject({ status: 404 });
    await expect(setAutoRenew(kdb, userId, line.id, true, switched.period_end)).rejects.toMatchObject({
      status: 409,
    });
    expect((await setAutoRenew(kdb, userId, line.id, true, NOW)).auto_renew).toBe(1);
  });

  it('says in the checkout what Pay will do to this account', async () => {
    const sku = findSku(STANDARD_MONTHLY)!;
    const input = { userId, sku, price: 9.99, mode: 'test' as const, now: NOW, lang: 'en' as const };
    expect((await purchaseNotes(kdb, input)).effect).toMatch(/^Standard until /);
    await recordPurchase(kdb, purchaseRequest(userId), NOW);
    expect((await purchaseNotes(kdb, input)).effect).toMatch(/^Extends your Standard plan by one month/);
  });

  it('reads a Stripe checkout session back, with its order once granted', async () => {
    await kdb
      .insertInto('stripe_checkout_sessions')
      .values({
        id: 'cs_1',
        user_id: userId,
        sku_id: STANDARD_MONTHLY,
        shopping_id: 's',
        amount: 999,
        currency: 'usd',
        created_at: NOW,
      })
      .execute();
    expect(await stripeSessionRow(kdb, 'cs_1')).toMatchObject({
      user_id: userId,
      amount: 999,
      order_id: null,
    });
    expect(await stripeSessionRow(kdb, 'cs_2')).toBeUndefined();
  });
});

// Credit packs and premium's monthly credits grant a lot through the credits area, in the purchase's transaction.
describe.each(DATABASES)('commerce credit grants on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database?.close());

  it("grants a pack's lot and premium's first month in the purchase's transaction", async () => {
    const kdb = database.kdb;
    const userId = await newUser(kdb, 'buyer@example.com');
    await recordPurchase(kdb, purchaseRequest(userId, { skuId: ONE_OFF_PACK, amount: 999 }), NOW);
    await recordPurchase(
      kdb,
      purchaseRequest(userId, { skuId: PREMIUM_MONTHLY, shoppingId: 'p', amount: 1999 }),
      NOW,
    );
    const lots = await kdb.selectFrom('credit_lots').select(['source', 'amount']).orderBy('id').execute();
    expect(lots).toEqual([
      { source: 'purchase', amount: 1000 },
      { source: 'membership', amount: 500 },
    ]);
    const records = await kdb.selectFrom('credit_records').select('details').orderBy('id').execute();
    expect(records.map((r) => r.details)).toEqual(['Purchase: 1000 credits', 'Premium monthly credits']);
    expect(await grantDueMembershipCredits(kdb, NOW + 60)).toBe(0);
  });

  it('stops the standard line renewing on an upgrade to premium', async () => {
    const kdb = database.kdb;
    const userId = await newUser(kdb, 'buyer@example.com');
    await recordPurchase(kdb, purchaseRequest(userId, { skuId: STANDARD_YEARLY, amount: 5999 }), NOW);
    await recordPurchase(
      kdb,
      purchaseRequest(userId, { skuId: PREMIUM_MONTHLY, shoppingId: 'p', amount: 1999 }),
      NOW,
    );
    const lines = await subscriptionsOfUser(kdb, userId, NOW);
    expect(lines.map((l) => [l.sku_id, l.auto_renew])).toEqual([
      [PREMIUM_MONTHLY, 1],
      [STANDARD_YEARLY, 0],
    ]);
  });
});
