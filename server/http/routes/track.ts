/** Product analytics: the page's event batches in, the funnel report out (for the operator only). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { bearerToken, headerOrCookieUser } from '../auth-guard';
import { trackBatchSchema, trackReportQuerySchema } from '../../../src/core/contract/track';
import { TRACK_BODY_MAX_BYTES, TRACK_PATH, TRACK_REPORT_PATH } from '../../../src/core/tracking';
import { CODE_PARAMS_ERROR, CODE_UNAUTHORIZED } from '../../../src/core/business-codes';
import { pruneEvents, recordEvents } from '../../tracking/track-events';
import { funnelReport } from '../../tracking/funnel-report';
import { isSameOriginPost } from '../../pages/page-user';
import { isReportToken } from '../../tracking/report-token';
import { startPeriodicJob } from '../../jobs/periodic-job';

/** A beacon sends its JSON as text/plain (the type sendBeacon may send without a preflight anywhere). */
function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiError(CODE_PARAMS_ERROR, 'the body must be a JSON batch of events', 400);
  }
}

/** Old events go hourly: a cheap delete on the index by time. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function trackRoutes(app: FastifyInstance, ctx: AppContext): void {
  // In one API process at a time (its lease): every process would only delete the same rows again.
  startPeriodicJob(ctx, {
    name: 'analytics-pruning',
    everyMs: PRUNE_EVERY_MS,
    run: () => pruneEvents(ctx.kdb, Date.now()),
  });

  // A beacon carries the app's cookie, not a bearer header: the sender is named by either, the cookie only when
  // this site's page sent it (another site's page may post here too, but not as the visitor).
  app.post(TRACK_PATH, { bodyLimit: TRACK_BODY_MAX_BYTES }, async (req) => {
    const batch = parseInput(trackBatchSchema, jsonBody(req.body));
    const user = isSameOriginPost(req) ? await headerOrCookieUser(ctx, req) : undefined;
    await recordEvents(
      ctx.kdb,
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
    return ok(req, await funnelReport(ctx.kdb, days, Date.now()));
  });
}
