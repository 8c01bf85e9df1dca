/** Builds what POST /v1/user and POST /v1/feature-code/auth answer for one account. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { prepared } from '../db/prepared';
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
import { membershipsOf, planVerify, subscriptionsOf, type MembershipRow } from '../commerce/memberships';

/** The account's profile columns with its credit balance and expiry, as one read (see userInfo). */
type ProfileAndCredits = Omit<UserRow, 'password_hash' | 'created_at'> & {
  integral: number;
  next_expiry: number | null;
  last_expiry: number | null;
};

/**
 * One statement for what the user-info poll reads of the account (it runs often, so it is compiled once): the
 * profile columns, and the balance from the usable lots with the soonest usable expiry and the last expiry of any lot.
 */
const profileAndCredits = prepared((kdb: Kysely<DB>, userId: number, now: number) =>
  kdb
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.email',
      'u.nickname',
      'u.firstname',
      'u.lastname',
      'u.avatar',
      'u.country',
      'u.mobile',
      'u.is_free_trial',
    ])
    .select((eb) => {
      const usable = eb
        .selectFrom('credit_lots')
        .whereRef('credit_lots.user_id', '=', 'u.id')
        .where('remaining', '>', 0)
        .where('expires_at', '>', now);
      return [
        usable
          .select(sql<number>`COALESCE(SUM(remaining), 0)`.as('v'))
          .$asScalar()
          .$notNull()
          .as('integral'),
        usable
          .select((e) => e.fn.min('expires_at').as('v'))
          .$asScalar()
          .as('next_expiry'),
        eb
          .selectFrom('credit_lots')
          .whereRef('credit_lots.user_id', '=', 'u.id')
          .select((e) => e.fn.max('expires_at').as('v'))
          .$asScalar()
          .as('last_expiry'),
      ];
    })
    .where('u.id', '=', userId),
);

async function readProfileAndCredits(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
): Promise<ProfileAndCredits | undefined> {
  return (await profileAndCredits(kdb, userId, now))[0];
}

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
 * the account has held, ended ones flagged is_expired. `memberships` is the account's rows, which the caller reads
 * (the memberships are still read on the SQLite connection).
 */
export async function userInfo(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
  memberships: MembershipRow[],
): Promise<UserInfoData | undefined> {
  const row = await readProfileAndCredits(kdb, userId, now);
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
export async function freePlanTrial(
  kdb: Kysely<DB>,
  userId: number,
  now = nowSeconds(),
): Promise<FreeTrialEntry | undefined> {
  const row = await kdb
    .selectFrom('credit_lots')
    .select((eb) => [
      eb.fn.countAll<number>().as('lots'),
      sql<number>`COALESCE(SUM(amount), 0)`.as('total'),
      sql<number>`COALESCE(SUM(CASE WHEN expires_at > ${now} THEN remaining ELSE 0 END), 0)`.as('unspent'),
    ])
    .where('user_id', '=', userId)
    .where('source', '=', SIGNUP_CREDIT_SOURCE)
    .executeTakeFirstOrThrow();
  if (row.lots === 0) return undefined;
  return { algorithms: APP_FEATURE_KEY, total_val: row.total, used_val: row.total - row.unspent };
}

/**
 * This app's feature entry: present once the account has held a membership, unexpired while one covers now
 * (the user counts as subscribed to the feature while this app's entry is unexpired).
 */
export async function appFeatureAuth(
  kdb: Kysely<DB>,
  userId: number,
  now = nowSeconds(),
): Promise<FeatureAuthEntry[]> {
  const memberships = await membershipsOf(kdb, userId);
  if (memberships.length === 0) return [];
  const active = planVerify(memberships, now).level > 1;
  return [{ algorithms: APP_FEATURE_KEY, is_expired: active ? 0 : 1 }];
}
