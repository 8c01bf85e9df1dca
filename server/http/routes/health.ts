import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { failure, ok } from '../envelope';
import { CODE_ERROR } from '../../../src/core/business-codes';
import { seedMediaFiles } from '../../seed/media-job';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // seed_media says whether the built-in media are all drawn: until then a page asking for one waits while it is
  // made, which a fresh deployment (or a test run) may want to wait out. (The seed starts before routes register.)
  let seedDrawn = false;
  void seedMediaFiles(ctx)?.ready.then(() => (seedDrawn = true));
  app.get('/v1/health', async (req) => {
    await sql`SELECT 1`.execute(ctx.kdb);
    return ok(req, { status: 'ok', seed_media: seedDrawn ? 'ready' : 'drawing' });
  });

  // Liveness: the process answers. A restart would not help a database that is down, so this does not ask it.
  // Orchestrators read the HTTP status; the body is the API's envelope like every other answer.
  app.get('/healthz', async (req) => ok(req, { status: 'ok' }));

  // Readiness: send this process requests. Not while it drains for a stop, nor when its database does not answer.
  app.get('/readyz', async (req, reply) => {
    if (ctx.lifecycle.draining) {
      return reply.status(503).send(failure(req, CODE_ERROR, 'draining', { status: 'draining' }));
    }
    try {
      await sql`SELECT 1`.execute(ctx.kdb);
    } catch {
      return reply
        .status(503)
        .send(failure(req, CODE_ERROR, 'database unavailable', { status: 'unavailable' }));
    }
    return ok(req, { status: 'ok' });
  });
}
