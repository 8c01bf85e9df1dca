/**
 * The membership reads for areas not moved to Kysely yet (task creation, the drive, user info): synchronous on
 * the SQLite connection, so they still run inside those areas' better-sqlite3 transactions. Same names and
 * meaning as memberships.ts; once an area moves it imports them from there with `kdb` and awaits, and when the
 * last one has, this file goes.
 */
import type { Db } from '../db/database';
import type { MembershipTier } from '../../src/core/pricing';
import type { UserLevel } from '../../src/core/user-level';
import { statement } from '../db/statements';
import { activeTierOf, type MembershipRow } from './memberships';

export function membershipsOf(db: Db, userId: number): MembershipRow[] {
  return statement(db, 'SELECT * FROM memberships WHERE user_id = ? ORDER BY started_at, id').all(
    userId,
  ) as MembershipRow[];
}

/** The highest tier whose period covers `now`, if any. */
export function activeTier(db: Db, userId: number, now: number): MembershipTier | undefined {
  return activeTierOf(membershipsOf(db, userId), now);
}

/** The plan label at `now`: the active membership's tier, else free (an expired membership falls back to free). */
export function planLevelOf(db: Db, userId: number, now: number): Exclude<UserLevel, 'inactive'> {
  return activeTier(db, userId, now) ?? 'free';
}
