/** Product analytics: the page's event batches in, the funnel report out (for the operator only). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { bearerToken, headerOrCookieUser } from '../auth-guard';
import { trackBatchSchema, trackReportQuerySchema } from '../../../src/core/contract/track';
import { TRACK_PATH, TRACK_REPORT_PATH } from '../../../src/core/tracking';
import { CODE_PARAMS_ERROR, CODE_UNAUTHORIZED } from '../../../src/core/business-codes';
import { funnelReport, recordEvents } from '../../tracking/track-events';
import { isReportToken } from '../../tracking/report-token';

/** A beacon sends its JSON as text/plain (the type sendBeacon may send without a preflight anywhere). */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiError(CODE_PARAMS_ERROR, 'the body must be a JSON batch of events', 400);
  }
}

export function trackRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A beacon carries the app's cookie, not a bearer header: the sender is named by either.
  app.post(TRACK_PATH, async (req) => {
    const batch = parseInput(trackBatchSchema, jsonBody(req.body));
    const user = await headerOrCookieUser(ctx, req);
    recordEvents(
      ctx.db,
      { device: batch.device, userId: user?.userId ?? null, events: batch.events },
      Date.now(),
    );
    return ok(req, { stored: batch.events.length });
  });

  app.get(TRACK_REPORT_PATH, async (req) => {
    if (!(await isReportToken(ctx.secret, bearerToken(req)))) {
      throw new ApiError(CODE_UNAUTHORIZED, 'The report needs a report token: run npm run report', 401);
    }
    const { days } = parseInput(trackReportQuerySchema, req.query);
    return ok(req, funnelReport(ctx.db, days, Date.now()));
  });
}
