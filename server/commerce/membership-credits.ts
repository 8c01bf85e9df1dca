/** Premium's monthly credits (500 a month). */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { grantCreditLotSync } from '../credits/lots-sync';
import { PREMIUM_MONTHLY_CREDITS } from '../../src/core/plan-tiers';
import { addMonths } from './periods';
import type { MembershipRow } from './memberships';
import { statement } from '../db/statements';

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

/** Of these membership rows, the paid premium periods running at `now` whose month is not granted yet. */
function dueGrants(
  db: Db,
  memberships: MembershipRow[],
  now: number,
): Array<{ m: MembershipRow; month: number }> {
  const due: Array<{ m: MembershipRow; month: number }> = [];
  for (const m of memberships) {
    if (!isPaidPremiumAt(m, now)) continue;
    const month = currentMonthIndex(m.started_at, now);
    const done = statement(
      db,
      'SELECT 1 FROM membership_credit_grants WHERE membership_id = ? AND month_index = ?',
    ).get(m.id, month);
    if (!done) due.push({ m, month });
  }
  return due;
}

/**
 * Grants the month's credits due to these memberships (one account's rows as membershipsOf read them, or
 * candidates from the whole table). This runs on reads (user info, credit records): when nothing is due it only
 * reads, and opens no transaction.
 */
export function grantDueCreditsOf(db: Db, memberships: MembershipRow[], now: number): number {
  if (dueGrants(db, memberships, now).length === 0) return 0;
  const run = db.transaction(() => {
    // Check again inside the transaction: another writer may have granted in between.
    const due = dueGrants(db, memberships, now);
    for (const { m, month } of due) {
      const expiresAt = addMonths(m.started_at, month + 1);
      const lotId = grantCreditLotSync(
        db,
        m.user_id,
        PREMIUM_MONTHLY_CREDITS,
        expiresAt,
        MEMBERSHIP_CREDIT_SOURCE,
        MEMBERSHIP_CREDIT_DETAILS,
      );
      statement(
        db,
        'INSERT INTO membership_credit_grants (membership_id, month_index, lot_id, granted_at) VALUES (?, ?, ?, ?)',
      ).run(m.id, month, lotId, now);
    }
    return due.length;
  });
  return run();
}

/**
 * Grants every paid premium period its 500 credits for the month running at `now`, once per month (the grant
 * table's key makes a second call a no-op). Each grant is a lot expiring when that month ends. Months that
 * ended while nobody asked (server down) are not granted: their credits would already have expired.
 * Free trials carry no monthly credits. Returns how many grants were made.
 */
export function grantDueMembershipCredits(db: Db, now = nowSeconds(), userId?: number): number {
  const candidates = statement(
    db,
    `SELECT * FROM memberships WHERE tier = 'premium' AND trial = 0 AND started_at <= ? AND expires_at > ?
       ${userId === undefined ? '' : 'AND user_id = ?'}`,
  ).all(...(userId === undefined ? [now, now] : [now, now, userId])) as MembershipRow[];
  return grantDueCreditsOf(db, candidates, now);
}
