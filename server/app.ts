import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import sse from '@fastify/sse';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { loadSecret } from './auth/tokens';
import { SessionCache } from './auth/session-cache';
import { shareSessionInvalidations } from './auth/session-invalidations';
import { everyProcessRunsJobs, type JobLeases } from './jobs/job-leases';
import { redisJobLeases } from './jobs/redis-job-leases';
import { ApiError, failure } from './http/envelope';
import { requestLanguage, sayIn } from './i18n/translate';
import { registerRoutes } from './http/routes';
import { registerClientApp } from './http/client-app';
import { MAX_PARAM_LENGTH, parserErrorReply, routerErrorReply } from './http/malformed-requests';
import { redisRateLimitStore, registerRateLimits, type RateLimitStore } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { runSeed } from './seed';
import { CODE_ERROR, CODE_PARAMS_ERROR } from '../src/core/business-codes';
import type { MediaEngine, QueueOptions } from './queue/types';
import type { TaskChangeBus } from './tasks/task-change-bus';
import { openTaskRuntime } from './task-runtime';
import { TASK_STREAM_HEARTBEAT_MS } from '../src/core/contract/task-events';

/** What tests (and benchmarks) may swap: a small engine instead of the real one, shorter queue timings. */
export interface AppOverrides {
  engine?: MediaEngine;
  queue?: Partial<QueueOptions>;
  /** Another task change bus (the default is in-process). */
  taskEvents?: TaskChangeBus;
  /** A shorter event-stream heartbeat, for tests of revocation. */
  streamHeartbeatMs?: number;
  /** Entries each session cache may hold (tests use a small one to see the bound). */
  sessionCacheMax?: number;
  /** Where request-rate counts live (default: this process); a shared store lets several processes agree. */
  rateLimitStore?: RateLimitStore;
  /** Other job leases (the default: Redis with REDIS_URL, else every process runs every job). */
  jobLeases?: JobLeases;
  /** Sees every route as it is added (the fuzz test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server (API, service pages, built client) without listening. */
export async function buildApp(
  config: ServerConfig,
  overrides: AppOverrides = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; sqlite: Db | undefined }> {
  const { kdb, sqlite, taskEvents, taskQueue, media, stop } = await openTaskRuntime(config, overrides);
  const ctx: AppContext = {
    kdb,
    config,
    secret: loadSecret(config.dataDir, config.tokenSecret),
    sessionCache: new SessionCache(overrides.sessionCacheMax),
    taskQueue,
    taskEvents,
    media,
    streamHeartbeatMs: overrides.streamHeartbeatMs ?? TASK_STREAM_HEARTBEAT_MS,
    lifecycle: { draining: false },
    jobLeases:
      overrides.jobLeases ??
      (config.redisUrl ? redisJobLeases(config.redisUrl, config.redisPrefix) : everyProcessRunsJobs()),
    onClose: [],
  };
  // The queue starts once the app is ready (listen or first inject) and stops before the database closes.
  ctx.onClose.push(stop);
  // With Redis, a session revoked on another API process leaves this one's cache at once.
  if (config.redisUrl) {
    ctx.onClose.push(shareSessionInvalidations(ctx.sessionCache, config.redisUrl, config.redisPrefix));
  }
  // Built-in content: rows once per seed version before any route answers, missing media files in the background.
  await runSeed(ctx);
  const app = Fastify({
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For would let a client pick its own address.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Malformed addresses and what Node's parser refuses answer the envelope too.
    frameworkErrors: routerErrorReply,
    clientErrorHandler: parserErrorReply,
  });
  if (overrides.onRoute) app.addHook('onRoute', overrides.onRoute);

  // Every cookie the server sets is Secure when the request came over HTTPS (directly or, with TRUST_PROXY, as
  // the proxy's X-Forwarded-Proto says): req.protocol, read per request.
  await app.register(cookie, { parseOptions: { secure: 'auto' } });
  await registerSecurityHeaders(app, config);
  // Framing, headers and backpressure of Server-Sent Events (GET /v1/ai/events); heartbeats are the route's own.
  await app.register(sse, { heartbeatInterval: 0 });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 1, fields: 20 } });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ApiError) {
      // The user's messages in the request's language (Accept-Language; the app sends its own).
      const msg = error.messageIn(requestLanguage(req));
      return reply.status(error.status).send(failure(req, error.code, msg, error.data));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed bodies, wrong content types, oversized payloads: the client's fault, said plainly.
      return reply.status(status).send(failure(req, CODE_PARAMS_ERROR, (error as Error).message));
    }
    req.log.error(error);
    // The client shows the msg as it is (it compares no text), so the user reads it in their language.
    const msg = sayIn(requestLanguage(req), 'Something went wrong on our side. Please try again.');
    return reply.status(500).send(failure(req, CODE_ERROR, msg));
  });

  const sharedCounts =
    config.redisUrl && config.rateLimits
      ? redisRateLimitStore(config.redisUrl, config.redisPrefix, ctx)
      : undefined;
  await registerRateLimits(app, ctx, overrides.rateLimitStore ?? sharedCounts);
  await registerRoutes(app, ctx);

  if (config.clientDir) await registerClientApp(app, ctx, config.clientDir);
  else {
    app.setNotFoundHandler((req, reply) =>
      reply.status(404).send(failure(req, CODE_ERROR, `not found: ${req.method} ${req.url.split('?')[0]}`)),
    );
  }

  app.addHook('onReady', async () => taskQueue.start());
  app.addHook('onClose', async () => {
    for (const hook of ctx.onClose) await hook();
    // After the hooks: stopping a periodic job gives its lease back through this connection.
    await ctx.jobLeases.close();
    await kdb.destroy();
  });
  return { app, ctx, sqlite };
}
