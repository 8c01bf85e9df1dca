import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import accepts from '@fastify/accepts';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { LANGUAGE_STORAGE_KEY } from '../../src/core/language';
import { appPageFor } from '../../src/core/prerendered-pages';
import { CODE_ERROR } from '../../src/core/business-codes';
import { SHARE_TARGET_PATH } from '../../src/core/share-target';
import { failure } from './envelope';
import { pageExtrasFor, withExtras } from './page-extras';
import type { AppContext } from '../context';

/** Hashed file names never change content: cached for a year and never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the app never serves as a page: a miss there is a plain 404 in the envelope. */
const NOT_PAGES = ['/v1/', '/accounts/', '/assets/', '/store/', '/feedback/'];

/**
 * Serves the built client: hashed assets precompressed (brotli, gzip: written by the build) and immutable;
 * everything else (HTML, the service worker, the manifest, icons) revalidated on every use. App URLs get the
 * route's prerendered page in the visitor's language; non-canonical app URLs are redirected to theirs.
 */
export async function registerClientApp(
  app: FastifyInstance,
  ctx: AppContext,
  clientDir: string,
): Promise<void> {
  await app.register(accepts);
  // Only for pages completed at request time (reply.compress); files are sent precompressed.
  await app.register(compress, { global: false });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // "/" is an app path like any other (it redirects home), not a directory listing's index.html.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      // The same URL may be sent brotli, gzip or plain: shared caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const shellExists = fs.existsSync(path.join(clientDir, 'index.html'));
  // Every GET no file or API route answers: an app page (or its redirect), else a 404 in the envelope.
  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://app');
    if (!shellExists || NOT_PAGES.some((p) => url.pathname.startsWith(p))) {
      return notFound(req, reply, url.pathname);
    }
    const answer = appPageFor({
      pathname: url.pathname,
      search: url.search,
      stored: req.cookies[LANGUAGE_STORAGE_KEY],
      browser: req.languages(),
    });
    if (answer.kind === 'none') return notFound(req, reply, url.pathname);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
    const page = answer.path.slice(1);
    // The same URL is drawn per language: caches must keep them apart.
    reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (!fs.existsSync(path.join(clientDir, page))) return reply.sendFile('index.html');
    const extras = await pageExtrasFor(ctx, answer.route);
    if (!extras) return reply.sendFile(page);
    const html = withExtras(fs.readFileSync(path.join(clientDir, page), 'utf8'), extras);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').compress(html);
  });
  // The share target is the service worker's: it keeps the file and opens the chooser. A share that reaches the
  // server (the app never opened in this browser, or its worker gone) cannot be kept for a visitor without an
  // account: the chooser page then says the file is not here, instead of the phone showing a bare 404.
  app.post(SHARE_TARGET_PATH, (_req, reply) => reply.redirect(SHARE_TARGET_PATH, 303));
  app.setNotFoundHandler((req, reply) => notFound(req, reply, new URL(req.url, 'http://app').pathname));
}

function notFound(req: FastifyRequest, reply: FastifyReply, pathname: string) {
  return reply.status(404).send(failure(req, CODE_ERROR, `not found: ${req.method} ${pathname}`));
}
