/** API sessions (sessions table) and the bearer tokens that name them. */
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { newSessionExpiry, randomId, sessionIdHash, signAccessToken } from '../auth/tokens';
import { tokenClaims } from '../auth/session-check';
import { statement } from '../db/statements';

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
  statement(
    ctx.db,
    'INSERT INTO sessions (id_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(sessionIdHash(sessionId), userId, now, expiresAt);
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/**
 * Extends the same session by a full lifetime, but never past its absolute end (SESSION_MAX_DAYS after sign-in),
 * and signs a new token for it. Past that end there is nothing to renew (undefined): the user signs in again, so a
 * stolen token cannot be kept alive forever by renewing it.
 */
export async function renewSession(
  ctx: AppContext,
  userId: number,
  sessionId: string,
): Promise<IssuedToken | undefined> {
  const now = nowSeconds();
  const row = statement(ctx.db, 'SELECT created_at FROM sessions WHERE id_hash = ?').get(
    sessionIdHash(sessionId),
  ) as { created_at: number } | undefined;
  const absoluteEnd = (row?.created_at ?? 0) + ctx.config.sessionMaxSeconds;
  if (now >= absoluteEnd) return undefined;
  const expiresAt = Math.min(newSessionExpiry(now, ctx.config.tokenLifetimeSeconds), absoluteEnd);
  statement(ctx.db, 'UPDATE sessions SET expires_at = ? WHERE id_hash = ?').run(
    expiresAt,
    sessionIdHash(sessionId),
  );
  ctx.sessionCache.invalidate(sessionId);
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/** Revokes the session a token names; a token already revoked, expired or forged changes nothing. */
export async function revokeSessionOfToken(ctx: AppContext, jwt: string | undefined): Promise<void> {
  if (!jwt) return;
  const claims = await tokenClaims(ctx, jwt);
  if (!claims) return;
  statement(
    ctx.db,
    'UPDATE sessions SET revoked_at = ? WHERE id_hash = ? AND user_id = ? AND revoked_at IS NULL',
  ).run(nowSeconds(), sessionIdHash(claims.token), Number(claims.wsId));
  // The cached session must go in the same turn as the write: the next request reads the revoked row.
  ctx.sessionCache.invalidate(claims.token);
}
