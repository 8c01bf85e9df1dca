/** The two halves of the signed-in check, each answered from the session cache when it can be. */
import type { AppContext } from '../context';
import type { CachedSession } from './session-cache';
import { sessionIdHash, verifyAccessToken, type TokenClaims } from './tokens';
import { nowSeconds } from '../../src/core/dates';
import { statement } from '../db/statements';

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

const LIVE_SESSION_SQL =
  'SELECT user_id, expires_at FROM sessions WHERE id_hash = ? AND revoked_at IS NULL AND expires_at > ?';

/**
 * The session if it is neither revoked nor expired at `nowSec`. Synchronous on purpose: the database read and
 * the cache fill happen in one turn of the event loop, so a logout can never land between them and be
 * overwritten by a stale row.
 */
export function liveSession(ctx: AppContext, sessionId: string, nowSec: number): CachedSession | undefined {
  const cached = ctx.sessionCache.sessionOf(sessionId, nowSec);
  if (cached) return cached;
  const row = statement(ctx.db, LIVE_SESSION_SQL).get(sessionIdHash(sessionId), nowSec) as
    { user_id: number; expires_at: number } | undefined;
  if (!row) return undefined;
  const session = { userId: row.user_id, expiresAt: row.expires_at };
  ctx.sessionCache.rememberSession(sessionId, session);
  return session;
}
