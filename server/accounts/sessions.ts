/** API sessions (sessions table) and the bearer tokens that name them (spec core §3 "Login token payload"). */
import type { AppContext } from '../context';
import { nowSeconds } from '../db/database';
import { newSessionExpiry, randomId, signAccessToken, verifyAccessToken } from '../auth/tokens';

export interface IssuedToken {
  jwt: string;
  sessionId: string;
  expiresAt: number;
}

export async function startSession(ctx: AppContext, userId: number): Promise<IssuedToken> {
  const now = nowSeconds();
  const sessionId = randomId(24);
  const expiresAt = newSessionExpiry(now);
  ctx.db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(sessionId, userId, now, expiresAt);
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/** Extends the same session by a full lifetime and signs a new token for it. */
export async function renewSession(ctx: AppContext, userId: number, sessionId: string): Promise<IssuedToken> {
  const expiresAt = newSessionExpiry(nowSeconds());
  ctx.db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(expiresAt, sessionId);
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { jwt, sessionId, expiresAt };
}

/** Revokes the session a token names; a token already revoked, expired or forged changes nothing. */
export async function revokeSessionOfToken(ctx: AppContext, jwt: string | undefined): Promise<void> {
  if (!jwt) return;
  const claims = await verifyAccessToken(ctx.secret, jwt);
  if (!claims) return;
  ctx.db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL')
    .run(nowSeconds(), claims.token, Number(claims.wsId));
}
