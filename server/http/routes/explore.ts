import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { nowSeconds } from '../../db/database';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { pagingFields } from '../paging';
import { exploreItem, explorePage, SELECT_ITEM, type ExploreRow } from '../../explore/explore-items';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { EXPLORE_PAGE_SIZE } from '../../../src/core/explore-rules';
import {
  EXPLORE_PAGE_SIZE_MAX,
  EXPLORE_REPORT_OTHER_MAX,
  EXPLORE_REPORT_REASONS,
  EXPLORE_TYPES,
  type ExploreReportData,
} from '../../../src/core/contract/explore';

const listQuery = z.object({
  ...pagingFields(EXPLORE_PAGE_SIZE, EXPLORE_PAGE_SIZE_MAX),
  type: z.enum(EXPLORE_TYPES, { error: `type must be one of ${EXPLORE_TYPES.join(', ')}` }).optional(),
});

const idField = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive');

const reportBody = z
  .object({
    explore_id: idField,
    reason: z.enum(EXPLORE_REPORT_REASONS, {
      error: `reason must be one of ${EXPLORE_REPORT_REASONS.join(', ')}`,
    }),
    other: z
      .string({ error: 'other must be text' })
      .trim()
      .max(EXPLORE_REPORT_OTHER_MAX, `other must be at most ${EXPLORE_REPORT_OTHER_MAX} characters`)
      .default(''),
  })
  .refine((b) => b.reason !== 'other' || b.other.length > 0, {
    path: ['other'],
    message: "other must describe the problem when reason is 'other'",
  });

/** Unknown ids answer 404 with 490001 (490101 is the task code, not reused here). */
function notFound(id: number): ApiError {
  return new ApiError(CODE_PARAMS_ERROR, `Explore item ${id} not found`, 404);
}

export function exploreRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/v1/common/explore', async (req) => {
    const q = parseInput(listQuery, req.query);
    return ok(req, explorePage(ctx, q.page, q.page_size, q.type));
  });

  app.get('/v1/common/explore/info', async (req) => {
    const { id } = parseInput(z.object({ id: idField }), req.query);
    const row = ctx.db.prepare(`${SELECT_ITEM} WHERE id = ?`).get(id) as ExploreRow | undefined;
    if (!row) throw notFound(id);
    return ok(req, exploreItem(ctx, row));
  });

  app.post('/v1/explore/report', async (req) => {
    const user = await requireUser(ctx, req);
    const body = parseInput(reportBody, req.body);
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
        throw new ApiError(CODE_PARAMS_ERROR, 'You have already reported this item', 409);
      }
      throw err;
    }
    const data: ExploreReportData = { explore_id: body.explore_id, reason: body.reason, reported_at: now };
    return ok(req, data);
  });
}
