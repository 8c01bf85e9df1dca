/** This server's origin as the client sees it, and same-origin checks for redirect targets. */
import type { FastifyRequest } from 'fastify';

export function requestOrigin(req: FastifyRequest): string {
  return new URL(`${req.protocol}://${req.host}`).origin;
}

/**
 * The absolute URL `value` names when it is a path or URL on this server's origin, else undefined.
 * Resolving before comparing also rejects "//other.host" and backslash tricks.
 */
export function sameOriginUrl(req: FastifyRequest, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const origin = requestOrigin(req);
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
