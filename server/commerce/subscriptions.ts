/**
 * Subscription lines: one per membership tier and one per subscription credit pack of a user, saying what the
 * next renewal buys, until when the user has paid, and whether it renews by itself (see README.md "Renewals").
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { forUpdate } from '../db/dialect';
import { ApiError } from '../http/envelope';
import { CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import type { SubscriptionItem } from '../../src/core/contract/commerce';
import { findSku, skuItem, type CatalogueSku } from './skus';
import { say } from '../i18n/server-text';

export type PaymentProvider = 'test' | 'stripe';

export interface SubscriptionRow {
  id: number;
  user_id: number;
  line: string;
  sku_id: number;
  period_end: number;
  trial: number;
  auto_renew: number;
  provider: PaymentProvider;
  created_at: number;
  updated_at: number;
}

/** The line a sku belongs to: its membership tier, or its own for a subscription pack; none for one-off packs. */
function lineOf(sku: CatalogueSku): string | undefined {
  if (sku.kind === 'membership') return sku.tier;
  return sku.isSubscription ? `pack:${sku.sku_id}` : undefined;
}

/** provider is checked by the schema (CHECK constraint): the row is a SubscriptionRow. */
const asLine = (row: unknown) => row as SubscriptionRow;

async function lineRow(kdb: Kysely<DB>, userId: number, line: string): Promise<SubscriptionRow | undefined> {
  const row = await kdb
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('line', '=', line)
    .executeTakeFirst();
  return row && asLine(row);
}

/** The user's line if its period is still running. */
export async function runningLine(
  kdb: Kysely<DB>,
  userId: number,
  line: string,
  now: number,
): Promise<SubscriptionRow | undefined> {
  const row = await lineRow(kdb, userId, line);
  return row && row.period_end > now ? row : undefined;
}

async function subscriptionById(kdb: Kysely<DB>, id: number): Promise<SubscriptionRow | undefined> {
  const row = await kdb.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && asLine(row);
}

/**
 * A line read to be changed by the caller's transaction (the renewal job): held until it ends (FOR UPDATE on
 * PostgreSQL), so a second tick renewing the same line at once waits, then reads the renewed period.
 */
export async function subscriptionForUpdate(
  trx: Kysely<DB>,
  id: number,
): Promise<SubscriptionRow | undefined> {
  const row = await forUpdate(
    trx,
    trx.selectFrom('subscriptions').selectAll().where('id', '=', id),
  ).executeTakeFirst();
  return row && asLine(row);
}

/**
 * Notes a period bought (or renewed) for `sku`, in the caller's transaction: its line now renews `sku` and runs
 * until the later of its end and `periodEnd`. A running line keeps its auto-renewal choice; a new line, or one
 * that had ended, renews by itself in the test store. Stripe takes one payment per period: its lines never do.
 */
export async function notePeriod(
  trx: Kysely<DB>,
  input: {
    userId: number;
    sku: CatalogueSku;
    periodEnd: number;
    trial: boolean;
    provider: PaymentProvider;
    now: number;
  },
): Promise<void> {
  const line = lineOf(input.sku);
  if (!line) return;
  // The caller holds the account (lockAccount), so the line read here is what the write replaces.
  const existing = await lineRow(trx, input.userId, line);
  const running = existing !== undefined && existing.period_end > input.now;
  const autoRenew = input.provider === 'stripe' ? 0 : running ? existing.auto_renew : 1;
  const end = running ? Math.max(existing.period_end, input.periodEnd) : input.periodEnd;
  const values = {
    sku_id: input.sku.sku_id,
    period_end: end,
    trial: input.trial ? 1 : 0,
    auto_renew: autoRenew,
    provider: input.provider,
    updated_at: input.now,
  };
  await trx
    .insertInto('subscriptions')
    .values({ ...values, user_id: input.userId, line, created_at: input.now })
    .onConflict((oc) => oc.columns(['user_id', 'line']).doUpdateSet(values))
    .execute();
}

/** Stops a line renewing (an upgrade replaces the lower tier; its paid time runs out). */
export async function stopRenewing(
  kdb: Kysely<DB>,
  userId: number,
  line: string,
  now: number,
): Promise<void> {
  await kdb
    .updateTable('subscriptions')
    .set({ auto_renew: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('line', '=', line)
    .where('auto_renew', '=', 1)
    .execute();
}

function subscriptionItem(row: SubscriptionRow, now: number): SubscriptionItem | undefined {
  const sku = findSku(row.sku_id);
  if (!sku) return undefined;
  const item = skuItem(sku, '');
  return {
    id: row.id,
    sku_id: row.sku_id,
    name: sku.name,
    period_unit: sku.period,
    period_end: row.period_end,
    trial: row.trial ? 1 : 0,
    auto_renew: row.auto_renew ? 1 : 0,
    can_auto_renew: row.provider === 'test' ? 1 : 0,
    is_expired: row.period_end <= now ? 1 : 0,
    renewal_price: sku.price,
    currency_symbol: item.currency_symbol,
  };
}

/** The user's subscriptions: running ones first (ending soonest first), then ended ones (latest first). */
export async function subscriptionsOfUser(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
): Promise<SubscriptionItem[]> {
  const rows = (
    await kdb.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute()
  ).map(asLine);
  const running = rows.filter((r) => r.period_end > now).sort((a, b) => a.period_end - b.period_end);
  const ended = rows.filter((r) => r.period_end <= now).sort((a, b) => b.period_end - a.period_end);
  return [...running, ...ended]
    .map((r) => subscriptionItem(r, now))
    .filter((i): i is SubscriptionItem => i !== undefined);
}

/**
 * Cancels (false) or resumes (true) a line's auto-renewal. Another user's line is unknown (404); an ended line
 * cannot change (409: buy it again), and a Stripe line renews only by buying again (409).
 */
export async function setAutoRenew(
  kdb: Kysely<DB>,
  userId: number,
  id: number,
  autoRenew: boolean,
  now: number,
): Promise<SubscriptionItem> {
  const row = await subscriptionById(kdb, id);
  if (!row || row.user_id !== userId) {
    throw new ApiError(CODE_PARAMS_ERROR, `You have no subscription ${id}`, 404);
  }
  if (row.period_end <= now) {
    throw new ApiError(
      CODE_PARAMS_ERROR,
      say('This subscription has ended: buy it again from the plans'),
      409,
    );
  }
  if (autoRenew && row.provider !== 'test') {
    throw new ApiError(
      CODE_PARAMS_ERROR,
      say('This subscription was paid for one period: renew it by buying it again from the plans'),
      409,
    );
  }
  const updated = await kdb
    .updateTable('subscriptions')
    .set({ auto_renew: autoRenew ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return subscriptionItem(asLine(updated), now)!;
}

/** Lines of the test store whose period has ended and that renew by themselves. */
export async function dueSubscriptions(kdb: Kysely<DB>, now: number): Promise<SubscriptionRow[]> {
  const rows = await kdb
    .selectFrom('subscriptions')
    .selectAll()
    .where('auto_renew', '=', 1)
    .where('provider', '=', 'test')
    .where('period_end', '<=', now)
    .orderBy('period_end')
    .execute();
  return rows.map(asLine);
}
