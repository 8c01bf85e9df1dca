/** Membership periods and what they make of the user's plan and subscriptions. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { prepared } from '../db/prepared';
import type { UserSubscription, UserVerify } from '../../src/core/contract/session';
import { FREE_TRIAL_DAYS, type MembershipTier } from '../../src/core/pricing';
import { PLAN_LEVELS, type UserLevel } from '../../src/core/user-level';
import { addDays, periodEnd } from './periods';
import { findSku, type MembershipSku } from './skus';
import { onPostgres } from '../db/dialect';
import { rescheduleUserJobs } from '../queue/graphile-jobs';

export interface MembershipRow {
  id: number;
  user_id: number;
  order_id: string;
  plan_id: number;
  tier: MembershipTier;
  period: MembershipSku['period'];
  started_at: number;
  expires_at: number;
  trial: number;
}

const TIER_RANK: Record<MembershipTier, number> = { standard: 2, premium: 3 };

/** Read on every signed-in request (the plan decides what it may do): compiled once. */
const membershipRows = prepared((kdb: Kysely<DB>, userId: number) =>
  kdb.selectFrom('memberships').selectAll().where('user_id', '=', userId).orderBy('started_at').orderBy('id'),
);

export async function membershipsOf(kdb: Kysely<DB>, userId: number): Promise<MembershipRow[]> {
  const rows = await membershipRows(kdb, userId);
  // tier and period are checked by the schema (CHECK constraints).
  return rows as MembershipRow[];
}

const covers = (m: MembershipRow, now: number) => m.started_at <= now && now < m.expires_at;

/** The highest tier among `memberships` (one account's) whose period covers `now`, if any. */
export function activeTierOf(memberships: MembershipRow[], now: number): MembershipTier | undefined {
  let best: MembershipTier | undefined;
  for (const m of memberships) {
    if (covers(m, now) && (!best || TIER_RANK[m.tier] > TIER_RANK[best])) best = m.tier;
  }
  return best;
}

/** The highest tier whose period covers `now`, if any. */
async function activeTier(kdb: Kysely<DB>, userId: number, now: number): Promise<MembershipTier | undefined> {
  return activeTierOf(await membershipsOf(kdb, userId), now);
}

/** The plan label at `now`: the active membership's tier, else free (an expired membership falls back to free). */
export async function planLevelOf(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
): Promise<Exclude<UserLevel, 'inactive'>> {
  return (await activeTier(kdb, userId, now)) ?? 'free';
}

/**
 * verify of POST /v1/user from the account's memberships (membershipsOf, read once per request): level from the
 * active membership, expiring when the last period of that tier ends (renewals start where the previous period
 * ends, so the tier's periods are back to back). Free does not expire.
 */
export function planVerify(memberships: MembershipRow[], now: number): UserVerify {
  const tier = activeTierOf(memberships, now);
  if (!tier) return { level: PLAN_LEVELS.free, expired_time: 0, is_expired: 0 };
  const end = Math.max(
    ...memberships.filter((m) => m.tier === tier && m.expires_at > now).map((m) => m.expires_at),
  );
  return { level: PLAN_LEVELS[tier], expired_time: end, is_expired: 0 };
}

/** subscribe of POST /v1/user: one entry per plan id ever held, latest end first; ended plans are flagged. */
export function subscriptionsOf(memberships: MembershipRow[], now: number): UserSubscription[] {
  const ends = new Map<number, number>();
  for (const m of memberships) ends.set(m.plan_id, Math.max(ends.get(m.plan_id) ?? 0, m.expires_at));
  return [...ends]
    .sort((a, b) => b[1] - a[1])
    .map(([pid, end]) => ({
      pid,
      name: findSku(pid)?.name ?? 'unknown',
      expired_time: end,
      is_expired: end <= now ? 1 : 0,
    }));
}

/** The free trial is for accounts that never had a membership (trial or paid). */
export async function canStartTrial(kdb: Kysely<DB>, userId: number): Promise<boolean> {
  const any = await kdb
    .selectFrom('memberships')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .execute();
  return any.length === 0;
}

/**
 * Adds the period an order bought, in the caller's transaction. A paid period of a tier starts when the user's
 * current paid periods of that tier end (a renewal), else now, and ends any running free trial: paying ends
 * the trial. A trial runs 3 days from now.
 */
export async function addMembership(
  trx: Kysely<DB>,
  input: { userId: number; orderId: string; sku: MembershipSku; trial: boolean; now: number },
): Promise<MembershipRow> {
  const { userId, orderId, sku, trial, now } = input;
  let start = now;
  let end: number;
  if (trial) {
    end = addDays(now, FREE_TRIAL_DAYS);
  } else {
    await trx
      .updateTable('memberships')
      .set({ expires_at: now })
      .where('user_id', '=', userId)
      .where('trial', '=', 1)
      .where('expires_at', '>', now)
      .execute();
    // The caller holds the account (lockAccount): no other transaction adds a period between this read and the
    // insert, so the new period stacks after every paid one.
    for (const m of await membershipsOf(trx, userId)) {
      if (m.tier === sku.tier && !m.trial && m.expires_at > start) start = m.expires_at;
    }
    end = periodEnd(start, sku.period);
  }
  const row = await trx
    .insertInto('memberships')
    .values({
      user_id: userId,
      order_id: orderId,
      plan_id: sku.sku_id,
      tier: sku.tier,
      period: sku.period,
      started_at: start,
      expires_at: end,
      trial: trial ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // A plan with faster generation counts for the jobs already waiting: on PostgreSQL their places are kept by
  // graphile-worker, so they move now (the built-in queue reads the plan when it orders).
  if (onPostgres(trx)) await rescheduleUserJobs(trx, userId, now * 1000);
  return row as MembershipRow;
}
