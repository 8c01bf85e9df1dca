import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../envelope';
import { seedMediaFiles } from '../../seed/media-job';
import { parseByteRange } from '../../files/byte-range';
import { SEED_FILE_PATTERN, SEED_MEDIA_PREFIX } from '../../../src/core/seed-media';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';

const MIME: Record<string, string> = { webp: 'image/webp', mp4: 'video/mp4' };

/**
 * Public seed media (thumbnails, previews): names carry a content hash, so they cache for a year. A file not
 * made yet is made on the spot; video answers byte ranges so players can seek.
 */
export function seedMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(`${SEED_MEDIA_PREFIX}:file`, async (req, reply) => {
    const { file } = req.params;
    const seedFiles = seedMediaFiles(ctx);
    const filePath = SEED_FILE_PATTERN.test(file) ? await seedFiles?.ensure(file) : undefined;
    if (!filePath) throw new ApiError(CODE_PARAMS_ERROR, `Media file ${file} not found`, 404);
    const size = fs.statSync(filePath).size;
    reply
      .header('Content-Type', MIME[file.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('Accept-Ranges', 'bytes')
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    const range = parseByteRange(req.headers.range, size);
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
