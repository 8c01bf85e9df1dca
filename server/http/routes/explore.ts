import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { nowSeconds } from '../../../src/core/dates';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { exploreItem, explorePage, exploreRow } from '../../explore/explore-items';
import { reportExploreItem } from '../../explore/explore-reports';
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
    return ok(req, await explorePage(ctx, q.page, q.page_size, q.type));
  });

  app.get('/v1/common/explore/info', async (req) => {
    const { id } = parseInput(exploreInfoQuerySchema, req.query);
    const row = await exploreRow(ctx.kdb, id);
    if (!row) throw notFound(id);
    return ok(req, exploreItem(ctx, row));
  });

  app.post('/v1/explore/report', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(exploreReportBodySchema, req.body);
    const now = nowSeconds();
    const outcome = await reportExploreItem(
      ctx.kdb,
      { userId: user.userId, exploreId: body.explore_id, reason: body.reason, other: body.other },
      now,
    );
    if (outcome === 'no such item') throw notFound(body.explore_id);
    if (outcome === 'already reported') {
      throw new ApiError(CODE_PARAMS_ERROR, say('You have already reported this item'), 409);
    }
    const data: ExploreReportData = { explore_id: body.explore_id, reason: body.reason, reported_at: now };
    return ok(req, data);
  });
}
