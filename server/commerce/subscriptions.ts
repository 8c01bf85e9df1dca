/**
 * Subscription lines: one per membership tier and one per subscription credit pack of a user, saying what the
 * next renewal buys, until when the user has paid, and whether it renews by itself (see README.md "Renewals").
 */
import type { Db } from '../db/database';
import { statement } from '../db/statements';
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

function lineRow(db: Db, userId: number, line: string): SubscriptionRow | undefined {
  return statement(db, 'SELECT * FROM subscriptions WHERE user_id = ? AND line = ?').get(userId, line) as
    SubscriptionRow | undefined;
}

/** The user's line if its period is still running. */
export function runningLine(db: Db, userId: number, line: string, now: number): SubscriptionRow | undefined {
  const row = lineRow(db, userId, line);
  return row && row.period_end > now ? row : undefined;
}

export function subscriptionById(db: Db, id: number): SubscriptionRow | undefined {
  return statement(db, 'SELECT * FROM subscriptions WHERE id = ?').get(id) as SubscriptionRow | undefined;
}

/**
 * Notes a period bought (or renewed) for `sku`, in the caller's transaction: its line now renews `sku` and runs
 * until the later of its end and `periodEnd`. A running line keeps its auto-renewal choice; a new line, or one
 * that had ended, renews by itself in the test store. Stripe takes one payment per period: its lines never do.
 */
export function notePeriod(
  db: Db,
  input: {
    userId: number;
    sku: CatalogueSku;
    periodEnd: number;
    trial: boolean;
    provider: PaymentProvider;
    now: number;
  },
): void {
  const line = lineOf(input.sku);
  if (!line) return;
  const existing = lineRow(db, input.userId, line);
  const running = existing !== undefined && existing.period_end > input.now;
  const autoRenew = input.provider === 'stripe' ? 0 : running ? existing.auto_renew : 1;
  const end = running ? Math.max(existing.period_end, input.periodEnd) : input.periodEnd;
  statement(
    db,
    `INSERT INTO subscriptions (user_id, line, sku_id, period_end, trial, auto_renew, provider, created_at, updated_at)
     VALUES (@userId, @line, @skuId, @end, @trial, @autoRenew, @provider, @now, @now)
     ON CONFLICT (user_id, line) DO UPDATE SET sku_id = @skuId, period_end = @end, trial = @trial,
       auto_renew = @autoRenew, provider = @provider, updated_at = @now`,
  ).run({
    userId: input.userId,
    line,
    skuId: input.sku.sku_id,
    end,
    trial: input.trial ? 1 : 0,
    autoRenew,
    provider: input.provider,
    now: input.now,
  });
}

/** Stops a line renewing (an upgrade replaces the lower tier; its paid time runs out). */
export function stopRenewing(db: Db, userId: number, line: string, now: number): void {
  statement(
    db,
    'UPDATE subscriptions SET auto_renew = 0, updated_at = ? WHERE user_id = ? AND line = ? AND auto_renew = 1',
  ).run(now, userId, line);
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
export function subscriptionsOfUser(db: Db, userId: number, now: number): SubscriptionItem[] {
  const rows = statement(db, 'SELECT * FROM subscriptions WHERE user_id = ?').all(
    userId,
  ) as SubscriptionRow[];
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
export function setAutoRenew(
  db: Db,
  userId: number,
  id: number,
  autoRenew: boolean,
  now: number,
): SubscriptionItem {
  const row = subscriptionById(db, id);
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
  statement(db, 'UPDATE subscriptions SET auto_renew = ?, updated_at = ? WHERE id = ?').run(
    autoRenew ? 1 : 0,
    now,
    id,
  );
  return subscriptionItem(subscriptionById(db, id)!, now)!;
}

/** Lines of the test store whose period has ended and that renew by themselves. */
export function dueSubscriptions(db: Db, now: number): SubscriptionRow[] {
  return statement(
    db,
    "SELECT * FROM subscriptions WHERE auto_renew = 1 AND provider = 'test' AND period_end <= ? ORDER BY period_end",
  ).all(now) as SubscriptionRow[];
}
