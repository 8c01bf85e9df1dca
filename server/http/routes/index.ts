import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { healthRoutes } from './health';

/** Every route module, one per spec area. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  healthRoutes(app, ctx);
}
