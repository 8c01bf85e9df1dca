/** Counts failed credential attempts per email and per IP so guessing passwords is slow (login_failures). */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS } from './rules';

export function throttleKeys(email: string, ip: string): string[] {
  return [`email:${email.toLowerCase()}`, `ip:${ip}`];
}

/**
 * Seconds until another attempt is allowed, or 0 when not locked. The lock lifts when the oldest of the
 * last LIMIT failures leaves the window, i.e. when fewer than LIMIT failures remain in it.
 */
export function lockedForSeconds(db: Db, keys: string[], now = nowSeconds()): number {
  let wait = 0;
  for (const key of keys) {
    const row = db
      .prepare('SELECT at FROM login_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?')
      .get(key, now - LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_FAILURE_LIMIT - 1) as { at: number } | undefined;
    if (row) wait = Math.max(wait, row.at + LOGIN_FAILURE_WINDOW_SECONDS - now);
  }
  return wait;
}

export function recordLoginFailure(db: Db, keys: string[], now = nowSeconds()): void {
  db.transaction(() => {
    // Old rows are dropped here so the table never outgrows one window of failures.
    db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - LOGIN_FAILURE_WINDOW_SECONDS);
    const insert = db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
    for (const key of keys) insert.run(key, now);
  })();
}

/** A successful sign-in forgets the email's failures (not the IP's: other accounts may share it). */
export function clearEmailFailures(db: Db, email: string): void {
  db.prepare('DELETE FROM login_failures WHERE key = ?').run(`email:${email.toLowerCase()}`);
}

export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
