import { decodeJwt } from 'jose';
import { readCookie, writeCookie } from '../../api/browser-identity';
import { STORAGE_NAMESPACE } from '../../core/identity';
import { APP_TOKEN_COOKIE, TOKEN_COOKIE_DAYS } from '../../core/session-rules';

/** Where the login token lives in the page: a 2-day cookie (shared by tabs) plus local copies. */
const TOKEN_COOKIE = APP_TOKEN_COOKIE;
const LOCAL_TOKEN_KEY = `${STORAGE_NAMESPACE}:token`;
const SESSION_ID_KEY = `${STORAGE_NAMESPACE}:session-id`;
/** Legacy cookies that logout clears too. */
const LEGACY_COOKIES = ['ou', 'email', 'wsid', 'uid'];

export interface TokenIdentity {
  token: string;
  uid: string;
  sessionId: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

/** Reads uid and session id from a token without trusting it: the server still verifies every request. */
export function identityFromToken(token: string): TokenIdentity | undefined {
  try {
    const claims = decodeJwt(token);
    if (typeof claims.wsId !== 'string' || typeof claims.token !== 'string') return undefined;
    return { token, uid: claims.wsId, sessionId: claims.token, expiresAt: (claims.exp ?? 0) * 1000 };
  } catch {
    return undefined;
  }
}

/** The login shared by every tab (the cookie), or undefined when signed out or expired. */
export function readStoredLogin(now = Date.now()): TokenIdentity | undefined {
  const token = readCookie(document, TOKEN_COOKIE);
  const identity = token ? identityFromToken(token) : undefined;
  return identity && identity.expiresAt > now ? identity : undefined;
}

export function saveLogin(identity: TokenIdentity): void {
  writeCookie(document, TOKEN_COOKIE, identity.token, TOKEN_COOKIE_DAYS * 24 * 60 * 60);
  copyLoginLocally(identity);
}

/** Spec: a cookie token is copied to local storage and its session id to session storage. */
export function copyLoginLocally(identity: TokenIdentity): void {
  try {
    localStorage.setItem(LOCAL_TOKEN_KEY, identity.token);
    sessionStorage.setItem(SESSION_ID_KEY, identity.sessionId);
  } catch {
    // storage blocked: the cookie alone still carries the login
  }
}

export function clearLogin(): void {
  for (const name of [TOKEN_COOKIE, ...LEGACY_COOKIES]) writeCookie(document, name, '', 0);
  try {
    localStorage.removeItem(LOCAL_TOKEN_KEY);
    sessionStorage.removeItem(SESSION_ID_KEY);
  } catch {
    // nothing stored
  }
}
