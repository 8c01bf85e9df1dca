/**
 * Sign-in throttling (login_throttle). Every credential attempt is reserved, that is counted as a failure, in one
 * transaction BEFORE the password is hashed; a success then releases it. So parallel guesses cannot all pass the
 * check while the first hashes run: the ones past the allowance are refused without hashing. The counting is
 * exact with several API processes too: each count is one guarded upsert, which on PostgreSQL waits for the
 * row's lock and re-checks its condition on the row as the other transaction left it.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';
import { nowSeconds } from '../../src/core/dates';
import {
  LOGIN_BACKOFF_BASE_SECONDS,
  LOGIN_BACKOFF_CAP_SECONDS,
  LOGIN_FAILURE_MEMORY_SECONDS,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
  LOGIN_FREE_FAILURES_PER_ADDRESS,
} from './rules';
import { say, type ServerText } from '../i18n/server-text';

export interface ThrottleKey {
  key: string;
  /** Failures allowed before the first wait. */
  freeFailures: number;
}

/** The keys an attempt on `email` from `ip` counts against (see the rule in rules.ts). */
export function throttleKeys(email: string, ip: string): { account: ThrottleKey; address: ThrottleKey } {
  return {
    account: {
      key: `account:${email.toLowerCase()}|ip:${ip}`,
      freeFailures: LOGIN_FREE_FAILURES_PER_ACCOUNT,
    },
    address: { key: `ip:${ip}`, freeFailures: LOGIN_FREE_FAILURES_PER_ADDRESS },
  };
}

/** The wait after `failures` failures: none within the allowance, then the base doubled per failure, capped. */
function backoffSeconds(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  // The shift is bounded so a long run of failures cannot overflow; the cap is reached well before it.
  const doublings = Math.min(failures - freeFailures, 20);
  return Math.min(LOGIN_BACKOFF_CAP_SECONDS, LOGIN_BACKOFF_BASE_SECONDS * 2 ** doublings);
}

export type Reservation = { ok: true } | { ok: false; waitSeconds: number };

/** Thrown inside the reservation's transaction to undo the counts already made there. */
class Refused extends Error {}

/**
 * Rows nobody failed on for a day are dropped so the table holds only live keys. Its own statement, outside the
 * reservation: on PostgreSQL it skips rows another attempt holds (SKIP LOCKED) so it never waits for one, and so
 * never meets that attempt's locks in the other order. A stale row it skipped is counted as new (see below).
 */
async function forgetStaleKeys(kdb: Kysely<DB>, cutoff: number): Promise<void> {
  let stale = kdb.selectFrom('login_throttle').select('key').where('last_failure_at', '<=', cutoff);
  if (onPostgres(kdb)) stale = stale.forUpdate().skipLocked();
  await kdb.deleteFrom('login_throttle').where('key', 'in', stale).execute();
}

/**
 * Counts one attempt against every key unless one of them is waiting out a lock, all in one transaction (so no
 * other attempt can be checked in between). A refused attempt changes nothing: it was never tried.
 */
export async function reserveAttempt(
  kdb: Kysely<DB>,
  keys: ThrottleKey[],
  now = nowSeconds(),
): Promise<Reservation> {
  const cutoff = now - LOGIN_FAILURE_MEMORY_SECONDS;
  await forgetStaleKeys(kdb, cutoff);
  try {
    // The keys are taken in the caller's order (account, then address), as releaseAttempt does: two attempts
    // locking the same rows never wait for each other crosswise.
    await kdb.transaction().execute(async (trx) => {
      for (const k of keys) {
        // The count is added only while the key is not locked: a refused key keeps its row as it was.
        const counted = await trx
          .insertInto('login_throttle')
          .values({ key: k.key, failures: 1, last_failure_at: now, locked_until: 0 })
          .onConflict((oc) =>
            oc
              .column('key')
              .doUpdateSet({
                failures: sql<number>`CASE WHEN login_throttle.last_failure_at <= ${cutoff} THEN 1
                  ELSE login_throttle.failures + 1 END`,
                last_failure_at: now,
                locked_until: 0,
              })
              .where('login_throttle.locked_until', '<=', now),
          )
          .returning('failures')
          .executeTakeFirst();
        if (!counted) throw new Refused();
        const backoff = backoffSeconds(counted.failures, k.freeFailures);
        // The row is this transaction's until it ends: the wait follows from the count just made.
        if (backoff > 0) {
          await trx
            .updateTable('login_throttle')
            .set({ locked_until: now + backoff })
            .where('key', '=', k.key)
            .execute();
        }
      }
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
  }
  const { until } = await kdb
    .selectFrom('login_throttle')
    .select((eb) => eb.fn.max('locked_until').as('until'))
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .executeTakeFirstOrThrow();
  // At least a second: the lock that refused it may have ended while the transaction was undone.
  return { ok: false, waitSeconds: Math.max(1, (until ?? 0) - now) };
}

/**
 * A successful attempt: the account key is cleared (the owner proved who they are from this address), the
 * address key only gives back the one reserved failure (other accounts may share the address).
 */
export async function releaseAttempt(
  kdb: Kysely<DB>,
  keys: { account: ThrottleKey; address: ThrottleKey },
): Promise<void> {
  await kdb.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_throttle').where('key', '=', keys.account.key).execute();
    // Given back in one statement, so releases racing other attempts on the address each take off exactly one.
    const row = await trx
      .updateTable('login_throttle')
      .set({ failures: sql<number>`CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END` })
      .where('key', '=', keys.address.key)
      .returning('failures')
      .executeTakeFirst();
    // The lock stays only while the failures left still earn one.
    if (row && backoffSeconds(row.failures, keys.address.freeFailures) === 0) {
      await trx
        .updateTable('login_throttle')
        .set({ locked_until: 0 })
        .where('key', '=', keys.address.key)
        .execute();
    }
  });
}

export function tooManyAttemptsMessage(waitSeconds: number): ServerText {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return say(
    '{minutes, plural, one {Too many attempts, try again in {minutes} minute} other {Too many attempts, try again in {minutes} minutes}}',
    { minutes },
  );
}
