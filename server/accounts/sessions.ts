/** API sessions (sessions table) and the bearer tokens that name them. */
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { newSessionExpiry, randomId, sessionIdHash, signAccessToken } from '../auth/tokens';
import { tokenClaims } from '../auth/session-check';

export interface IssuedToken {
  jwt: string;
  sessionId: string;
  expiresAt: number;
}

export async function startSession(ctx: AppContext, userId: number): Promise<IssuedToken> {
  const now = nowSeconds();
  const sessionId = randomId(24);
  const expiresAt = Math.min(
    newSessionExpiry(now, ctx.config.tokenLifetimeSeconds),
    now + ctx.config.sessionMaxSeconds,
  );
  // Only the id's hash is stored; the raw id lives in the token alone.
  await ctx.kdb
    .insertInto('sessions')
    .values({ id_hash: sessionIdHash(sessionId), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/**
 * Extends the same session by a full lifetime, but never past its absolute end (SESSION_MAX_DAYS after sign-in),
 * and signs a new token for it. Past that end there is nothing to renew (undefined): the user signs in again, so a
 * stolen token cannot be kept alive forever by renewing it. One guarded UPDATE computes the new expiry from the
 * row's own sign-in time, so nothing read can go stale before the write; a session revoked meanwhile (a logout
 * racing the renewal) is not renewed either.
 */
export async function renewSession(
  ctx: AppContext,
  userId: number,
  sessionId: string,
): Promise<IssuedToken | undefined> {
  const now = nowSeconds();
  const fullLifetime = newSessionExpiry(now, ctx.config.tokenLifetimeSeconds);
  const absoluteEnd = sql<number>`created_at + ${ctx.config.sessionMaxSeconds}`;
  const row = await ctx.kdb
    .updateTable('sessions')
    .set({
      expires_at: sql<number>`CASE WHEN ${absoluteEnd} < ${fullLifetime} THEN ${absoluteEnd} ELSE ${fullLifetime} END`,
    })
    .where('id_hash', '=', sessionIdHash(sessionId))
    .where('revoked_at', 'is', null)
    .where(absoluteEnd, '>', now)
    .returning('expires_at')
    .executeTakeFirst();
  if (!row) return undefined;
  const expiresAt = row.expires_at;
  await ctx.sessionCache.invalidate(sessionId);
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/** Revokes the session a token names; a token already revoked, expired or forged changes nothing. */
export async function revokeSessionOfToken(ctx: AppContext, jwt: string | undefined): Promise<void> {
  if (!jwt) return;
  const claims = await tokenClaims(ctx, jwt);
  if (!claims) return;
  await ctx.kdb
    .updateTable('sessions')
    .set({ revoked_at: nowSeconds() })
    .where('id_hash', '=', sessionIdHash(claims.token))
    .where('user_id', '=', Number(claims.wsId))
    .where('revoked_at', 'is', null)
    .execute();
  // The cached session must go right after the write: the next request reads the revoked row. A signed-in check
  // whose read was in flight meanwhile does not cache what it read (see liveSession). The answer waits until the
  // other API processes were told, so no process still takes the token after it.
  await ctx.sessionCache.invalidate(claims.token);
}
