/** Premium's monthly credits (500 a month). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { forUpdate } from '../db/dialect';
import { nowSeconds } from '../../src/core/dates';
import { grantCreditLot } from '../credits/lots';
import { PREMIUM_MONTHLY_CREDITS } from '../../src/core/plan-tiers';
import { addMonths } from './periods';
import type { MembershipRow } from './memberships';
import { inTransaction } from './commerce-transaction';

const MEMBERSHIP_CREDIT_SOURCE = 'membership';
const MEMBERSHIP_CREDIT_DETAILS = 'Premium monthly credits';

/** Index of the membership month that contains `now` (0 for the first month). */
function currentMonthIndex(startedAt: number, now: number): number {
  let i = Math.max(0, Math.floor((now - startedAt) / (31 * 24 * 3600)));
  while (addMonths(startedAt, i + 1) <= now) i += 1;
  return i;
}

const isPaidPremiumAt = (m: MembershipRow, now: number) =>
  m.tier === 'premium' && m.trial === 0 && m.started_at <= now && m.expires_at > now;

interface DueGrant {
  m: MembershipRow;
  month: number;
}

/** Membership ids per lookup of their grants: far below either database's limit on bound parameters. */
const LOOKUP_CHUNK = 500;

/** Of these membership rows, the paid premium periods running at `now` whose month is not granted yet. */
async function dueGrants(kdb: Kysely<DB>, memberships: MembershipRow[], now: number): Promise<DueGrant[]> {
  const running = memberships
    .filter((m) => isPaidPremiumAt(m, now))
    .map((m) => ({ m, month: currentMonthIndex(m.started_at, now) }));
  const done = new Set<string>();
  for (let i = 0; i < running.length; i += LOOKUP_CHUNK) {
    const ids = running.slice(i, i + LOOKUP_CHUNK).map(({ m }) => m.id);
    const granted = await kdb
      .selectFrom('membership_credit_grants')
      .select(['membership_id', 'month_index'])
      .where('membership_id', 'in', ids)
      .execute();
    for (const g of granted) done.add(`${g.membership_id}:${g.month_index}`);
  }
  return running.filter(({ m, month }) => !done.has(`${m.id}:${month}`));
}

/**
 * Grants one membership month, in its own transaction (or the caller's). The membership row is held first
 * (FOR UPDATE on PostgreSQL; SQLite writes one at a time), then the grant is looked up again: a second process
 * granting the same month waits, then finds it and grants nothing. The grant row is written with ON CONFLICT DO
 * NOTHING so that even then a duplicate never aborts the transaction; the table's key allows one per month.
 */
function grantMonth(kdb: Kysely<DB>, { m, month }: DueGrant, now: number): Promise<boolean> {
  return inTransaction(kdb, async (trx) => {
    await forUpdate(trx, trx.selectFrom('memberships').select('id').where('id', '=', m.id)).execute();
    const done = await trx
      .selectFrom('membership_credit_grants')
      .select('lot_id')
      .where('membership_id', '=', m.id)
      .where('month_index', '=', month)
      .executeTakeFirst();
    if (done) return false;
    const expiresAt = addMonths(m.started_at, month + 1);
    const lotId = await grantCreditLot(
      trx,
      m.user_id,
      PREMIUM_MONTHLY_CREDITS,
      expiresAt,
      MEMBERSHIP_CREDIT_SOURCE,
      MEMBERSHIP_CREDIT_DETAILS,
    );
    await trx
      .insertInto('membership_credit_grants')
      .values({ membership_id: m.id, month_index: month, lot_id: lotId, granted_at: now })
      .onConflict((oc) => oc.columns(['membership_id', 'month_index']).doNothing())
      .execute();
    return true;
  });
}

/**
 * Grants the month's credits due to these memberships (one account's rows as membershipsOf read them, or
 * candidates from the whole table). This runs on reads (user info, credit records): when nothing is due it only
 * reads, and opens no transaction.
 */
export async function grantDueCreditsOf(
  kdb: Kysely<DB>,
  memberships: MembershipRow[],
  now: number,
): Promise<number> {
  let granted = 0;
  for (const due of await dueGrants(kdb, memberships, now)) if (await grantMonth(kdb, due, now)) granted += 1;
  return granted;
}

/**
 * Grants every paid premium period its 500 credits for the month running at `now`, once per month (the grant
 * table's key makes a second call a no-op). Each grant is a lot expiring when that month ends. Months that
 * ended while nobody asked (server down) are not granted: their credits would already have expired.
 * Free trials carry no monthly credits. Returns how many grants were made.
 */
export async function grantDueMembershipCredits(
  kdb: Kysely<DB>,
  now = nowSeconds(),
  userId?: number,
): Promise<number> {
  let candidates = kdb
    .selectFrom('memberships')
    .selectAll()
    .where('tier', '=', 'premium')
    .where('trial', '=', 0)
    .where('started_at', '<=', now)
    .where('expires_at', '>', now);
  if (userId !== undefined) candidates = candidates.where('user_id', '=', userId);
  return grantDueCreditsOf(kdb, (await candidates.execute()) as MembershipRow[], now);
}
