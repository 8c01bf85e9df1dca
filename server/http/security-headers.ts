/**
 * The security headers of every answer, set by @fastify/helmet: the app's Content-Security-Policy, HSTS over TLS
 * only, and `Cache-Control: no-store` on the answers made for a signed-in user. The service pages (accounts,
 * store, feedback) replace the policy with their own (`server/pages/html.ts`).
 */
import crypto from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { themeBootScript } from '../../src/core/theme-boot';

declare module 'fastify' {
  interface FastifyRequest {
    /** Its bearer token or token cookie named a live session (or it started one): the answer is that user's. */
    signedIn: boolean;
  }
}

/** A CSP source allowing exactly one inline script, by the SHA-256 of its text. */
function inlineScriptSource(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * What the built client needs, and nothing more: its own scripts plus the theme boot script the build inlines
 * into every page (by hash: no other inline script may run), blob: and data: pictures and blob: media (uploads'
 * previews, downloads), module workers and the service worker from this origin, the API on this origin, the
 * accounts, store and feedback frames of this origin. Styles may be inline (React renders style attributes).
 * No `upgrade-insecure-requests`: over plain HTTP (a LAN address) it would send every request to an https URL
 * that does not answer.
 */
function appPolicy(hostOrigins: readonly string[]) {
  return {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", inlineScriptSource(themeBootScript())],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // The app's own pages may frame it, and so may the host sites the deployment names.
      frameAncestors: ["'self'", ...hostOrigins],
    },
  };
}

const HSTS = 'Strict-Transport-Security';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'hostFrameOrigins'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: appPolicy(config.hostFrameOrigins),
    // Off: the store's checkout tab goes to Stripe and back and must still reach the page that opened it, which
    // an opener policy would cut at the first cross-origin step.
    crossOriginOpenerPolicy: false,
    // Browsers that know frame-ancestors ignore X-Frame-Options; older ones get SAMEORIGIN unless host sites
    // must frame the app (X-Frame-Options cannot name another origin).
    xFrameOptions: config.hostFrameOrigins.length > 0 ? false : { action: 'sameorigin' },
    // Like the service pages: this site's own pages see where a visitor came from, other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.decorateRequest('signedIn', false);
  // HSTS only where the request came over TLS, directly or as a trusted proxy says (req.protocol): over plain
  // HTTP it promises nothing a browser may keep.
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol !== 'https') reply.raw.removeHeader(HSTS);
  });
  // Last word on caching: an answer for a signed-in user (a token, user info, their tasks and files) is kept by
  // no browser or shared cache, whatever the route said.
  app.addHook('onSend', async (req, reply) => {
    if (req.signedIn) reply.header('Cache-Control', 'no-store');
  });
}

/** Marks the request's answer as one made for a signed-in user (see the onSend hook above). */
export function markSignedIn<T>(req: FastifyRequest, user: T): T {
  if (user) req.signedIn = true;
  return user;
}
