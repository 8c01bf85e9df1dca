/** One-time codes the accounts service hands to the app's callback page (auth_codes). */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { randomId } from '../auth/tokens';
import { AUTH_CODE_LIFETIME_SECONDS } from './rules';

export function issueAuthCode(db: Db, userId: number, isNew: boolean): string {
  const code = randomId(24);
  db.prepare('INSERT INTO auth_codes (code, user_id, is_new, expires_at) VALUES (?, ?, ?, ?)').run(
    code,
    userId,
    isNew ? 1 : 0,
    nowSeconds() + AUTH_CODE_LIFETIME_SECONDS,
  );
  return code;
}

/** Marks the code used and returns whom it signs in; undefined when unknown, used or expired. */
export function redeemAuthCode(db: Db, code: string): { userId: number; isNew: boolean } | undefined {
  const now = nowSeconds();
  // A single UPDATE … RETURNING makes the redemption atomic: two racing exchanges cannot both succeed.
  const row = db
    .prepare(
      'UPDATE auth_codes SET used_at = ? WHERE code = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id, is_new',
    )
    .get(now, code, now) as { user_id: number; is_new: number } | undefined;
  return row ? { userId: row.user_id, isNew: row.is_new === 1 } : undefined;
}
