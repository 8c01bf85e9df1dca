/** The two halves of the signed-in check, each answered from the session cache when it can be. */
import type { AppContext } from '../context';
import type { CachedSession } from './session-cache';
import { sessionIdHash, verifyAccessToken, type TokenClaims } from './tokens';
import { nowSeconds } from '../../src/core/dates';

/** The claims of a token signed by this server and not expired; verified once, then remembered. */
export async function tokenClaims(ctx: AppContext, jwt: string): Promise<TokenClaims | undefined> {
  const cached = ctx.sessionCache.claimsOf(jwt, nowSeconds());
  if (cached) return cached;
  const verified = await verifyAccessToken(ctx.secret, jwt);
  if (!verified) return undefined;
  // Tokens this server signs always expire; one without exp is still accepted but never cached.
  if (verified.exp !== undefined) ctx.sessionCache.rememberClaims(jwt, verified, verified.exp);
  return verified;
}

/**
 * The session if it is neither revoked nor expired at `nowSec`: from the cache, else one indexed read. The read
 * is awaited, so a logout may land while it is in flight and the row read just before it would then be cached as
 * live: the cache's invalidation count, taken before the read, keeps such a row out of the cache (it still
 * answers this one request, which raced the logout).
 */
export async function liveSession(
  ctx: AppContext,
  sessionId: string,
  nowSec: number,
): Promise<CachedSession | undefined> {
  const cached = ctx.sessionCache.sessionOf(sessionId, nowSec);
  if (cached) return cached;
  const countBeforeRead = ctx.sessionCache.invalidationCount;
  const row = await ctx.kdb
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('id_hash', '=', sessionIdHash(sessionId))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowSec)
    .executeTakeFirst();
  if (!row) return undefined;
  const session = { userId: row.user_id, expiresAt: row.expires_at };
  ctx.sessionCache.rememberSession(sessionId, session, countBeforeRead);
  return session;
}
