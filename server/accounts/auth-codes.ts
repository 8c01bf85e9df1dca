/** One-time codes the accounts service hands to the app's callback page (auth_codes). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import { codeChallengeOf } from '../../src/core/login-proof';
import { randomId } from '../auth/tokens';
import { AUTH_CODE_LIFETIME_SECONDS } from './rules';

/** A code for the sign-in whose authorize query carried `challenge` (S256 of the page's PKCE verifier). */
export async function issueAuthCode(
  kdb: Kysely<DB>,
  userId: number,
  isNew: boolean,
  challenge: string,
): Promise<string> {
  const code = randomId(24);
  await kdb
    .insertInto('auth_codes')
    .values({
      code,
      user_id: userId,
      is_new: isNew ? 1 : 0,
      expires_at: nowSeconds() + AUTH_CODE_LIFETIME_SECONDS,
      code_challenge: challenge,
    })
    .execute();
  return code;
}

/**
 * Marks the code used and returns whom it signs in; undefined when unknown, used, expired, or brought without the
 * verifier that asked for it. A wrong verifier does not use the code up: whoever holds the right one (the page
 * that started the sign-in) can still redeem it.
 */
export async function redeemAuthCode(
  kdb: Kysely<DB>,
  code: string,
  verifier: string,
): Promise<{ userId: number; isNew: boolean } | undefined> {
  const challenge = await codeChallengeOf(verifier);
  const now = nowSeconds();
  // One guarded UPDATE … RETURNING is the redemption: of exchanges racing for one code (in one process or
  // several) exactly one finds used_at still NULL; PostgreSQL re-checks the condition on the row it waited for.
  const row = await kdb
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('code_challenge', '=', challenge)
    .returning(['user_id', 'is_new'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, isNew: row.is_new === 1 } : undefined;
}
