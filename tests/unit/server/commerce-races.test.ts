/**
 * The commerce writes two processes may run at once, on both databases: each is done once however the two
 * interleave. On SQLite the two calls queue on the one connection; on PostgreSQL they run on two pool
 * connections at the same time, which is the race the guards close.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { Kysely } from 'kysely';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { purchaseRequest, STANDARD_MONTHLY } from './support/store-checkout';
import { addUser } from './support/drive-data';
import type { DB } from '../../../server/db/schema';
import { recordPurchase, type PurchaseRequest } from '../../../server/commerce/purchase';
import { handleStripeEvent } from '../../../server/commerce/stripe/stripe-webhook';
import { grantDueMembershipCredits } from '../../../server/commerce/membership-credits';
import { renewDueSubscriptions } from '../../../server/commerce/renewals';
import { addDays } from '../../../server/commerce/periods';

const PREMIUM_YEARLY = 24109016;
const NOW = 1_800_000_000;

const newUser = (kdb: Kysely<DB>, email: string) => addUser(kdb, { email, createdAt: NOW });

const count = async (
  kdb: Kysely<DB>,
  table: 'orders' | 'memberships' | 'membership_credit_grants' | 'credit_lots',
) =>
  Number(
    (
      await kdb
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(DATABASES)('commerce races on %s', (kind) => {
  let database: TestDatabase;
  let kdb: Kysely<DB>;
  let userId: number;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
    kdb = database.kdb;
    userId = await newUser(kdb, 'buyer@example.com');
  });
  afterEach(() => database?.close());

  const purchase = (over: Partial<PurchaseRequest> = {}) => purchaseRequest(userId, over);

  it('fulfils one checkout paid twice at once as one order and one period', async () => {
    const results = await Promise.all([
      recordPurchase(kdb, purchase(), NOW),
      recordPurchase(kdb, purchase(), NOW),
    ]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(results[0].order.id).toBe(results[1].order.id);
    expect(await count(kdb, 'orders')).toBe(1);
    expect(await count(kdb, 'memberships')).toBe(1);
    // The same checkout paid for another product is refused, and nothing is added.
    await expect(recordPurchase(kdb, purchase({ skuId: 24109014 }), NOW)).rejects.toMatchObject({
      status: 409,
    });
    expect(await count(kdb, 'orders')).toBe(1);
  });

  it('stacks two different payments of one account made at once, one period after the other', async () => {
    await Promise.all([
      recordPurchase(kdb, purchase({ shoppingId: 'a' }), NOW),
      recordPurchase(kdb, purchase({ shoppingId: 'b' }), NOW),
    ]);
    const periods = await kdb
      .selectFrom('memberships')
      .select(['started_at', 'expires_at'])
      .orderBy('id')
      .execute();
    expect(periods).toHaveLength(2);
    expect(periods[1].started_at).toBe(periods[0].expires_at);
  });

  it('applies a Stripe event delivered twice at once once', async () => {
    await kdb
      .insertInto('stripe_checkout_sessions')
      .values({
        id: 'cs_1',
        user_id: userId,
        sku_id: STANDARD_MONTHLY,
        shopping_id: 'shop-s',
        amount: 999,
        currency: 'usd',
        created_at: NOW,
      })
      .execute();
    const event = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', payment_status: 'paid', amount_total: 999, currency: 'usd' } },
    } as unknown as Stripe.Event;
    const outcomes = await Promise.all([
      handleStripeEvent(kdb, event, NOW),
      handleStripeEvent(kdb, event, NOW),
    ]);
    expect(outcomes.sort()).toEqual(['granted', 'replay']);
    expect(await count(kdb, 'orders')).toBe(1);
    const stored = await kdb.selectFrom('stripe_events').select(['outcome']).execute();
    expect(stored).toEqual([{ outcome: 'granted' }]);
    const session = await kdb
      .selectFrom('stripe_checkout_sessions')
      .select('order_id')
      .executeTakeFirstOrThrow();
    expect(session.order_id).toMatch(/^MO/);
    // Another event paying the same session grants nothing more.
    const again = { ...event, id: 'evt_2' } as Stripe.Event;
    expect(await handleStripeEvent(kdb, again, NOW)).toBe('already granted');
    expect(await count(kdb, 'orders')).toBe(1);
  });

  it('keeps a paid event the account may no longer buy as refused, granting nothing', async () => {
    await recordPurchase(kdb, purchase({ skuId: PREMIUM_YEARLY, shoppingId: 'p', amount: 11999 }), NOW);
    await kdb
      .insertInto('stripe_checkout_sessions')
      .values({
        id: 'cs_std',
        user_id: userId,
        sku_id: STANDARD_MONTHLY,
        shopping_id: 'shop-std',
        amount: 999,
        currency: 'usd',
        created_at: NOW,
      })
      .execute();
    const event = {
      id: 'evt_std',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_std', payment_status: 'paid', amount_total: 999, currency: 'usd' } },
    } as unknown as Stripe.Event;
    expect(await handleStripeEvent(kdb, event, NOW + 60)).toBe('refused');
    expect(await kdb.selectFrom('stripe_events').select(['id', 'outcome']).execute()).toEqual([
      { id: 'evt_std', outcome: 'refused' },
    ]);
    expect(await count(kdb, 'orders')).toBe(1);
    expect(await handleStripeEvent(kdb, event, NOW + 60)).toBe('replay');
  });

  it("grants a premium month's credits once when two grants run at once", async () => {
    await recordPurchase(kdb, purchase({ skuId: PREMIUM_YEARLY, amount: 11999 }), NOW);
    // The purchase granted the first month; a month and a day later the second is due.
    const later = addDays(NOW, 32);
    const granted = await Promise.all([
      grantDueMembershipCredits(kdb, later),
      grantDueMembershipCredits(kdb, later),
    ]);
    expect(granted[0] + granted[1]).toBe(1);
    expect(await count(kdb, 'membership_credit_grants')).toBe(2);
    expect(await count(kdb, 'credit_lots')).toBe(2);
  });

  it('charges a renewal due once when two ticks run at once', async () => {
    // A month's standard plan bought 40 days ago: its period ended 10 days ago and renews by itself.
    await recordPurchase(kdb, purchase(), addDays(NOW, -40));
    const renewed = await Promise.all([renewDueSubscriptions(kdb, NOW), renewDueSubscriptions(kdb, NOW)]);
    expect(renewed[0] + renewed[1]).toBe(1);
    const orders = await kdb.selectFrom('orders').select(['kind', 'amount']).orderBy('created_at').execute();
    expect(orders).toEqual([
      { kind: 'checkout', amount: 999 },
      { kind: 'renewal', amount: 999 },
    ]);
    expect(await count(kdb, 'memberships')).toBe(2);
    expect(await renewDueSubscriptions(kdb, NOW)).toBe(0);
  });
});
