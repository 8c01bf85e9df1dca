/**
 * The test store's renewal job: a subscription line that renews by itself gets, when its period ends, an order
 * (recorded at the sku's regular price; the test store takes no money) and the next period of what it buys.
 * A cancelled line (auto_renew 0) simply ends. Stripe lines never renew here (one payment per period).
 */
import type { Db } from '../db/database';
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { canBuyPlan } from '../../src/core/pricing';
import { planLevelOf } from './memberships';
import { grantDueMembershipCredits } from './membership-credits';
import { periodEnd } from './periods';
import { cents } from './prices';
import { findSku, skuItem } from './skus';
import { grantSku, insertOrder } from './fulfil';
import { dueSubscriptions, stopRenewing, subscriptionById, type SubscriptionRow } from './subscriptions';
import { startPeriodicJob } from '../jobs/periodic-job';

/** Renews one due line in its own transaction; false when it was no longer due or cannot renew (then it stops). */
function renewLine(db: Db, due: SubscriptionRow, now: number): boolean {
  return db.transaction((): boolean => {
    // Read again inside the transaction: the user may have cancelled, or another pass renewed it.
    const line = subscriptionById(db, due.id);
    if (!line || line.auto_renew !== 1 || line.period_end > now) return false;
    const sku = findSku(line.sku_id);
    if (!sku || !canBuyPlan(planLevelOf(db, line.user_id, now), skuItem(sku, ''))) {
      stopRenewing(db, line.user_id, line.line, now);
      return false;
    }
    // The new period follows on from the one that ended, so the plan never lapses; after a stop of the server
    // longer than a whole period it starts now instead (time already past is not sold).
    const start = periodEnd(line.period_end, sku.period) > now ? line.period_end : now;
    const order = insertOrder(db, {
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
    grantSku(db, { userId: line.user_id, order, sku, trial: false, start, provider: 'test', now });
    return true;
  })();
}

/** Renews every due line, then grants premium's monthly credits due now. Returns how many lines renewed. */
export function renewDueSubscriptions(db: Db, now = nowSeconds()): number {
  let renewed = 0;
  for (const line of dueSubscriptions(db, now)) if (renewLine(db, line, now)) renewed += 1;
  grantDueMembershipCredits(db, now);
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
    run: () => renewDueSubscriptions(ctx.db),
  });
}
