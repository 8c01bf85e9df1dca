/**
 * The test store's renewal job: a subscription line that renews by itself gets, when its period ends, an order
 * (recorded at the sku's regular price; the test store takes no money) and the next period of what it buys.
 * A cancelled line (auto_renew 0) simply ends. Stripe lines never renew here (one payment per period).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { canBuyPlan } from '../../src/core/pricing';
import { planLevelOf } from './memberships';
import { grantDueMembershipCredits } from './membership-credits';
import { periodEnd } from './periods';
import { cents } from './prices';
import { findSku, skuItem } from './skus';
import { grantSku, insertOrder } from './fulfil';
import { dueSubscriptions, stopRenewing, subscriptionForUpdate, type SubscriptionRow } from './subscriptions';
import { lockAccount } from './commerce-transaction';
import { startPeriodicJob } from '../jobs/periodic-job';

/**
 * Renews one due line in its own transaction; false when it was no longer due or cannot renew (then it stops).
 * Two ticks at once (two processes) renew it once: the account and then the line are held while deciding (on
 * PostgreSQL; SQLite writes one at a time), so the second reads the renewed period and stops; and the renewal's
 * shopping id is one per line and period, which the orders key records once.
 */
function renewLine(kdb: Kysely<DB>, due: SubscriptionRow, now: number): Promise<boolean> {
  return kdb.transaction().execute(async (trx): Promise<boolean> => {
    await lockAccount(trx, due.user_id);
    // Read again inside the transaction: the user may have cancelled, or another pass renewed it.
    const line = await subscriptionForUpdate(trx, due.id);
    if (!line || line.auto_renew !== 1 || line.period_end > now) return false;
    const sku = findSku(line.sku_id);
    if (!sku || !canBuyPlan(await planLevelOf(trx, line.user_id, now), skuItem(sku, ''))) {
      await stopRenewing(trx, line.user_id, line.line, now);
      return false;
    }
    // The new period follows on from the one that ended, so the plan never lapses; after a stop of the server
    // longer than a whole period it starts now instead (time already past is not sold).
    const start = periodEnd(line.period_end, sku.period) > now ? line.period_end : now;
    const order = await insertOrder(trx, {
      user_id: line.user_id,
      sku_id: sku.sku_id,
      // One renewal per line and period: the orders table's (user, shopping id) key refuses a second.
      shopping_id: `renewal-${line.id}-${line.period_end}`,
      amount: cents(sku.price),
      status: 'paid',
      kind: 'renewal',
      provider: 'test',
      created_at: now,
    });
    if (!order) return false;
    await grantSku(trx, { userId: line.user_id, order, sku, trial: false, start, provider: 'test', now });
    return true;
  });
}

/** Renews every due line, then grants premium's monthly credits due now. Returns how many lines renewed. */
export async function renewDueSubscriptions(kdb: Kysely<DB>, now = nowSeconds()): Promise<number> {
  let renewed = 0;
  for (const line of await dueSubscriptions(kdb, now)) if (await renewLine(kdb, line, now)) renewed += 1;
  await grantDueMembershipCredits(kdb, now);
  return renewed;
}

/**
 * Runs the job now and every RENEWAL_CHECK_SECONDS while the server runs (test store only), in one API process
 * at a time (its lease).
 */
export function startRenewalJob(ctx: AppContext): void {
  startPeriodicJob(ctx, {
    name: 'subscription-renewal',
    everyMs: ctx.config.store.renewalCheckSeconds * 1000,
    run: () => renewDueSubscriptions(ctx.kdb),
  });
}
