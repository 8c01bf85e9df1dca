/** What an order gives: the order row itself, then the credits or membership period its sku buys. */
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { grantCreditLotSync } from '../credits/lots-sync';
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

export function insertOrder(
  db: Db,
  input: Omit<OrderRow, 'id' | 'currency'> & { currency?: string },
): OrderRow {
  const order: OrderRow = {
    id: `MO${input.created_at}${crypto.randomBytes(5).toString('hex')}`,
    currency: STORE_CURRENCY,
    ...input,
  };
  db.prepare(
    `INSERT INTO orders (id, user_id, sku_id, shopping_id, amount, currency, status, kind, provider, created_at)
     VALUES (@id, @user_id, @sku_id, @shopping_id, @amount, @currency, @status, @kind, @provider, @created_at)`,
  ).run(order);
  return order;
}

/**
 * Gives what `sku` buys for a period starting at `start` (now for a purchase, the end of the last period for a
 * renewal), in the caller's transaction: a credit lot, or a membership period (paying ends a running trial and
 * stacks after the tier's paid periods). Notes the period on the subscription line; a premium period stops the
 * standard line renewing, as premium includes everything standard has.
 */
export function grantSku(
  db: Db,
  input: {
    userId: number;
    order: OrderRow;
    sku: CatalogueSku;
    trial: boolean;
    start: number;
    provider: PaymentProvider;
    now: number;
  },
): void {
  const { userId, sku, trial, start, now } = input;
  let end: number;
  if (sku.kind === 'credits') {
    end = packExpiry(sku, start);
    const details = `${input.order.kind === 'renewal' ? 'Renewal' : 'Purchase'}: ${sku.credits} credits`;
    grantCreditLotSync(db, userId, sku.credits, end, PURCHASE_CREDIT_SOURCE, details);
  } else {
    end = addMembership(db, { userId, orderId: input.order.id, sku, trial, now: start }).expires_at;
    if (sku.tier === 'premium') stopRenewing(db, userId, 'standard', now);
  }
  notePeriod(db, { userId, sku, periodEnd: end, trial, provider: input.provider, now });
}
