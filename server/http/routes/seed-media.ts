import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../envelope';
import { seedMediaStore } from '../../seed/media-job';
import { SEED_FILE_PATTERN, SEED_MEDIA_PREFIX } from '../../seed/media-spec';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';

const MIME: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4' };

/** One satisfiable byte range (inclusive), 'unsatisfiable' (416), or undefined: send everything. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Public seed media (thumbnails, previews): names carry a content hash, so they cache for a year. A file not
 * made yet is made on the spot; video answers byte ranges so players can seek.
 */
export function seedMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(`${SEED_MEDIA_PREFIX}:file`, async (req, reply) => {
    const { file } = req.params;
    const store = seedMediaStore(ctx);
    const filePath = SEED_FILE_PATTERN.test(file) ? await store?.ensure(file) : undefined;
    if (!filePath) throw new ApiError(CODE_PARAMS_ERROR, `Media file ${file} not found`, 404);
    const size = fs.statSync(filePath).size;
    reply
      .header('Content-Type', MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    const range = byteRange(req.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    if (range) {
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(fs.createReadStream(filePath, range));
    }
    return reply.header('Content-Length', size).send(fs.createReadStream(filePath));
  });
}
