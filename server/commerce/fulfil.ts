/** What an order gives: the order row itself, then the credits or membership period its sku buys. */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { grantCreditLot } from '../credits/lots';
import { addMonths, periodEnd } from './periods';
import { addMembership } from './memberships';
import type { OrderRow } from './orders';
import { STORE_CURRENCY, type CatalogueSku, type CreditSku } from './skus';
import { notePeriod, stopRenewing, type PaymentProvider } from './subscriptions';

const PURCHASE_CREDIT_SOURCE = 'purchase';

/** One-off packs last a year; subscription packs last their period. */
function packExpiry(sku: CreditSku, start: number): number {
  return sku.isSubscription ? periodEnd(start, sku.period) : addMonths(start, 12);
}

/**
 * Records an order, once per (user, shopping id): undefined when that checkout (or renewal period) has an order
 * already, and then nothing was written. The table's unique key decides (ON CONFLICT DO NOTHING): of two
 * processes paying the same checkout at once, the second waits for the first and records nothing, without
 * aborting its transaction.
 */
export async function insertOrder(
  kdb: Kysely<DB>,
  input: Omit<OrderRow, 'id' | 'currency'> & { currency?: string },
): Promise<OrderRow | undefined> {
  const order: OrderRow = {
    id: `MO${input.created_at}${crypto.randomBytes(5).toString('hex')}`,
    currency: STORE_CURRENCY,
    ...input,
  };
  const inserted = await kdb
    .insertInto('orders')
    .values(order)
    .onConflict((oc) => oc.columns(['user_id', 'shopping_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? order : undefined;
}

/**
 * Gives what `sku` buys for a period starting at `start` (now for a purchase, the end of the last period for a
 * renewal), in the caller's transaction: a credit lot, or a membership period (paying ends a running trial and
 * stacks after the tier's paid periods). Notes the period on the subscription line; a premium period stops the
 * standard line renewing, as premium includes everything standard has.
 */
export async function grantSku(
  trx: Kysely<DB>,
  input: {
    userId: number;
    order: OrderRow;
    sku: CatalogueSku;
    trial: boolean;
    start: number;
    provider: PaymentProvider;
    now: number;
  },
): Promise<void> {
  const { userId, sku, trial, start, now } = input;
  let end: number;
  if (sku.kind === 'credits') {
    end = packExpiry(sku, start);
    const details = `${input.order.kind === 'renewal' ? 'Renewal' : 'Purchase'}: ${sku.credits} credits`;
    await grantCreditLot(trx, userId, sku.credits, end, PURCHASE_CREDIT_SOURCE, details);
  } else {
    end = (await addMembership(trx, { userId, orderId: input.order.id, sku, trial, now: start })).expires_at;
    if (sku.tier === 'premium') await stopRenewing(trx, userId, 'standard', now);
  }
  await notePeriod(trx, { userId, sku, periodEnd: end, trial, provider: input.provider, now });
}
