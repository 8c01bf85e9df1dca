import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '../../src/core/session-rules';

/** Login token payload: wsId becomes the numeric uid, token is the session id. */
export interface TokenClaims {
  wsId: string;
  token: string;
}

/** The signing secret lives in DATA_DIR so tokens stay valid across restarts of one installation (or TOKEN_SECRET). */
export function loadSecret(dataDir: string, fromEnv?: string): Uint8Array {
  // Several API processes on separate machines must sign and check with one secret (TOKEN_SECRET).
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'token-secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: TokenClaims,
  expiresAt: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** Claims of a valid token plus its expiry (seconds), which the session cache needs. */
export interface VerifiedToken extends TokenClaims {
  exp: number | undefined;
}

export async function verifyAccessToken(secret: Uint8Array, jwt: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(jwt, secret, { algorithms: ['HS256'] });
    if (typeof payload.wsId !== 'string' || typeof payload.token !== 'string') return undefined;
    return { wsId: payload.wsId, token: payload.token, exp: payload.exp };
  } catch {
    return undefined;
  }
}

export function newSessionExpiry(nowSec: number, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): number {
  return nowSec + lifetimeSeconds;
}

export function randomId(bytes = 24): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/**
 * What the sessions table keeps of a session id: its SHA-256 (hex). The token carries the raw id, so a copy of
 * the database names no session a token could be made for. The id is 24 random bytes: no salt or slow hash needed.
 */
export function sessionIdHash(sessionId: string): string {
  return crypto.createHash('sha256').update(sessionId).digest('hex');
}
