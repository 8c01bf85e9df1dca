import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { headerOrCookieUser, optionalUser } from '../auth-guard';
import { ApiError, failure, parseInput } from '../envelope';
import { liveFile, ownedFile, type StoredFile } from '../../files/file-storage';
import { viewLinkState } from '../../files/view-signature';
import { MediaNotFound } from '../../media-store/media-store';
import { parseByteRange } from '../../files/byte-range';
import { cleanFileName, contentDisposition } from '../../files/content-disposition';
import {
  CODE_DOWNLOAD_NOT_AVAILABLE,
  CODE_DOWNLOAD_NOT_LOGGED_IN,
  CODE_PARAMS_ERROR,
} from '../../../src/core/business-codes';
import { fileDownloadQuerySchema, fileViewQuerySchema } from '../../../src/core/contract/files';
import { nowSeconds } from '../../../src/core/dates';
import { say } from '../../i18n/server-text';

/** Cookie the client polls to learn a download went through. */
const DOWNLOAD_COOKIE = 'download';

const notAvailable = () => new ApiError(CODE_DOWNLOAD_NOT_AVAILABLE, say('This file is not available'), 404);

/** Its size in the media store; a row whose bytes are gone is as unavailable as a missing row. */
async function storedSize(ctx: AppContext, file: StoredFile): Promise<number> {
  const size = await ctx.media.size(file.path);
  if (size === undefined) throw notAvailable();
  return size;
}

async function stream(
  ctx: AppContext,
  reply: FastifyReply,
  file: StoredFile,
  range?: { start: number; end: number },
) {
  const body = await ctx.media.read(file.path, range).catch((err: unknown) => {
    if (!(err instanceof MediaNotFound)) throw err;
    // Gone between its size and its read (deleted meanwhile): the answer is the envelope, and none of the file's
    // headers set so far apply to it.
    for (const name of ['Content-Length', 'Content-Range', 'Content-Disposition', 'ETag', 'Accept-Ranges']) {
      reply.removeHeader(name);
    }
    throw notAvailable();
  });
  return reply.send(body);
}

/**
 * Sends the file, or the byte range asked for (206). A file id never names different bytes, so its id is a strong
 * ETag, and an If-Range naming another one (never the case today) gets the whole file.
 */
async function sendRanged(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  size: number,
) {
  const etag = `"${file.id}"`;
  reply.header('Accept-Ranges', 'bytes').header('ETag', etag);
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? undefined : parseByteRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    // The envelope, not the file: none of the file's headers apply to it.
    reply.removeHeader('Content-Disposition');
    return reply
      .status(416)
      .header('Content-Range', `bytes */${size}`)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(failure(req, CODE_PARAMS_ERROR, `The range asked for is outside the file (${size} bytes)`));
  }
  if (!range) return stream(ctx, reply.header('Content-Length', size), file);
  reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
  return stream(ctx, reply, file, range);
}

/** File download for the owner, and capability view URLs for media elements. */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The download cookie goes with the response headers: a browser takes no cookies after the body, and the
  // client reads it only once the whole body has arrived.
  app.get('/v1/file/download', async (req, reply) => {
    const user = await optionalUser(ctx, req);
    if (!user) throw new ApiError(CODE_DOWNLOAD_NOT_LOGGED_IN, say('Please log in to download'), 401);
    const query = parseInput(fileDownloadQuerySchema, req.query);
    const file = await ownedFile(ctx.kdb, user.userId, query.file);
    if (!file) throw notAvailable();
    const size = await storedSize(ctx, file);
    reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', contentDisposition('attachment', cleanFileName(query.name, file.name)))
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .setCookie(DOWNLOAD_COOKIE, 'success', { path: '/', sameSite: 'lax' });
    // Ranges let a download cut half way go on from the bytes it has (the service worker's downloads do).
    return sendRanged(ctx, req, reply, file, size);
  });

  // No bearer token: <img>/<video> cannot send one. The signature is the capability until the link ends; after
  // that only the file's owner, signed in by the app's cookie (which media requests carry), may still use it, so
  // nothing a user keeps (drafts, offline records) breaks while a copied link stops working for others. Ranges let
  // videos seek.
  app.get('/v1/file/view/:fileId', async (req, reply) => {
    const { fileId } = req.params as { fileId: string };
    const link = parseInput(fileViewQuerySchema, req.query);
    const now = nowSeconds();
    const state = viewLinkState(ctx.secret, fileId, link, now);
    if (state === 'invalid')
      throw new ApiError(CODE_DOWNLOAD_NOT_AVAILABLE, say('Invalid file signature'), 403);
    const file = await liveFile(ctx.kdb, fileId);
    if (state === 'expired') {
      const user = await headerOrCookieUser(ctx, req);
      if (!user || user.userId !== file?.user_id) {
        throw new ApiError(CODE_DOWNLOAD_NOT_AVAILABLE, say('This file link has expired'), 403);
      }
    }
    if (!file) throw notAvailable();
    const size = await storedSize(ctx, file);
    reply
      .header('Content-Type', file.mime)
      // A file id never names different bytes: the answer may be kept as long as its link lives. Past that it is
      // an answer made for the signed-in owner, which no cache keeps (as every signed-in answer).
      .header(
        'Cache-Control',
        state === 'valid' ? `private, max-age=${link.exp! - now}, immutable` : 'no-store',
      )
      .header('Content-Disposition', contentDisposition('inline', file.name))
      .header('X-Content-Type-Options', 'nosniff');
    const etag = `"${file.id}"`;
    if (req.headers['if-none-match'] === etag) return reply.header('ETag', etag).status(304).send();
    return sendRanged(ctx, req, reply, file, size);
  });
}
