import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { nowSeconds } from '../../../src/core/dates';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { exploreItem, explorePage, SELECT_ITEM, type ExploreRow } from '../../explore/explore-items';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import type { ExploreReportData } from '../../../src/core/contract/explore';
import {
  exploreInfoQuerySchema,
  exploreListQuerySchema,
  exploreReportBodySchema,
} from '../../../src/core/contract/explore-requests';
import { say } from '../../i18n/server-text';

/** Unknown ids answer 404 with 490001 (490101 is the task code, not reused here). */
function notFound(id: number): ApiError {
  return new ApiError(CODE_PARAMS_ERROR, `Explore item ${id} not found`, 404);
}

export function exploreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/common/explore', async (req) => {
    const q = parseInput(exploreListQuerySchema, req.query);
    return ok(req, explorePage(ctx, q.page, q.page_size, q.type));
  });

  app.get('/v1/common/explore/info', async (req) => {
    const { id } = parseInput(exploreInfoQuerySchema, req.query);
    const row = ctx.db.prepare(`${SELECT_ITEM} WHERE id = ?`).get(id) as ExploreRow | undefined;
    if (!row) throw notFound(id);
    return ok(req, exploreItem(ctx, row));
  });

  app.post('/v1/explore/report', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(exploreReportBodySchema, req.body);
    if (!ctx.db.prepare('SELECT 1 FROM explore_items WHERE id = ?').get(body.explore_id)) {
      throw notFound(body.explore_id);
    }
    const now = nowSeconds();
    try {
      ctx.db
        .prepare(
          'INSERT INTO explore_reports (user_id, explore_id, reason, other, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(user.userId, body.explore_id, body.reason, body.other, now);
    } catch (err) {
      // The unique (user, item) key makes "once per user" hold even for two reports racing each other.
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new ApiError(CODE_PARAMS_ERROR, say('You have already reported this item'), 409);
      }
      throw err;
    }
    const data: ExploreReportData = { explore_id: body.explore_id, reason: body.reason, reported_at: now };
    return ok(req, data);
  });
}
