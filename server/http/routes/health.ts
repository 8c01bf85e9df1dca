import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../envelope';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/health', async (req) => {
    ctx.db.prepare('SELECT 1').get();
    return ok(req, { status: 'ok' });
  });
}
