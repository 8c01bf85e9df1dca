/** One-time codes the accounts service hands to the app's callback page (auth_codes). */
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { codeChallengeOf } from '../../src/core/login-proof';
import { randomId } from '../auth/tokens';
import { AUTH_CODE_LIFETIME_SECONDS } from './rules';

/** A code for the sign-in whose authorize query carried `challenge` (S256 of the page's PKCE verifier). */
export function issueAuthCode(db: Db, userId: number, isNew: boolean, challenge: string): string {
  const code = randomId(24);
  db.prepare(
    'INSERT INTO auth_codes (code, user_id, is_new, expires_at, code_challenge) VALUES (?, ?, ?, ?, ?)',
  ).run(code, userId, isNew ? 1 : 0, nowSeconds() + AUTH_CODE_LIFETIME_SECONDS, challenge);
  return code;
}

/**
 * Marks the code used and returns whom it signs in; undefined when unknown, used, expired, or brought without the
 * verifier that asked for it. A wrong verifier does not use the code up: whoever holds the right one (the page
 * that started the sign-in) can still redeem it.
 */
export async function redeemAuthCode(
  db: Db,
  code: string,
  verifier: string,
): Promise<{ userId: number; isNew: boolean } | undefined> {
  const challenge = await codeChallengeOf(verifier);
  const now = nowSeconds();
  // A single UPDATE … RETURNING makes the redemption atomic: two racing exchanges cannot both succeed.
  const row = db
    .prepare(
      `UPDATE auth_codes SET used_at = ?
       WHERE code = ? AND used_at IS NULL AND expires_at > ? AND code_challenge = ?
       RETURNING user_id, is_new`,
    )
    .get(now, code, now, challenge) as { user_id: number; is_new: number } | undefined;
  return row ? { userId: row.user_id, isNew: row.is_new === 1 } : undefined;
}
