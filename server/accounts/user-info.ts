/** Builds what POST /v1/user and POST /v1/feature-code/auth answer for one account. */
import type { Db } from '../db/database';
import { nowSeconds } from '../db/database';
import { creditLotsByExpiry } from '../credits/lots';
import {
  APP_FEATURE_KEY,
  type FeatureAuthEntry,
  type FreeTrialEntry,
  type UserInfoData,
  type UserIntegral,
} from '../../src/core/contract/session';
import type { UserRow } from './users';
import { SIGNUP_CREDIT_SOURCE } from './rules';
import { membershipsOf, planVerify, subscriptionsOf } from '../commerce/memberships';
import { statement } from '../db/statements';

function integralOf(db: Db, userId: number, now: number): UserIntegral {
  // Usable lots hold every credit that counts (a lot expired or spent adds nothing), so their sum is the balance.
  const usable = creditLotsByExpiry(db, userId, now);
  const integral = usable.reduce((sum, lot) => sum + lot.remaining, 0);
  if (usable.length > 0) return { integral, expired_time: usable[0].expires_at, is_expired: 0 };
  const last = statement(db, 'SELECT MAX(expires_at) AS at FROM credit_lots WHERE user_id = ?').get(
    userId,
  ) as {
    at: number | null;
  };
  if (last.at === null) return { integral, expired_time: 0, is_expired: 0 };
  return { integral, expired_time: last.at, is_expired: last.at <= now ? 1 : 0 };
}

/**
 * verify follows the active membership (free, level 1, when none covers now: an expired membership falls back
 * to free); subscribe lists every plan id the account has held, ended ones flagged is_expired. `memberships` is
 * the account's rows when the caller has read them already.
 */
export function userInfo(
  db: Db,
  user: UserRow,
  now = nowSeconds(),
  memberships = membershipsOf(db, user.id),
): UserInfoData {
  return {
    uid: user.id,
    avatar: user.avatar,
    contry: user.country,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    nickname: user.nickname,
    mobile: user.mobile,
    verify: planVerify(memberships, now),
    subscribe: subscriptionsOf(memberships, now),
    integral: integralOf(db, user.id, now),
    is_free_trial: user.is_free_trial ? 1 : 0,
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
 * (spec core §6 "subscribed to the current feature if a feature entry for this app is unexpired").
 */
export function appFeatureAuth(db: Db, userId: number, now = nowSeconds()): FeatureAuthEntry[] {
  const memberships = membershipsOf(db, userId);
  if (memberships.length === 0) return [];
  const active = planVerify(memberships, now).level > 1;
  return [{ algorithms: APP_FEATURE_KEY, is_expired: active ? 0 : 1 }];
}
