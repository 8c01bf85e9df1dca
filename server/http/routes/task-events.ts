import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken, userOfToken } from '../auth-guard';
import { ApiError } from '../envelope';
import { markSignedIn } from '../security-headers';
import { TaskStream } from '../../tasks/task-stream';
import { CODE_PARAMS_ERROR, CODE_RELOGIN } from '../../../src/core/business-codes';
import { APP_TOKEN_COOKIE } from '../../../src/core/session-rules';
import { parseEventId, TASK_EVENTS_PATH } from '../../../src/core/contract/task-events';
import { say } from '../../i18n/server-text';
import { pageLanguage } from '../../i18n/translate';

/**
 * GET /v1/ai/events: the signed-in user's task changes as Server-Sent Events (one stream per open page). Signed in
 * by the bearer header or the token cookie, since EventSource cannot send headers; reading a stream needs no
 * protection from other sites' pages, which cannot read a cross-origin response. A `Last-Event-ID` resumes it.
 * Every heartbeat re-checks the session, so a revoked or expired one ends the stream; so does closing the server.
 */
export function taskEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const open = new Set<() => void>();
  // Open streams would keep app.close() waiting for their connections: end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(TASK_EVENTS_PATH, { sse: 'manual' }, async (req, reply) => {
    const token = bearerToken(req) ?? req.cookies[APP_TOKEN_COOKIE];
    const user = markSignedIn(req, await userOfToken(ctx, token));
    if (!user) throw new ApiError(CODE_RELOGIN, say('Please log in again'), 401);
    const header = req.headers['last-event-id'];
    const since = parseEventId(typeof header === 'string' ? header : undefined);
    if (since === 'invalid') {
      throw new ApiError(CODE_PARAMS_ERROR, 'Last-Event-ID is not an event id of this stream', 400);
    }

    reply.header('Cache-Control', 'no-store');
    reply.sse.keepAlive();
    // The page's EventSource cannot set Accept-Language, so it names the app's language as `lang`.
    const lang = pageLanguage(req, (req.query as { lang?: unknown } | undefined)?.lang);
    const stream = new TaskStream(ctx, user.userId, lang, reply.sse, () => end());
    // Listening starts before the catch-up reads, so a change in between is sent (at worst twice), never lost.
    const unsubscribe = ctx.taskEvents.subscribe(user.userId, stream.onChange);
    const heartbeat = setInterval(() => {
      void userOfToken(ctx, token).then((still) => (still ? stream.ping() : end()), end);
    }, ctx.streamHeartbeatMs);
    heartbeat.unref();
    function end(): void {
      if (!open.delete(end)) return;
      stream.close();
      clearInterval(heartbeat);
      unsubscribe();
      reply.sse.close();
    }
    open.add(end);
    reply.sse.onClose(end);
    await stream.catchUp(since);
  });
}
