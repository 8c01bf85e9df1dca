/**
 * Sign-in throttling (login_throttle). Every credential attempt is reserved, that is counted as a failure, in one
 * transaction BEFORE the password is hashed; a success then releases it. So parallel guesses cannot all pass the
 * check while the first hashes run: the ones past the allowance are refused without hashing.
 */
import type { Db } from '../db/database';
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

interface ThrottleRow {
  failures: number;
  last_failure_at: number;
  locked_until: number;
}

export type Reservation = { ok: true } | { ok: false; waitSeconds: number };

/**
 * Counts one attempt against every key unless one of them is waiting out a lock, all in one transaction (so no
 * other attempt can be checked in between). A refused attempt changes nothing: it was never tried.
 */
export function reserveAttempt(db: Db, keys: ThrottleKey[], now = nowSeconds()): Reservation {
  return db.transaction((): Reservation => {
    // Rows nobody failed on for a day are dropped here so the table holds only live keys.
    db.prepare('DELETE FROM login_throttle WHERE last_failure_at <= ?').run(
      now - LOGIN_FAILURE_MEMORY_SECONDS,
    );
    const read = db.prepare(
      'SELECT failures, last_failure_at, locked_until FROM login_throttle WHERE key = ?',
    );
    const rows = keys.map((k) => read.get(k.key) as ThrottleRow | undefined);
    const wait = Math.max(0, ...rows.map((row) => (row ? row.locked_until - now : 0)));
    if (wait > 0) return { ok: false, waitSeconds: wait };
    const write = db.prepare(
      `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES (?, ?, ?, ?)
       ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, last_failure_at = excluded.last_failure_at,
         locked_until = excluded.locked_until`,
    );
    keys.forEach((k, i) => {
      const failures = (rows[i]?.failures ?? 0) + 1;
      const backoff = backoffSeconds(failures, k.freeFailures);
      write.run(k.key, failures, now, backoff > 0 ? now + backoff : 0);
    });
    return { ok: true };
  })();
}

/**
 * A successful attempt: the account key is cleared (the owner proved who they are from this address), the
 * address key only gives back the one reserved failure (other accounts may share the address).
 */
export function releaseAttempt(db: Db, keys: { account: ThrottleKey; address: ThrottleKey }): void {
  db.transaction(() => {
    db.prepare('DELETE FROM login_throttle WHERE key = ?').run(keys.account.key);
    const row = db
      .prepare('SELECT failures, locked_until FROM login_throttle WHERE key = ?')
      .get(keys.address.key) as { failures: number; locked_until: number } | undefined;
    if (!row) return;
    const failures = Math.max(0, row.failures - 1);
    // The lock stays only while the failures left still earn one.
    const lockedUntil = backoffSeconds(failures, keys.address.freeFailures) > 0 ? row.locked_until : 0;
    db.prepare('UPDATE login_throttle SET failures = ?, locked_until = ? WHERE key = ?').run(
      failures,
      lockedUntil,
      keys.address.key,
    );
  })();
}

export function tooManyAttemptsMessage(waitSeconds: number): ServerText {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return say(
    '{minutes, plural, one {Too many attempts, try again in {minutes} minute} other {Too many attempts, try again in {minutes} minutes}}',
    { minutes },
  );
}
