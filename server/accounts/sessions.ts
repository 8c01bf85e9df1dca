/** API sessions (sessions table) and the bearer tokens that name them. */
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { newSessionExpiry, randomId, signAccessToken } from '../auth/tokens';
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
  const expiresAt = newSessionExpiry(now, ctx.config.tokenLifetimeSeconds);
  statement(ctx.db, 'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sessionId,
    userId,
    now,
    expiresAt,
  );
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/** Extends the same session by a full lifetime and signs a new token for it. */
export async function renewSession(ctx: AppContext, userId: number, sessionId: string): Promise<IssuedToken> {
  const expiresAt = newSessionExpiry(nowSeconds(), ctx.config.tokenLifetimeSeconds);
  statement(ctx.db, 'UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, sessionId);
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
    'UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
  ).run(nowSeconds(), claims.token, Number(claims.wsId));
  // The cached session must go in the same turn as the write: the next request reads the revoked row.
  ctx.sessionCache.invalidate(claims.token);
}
