/**
 * The security headers of every answer, made by helmet: the app's Content-Security-Policy, HSTS over TLS only, and
 * `Cache-Control: no-store` on the answers made for a signed-in user. The service pages (accounts, store, feedback)
 * replace the policy with their own (`server/pages/html.ts`).
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * The headers helmet sets, worked out once: none of them depends on the request (no nonces). The Fastify plugin
 * (@fastify/helmet) builds helmet's middleware again on every request, parsing the policy each time: a third of
 * the server's work on a signed-in read.
 */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<ServerConfig, 'hostFrameOrigins'>,
): Promise<void> {
  const headers = helmetHeaders({
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
  const always = headers.filter(([name]) => name !== HSTS);
  const hsts = headers.find(([name]) => name === HSTS);
  app.decorateRequest('signedIn', false);
  // On the raw response, as helmet itself sets them: the answers a route writes itself (resumable uploads, the
  // event stream) carry them too. HSTS only where the request came over TLS, directly or as a trusted proxy says
  // (req.protocol): over plain HTTP it promises nothing a browser may keep.
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of always) reply.raw.setHeader(name, value);
    if (hsts && req.protocol === 'https') reply.raw.setHeader(hsts[0], hsts[1]);
    done();
  });
  // Last word on caching: an answer for a signed-in user (a token, user info, their tasks and files) is kept by
  // no browser or shared cache, whatever the route said.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.signedIn) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

/** Marks the request's answer as one made for a signed-in user (see the onSend hook above). */
export function markSignedIn<T>(req: FastifyRequest, user: T): T {
  if (user) req.signedIn = true;
  return user;
}
