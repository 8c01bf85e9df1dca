import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { liveSession, tokenClaims } from '../auth/session-check';
import { nowSeconds } from '../../src/core/dates';
import { ApiError } from './envelope';
import { CODE_RELOGIN } from '../../src/core/business-codes';
import { APP_TOKEN_COOKIE } from '../../src/core/session-rules';
import { markSignedIn } from './security-headers';
import { say } from '../i18n/server-text';

export interface AuthedUser {
  userId: number;
  sessionId: string;
  sessionExpiresAt: number;
}

/** The bearer token of a request, if any. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Resolves the signed-in user or undefined; never throws for an anonymous request. */
export async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<AuthedUser | undefined> {
  return markSignedIn(req, await userOfToken(ctx, bearerToken(req)));
}

/**
 * The user of the bearer header, else of the app's token cookie: for what a browser asks without scripts
 * (service pages, media elements, the event stream). API routes take the header only, so another site's page
 * cannot act with a visitor's cookie.
 */
export async function headerOrCookieUser(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<AuthedUser | undefined> {
  return markSignedIn(req, await userOfToken(ctx, bearerToken(req) ?? req.cookies[APP_TOKEN_COOKIE]));
}

/** The user a bearer token (from a header or the app's token cookie) belongs to, while its session lives. */
export async function userOfToken(
  ctx: AppContext,
  token: string | undefined,
): Promise<AuthedUser | undefined> {
  if (!token) return undefined;
  const claims = await tokenClaims(ctx, token);
  if (!claims) return undefined;
  const session = await liveSession(ctx, claims.token, nowSeconds());
  if (!session || String(session.userId) !== claims.wsId) return undefined;
  return { userId: session.userId, sessionId: claims.token, sessionExpiresAt: session.expiresAt };
}

/** The signed-in user, or 401 with code 490010 so the client signs in again. */
export async function requireUser(ctx: AppContext, req: FastifyRequest): Promise<AuthedUser> {
  const user = await optionalUser(ctx, req);
  if (!user) throw new ApiError(CODE_RELOGIN, say('Please log in again'), 401);
  return user;
}
