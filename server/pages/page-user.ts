/** The app's signed-in user as the store and feedback pages see it: the bearer header, else the token cookie. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { headerOrCookieUser, type AuthedUser } from '../http/auth-guard';
import { requestOrigin } from '../http/origin';

export async function pageUser(ctx: AppContext, req: FastifyRequest): Promise<AuthedUser | undefined> {
  return headerOrCookieUser(ctx, req);
}

/**
 * Form posts that act for the cookie's user must come from this site's own pages: a browser sends Origin on
 * POST, so another site's form (cross-site request forgery) is refused. Clients that send no Origin (not a
 * browser) carry no victim's cookie.
 */
export function isSameOriginPost(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === requestOrigin(req);
}

/** Page routes answer with an envelope instead of HTML when the client asks for JSON only. */
export function wantsJson(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}
