/** Builds what POST /v1/user and POST /v1/feature-code/auth answer for one account. */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import {
  APP_FEATURE_KEY,
  type FeatureAuthEntry,
  type FreeTrialEntry,
  type UserInfoData,
  type UserIntegral,
} from '../../src/core/contract/session';
import { SIGNUP_CREDIT_SOURCE } from './rules';
import type { UserRow } from './users';
import { planVerify, subscriptionsOf } from '../commerce/memberships';
import { membershipsOf } from '../commerce/memberships-sqlite';
import { statement } from '../db/statements';

/** The account's profile columns with its credit balance and expiry, as one read (see userInfo). */
type ProfileAndCredits = Omit<UserRow, 'password_hash' | 'created_at'> & {
  integral: number;
  next_expiry: number | null;
  last_expiry: number | null;
};

// One statement for what the user-info poll reads of the account (it runs often): the profile columns, and the
// balance from the usable lots with the soonest usable expiry and the last expiry of any lot.
const PROFILE_AND_CREDITS_SQL = `SELECT u.id, u.email, u.nickname, u.firstname, u.lastname, u.avatar, u.country,
    u.mobile, u.is_free_trial,
    (SELECT COALESCE(SUM(remaining), 0) FROM credit_lots
      WHERE user_id = u.id AND remaining > 0 AND expires_at > @now) AS integral,
    (SELECT MIN(expires_at) FROM credit_lots
      WHERE user_id = u.id AND remaining > 0 AND expires_at > @now) AS next_expiry,
    (SELECT MAX(expires_at) FROM credit_lots WHERE user_id = u.id) AS last_expiry
  FROM users u WHERE u.id = @userId`;

/**
 * Usable lots hold every credit that counts (a lot expired or spent adds nothing), so their sum is the balance;
 * the expiry shown is the soonest usable lot's or, with none usable, the last lot's, flagged once it passed.
 */
function integralOf(row: ProfileAndCredits, now: number): UserIntegral {
  if (row.next_expiry !== null)
    return { integral: row.integral, expired_time: row.next_expiry, is_expired: 0 };
  if (row.last_expiry === null) return { integral: 0, expired_time: 0, is_expired: 0 };
  return { integral: 0, expired_time: row.last_expiry, is_expired: row.last_expiry <= now ? 1 : 0 };
}

/**
 * What POST /v1/user answers, or undefined when the account is gone. verify follows the active membership
 * (free, level 1, when none covers now: an expired membership falls back to free); subscribe lists every plan id
 * the account has held, ended ones flagged is_expired. `memberships` is the account's rows when the caller has
 * read them already.
 */
export function userInfo(
  db: Db,
  userId: number,
  now = nowSeconds(),
  memberships = membershipsOf(db, userId),
): UserInfoData | undefined {
  const row = statement(db, PROFILE_AND_CREDITS_SQL).get({ now, userId }) as ProfileAndCredits | undefined;
  if (!row) return undefined;
  return {
    uid: row.id,
    avatar: row.avatar,
    contry: row.country,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    nickname: row.nickname,
    mobile: row.mobile,
    verify: planVerify(memberships, now),
    subscribe: subscriptionsOf(memberships, now),
    integral: integralOf(row, now),
    is_free_trial: row.is_free_trial ? 1 : 0,
  };
}

/**
 * The free plan's allowance as a free_trial entry: total = sign-up credits granted, used = those spent
 * or expired. Absent when the account never received sign-up credits.
 */
export function freePlanTrial(db: Db, userId: number, now = nowSeconds()): FreeTrialEntry | undefined {
  const row = statement(
    db,
    `SELECT COUNT(*) AS lots, COALESCE(SUM(amount), 0) AS total,
              COALESCE(SUM(CASE WHEN expires_at > ? THEN remaining ELSE 0 END), 0) AS left
       FROM credit_lots WHERE user_id = ? AND source = ?`,
  ).get(now, userId, SIGNUP_CREDIT_SOURCE) as { lots: number; total: number; left: number };
  if (row.lots === 0) return undefined;
  return { algorithms: APP_FEATURE_KEY, total_val: row.total, used_val: row.total - row.left };
}

/**
 * This app's feature entry: present once the account has held a membership, unexpired while one covers now
 * (the user counts as subscribed to the feature while this app's entry is unexpired).
 */
export function appFeatureAuth(db: Db, userId: number, now = nowSeconds()): FeatureAuthEntry[] {
  const memberships = membershipsOf(db, userId);
  if (memberships.length === 0) return [];
  const active = planVerify(memberships, now).level > 1;
  return [{ algorithms: APP_FEATURE_KEY, is_expired: active ? 0 : 1 }];
}
