import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../envelope';
import { seedMediaFiles } from '../../seed/media-job';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // seed_media says whether the built-in media are all drawn: until then a page asking for one waits while it is
  // made, which a fresh deployment (or a test run) may want to wait out. (The seed starts before routes register.)
  let seedDrawn = false;
  void seedMediaFiles(ctx)?.ready.then(() => (seedDrawn = true));
  app.get('/v1/health', async (req) => {
    ctx.db.prepare('SELECT 1').get();
    return ok(req, { status: 'ok', seed_media: seedDrawn ? 'ready' : 'drawing' });
  });
}
