import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { loadSecret } from './auth/tokens';
import { ApiError, failure } from './http/envelope';
import { registerRoutes } from './http/routes';
import { runSeed } from './seed';
import { CODE_ERROR, CODE_PARAMS_ERROR } from '../src/core/business-codes';
import { DEFAULT_QUEUE_OPTIONS, TaskQueue } from './queue/task-queue';
import type { QueueOptions, TaskEngine } from './queue/types';
import { withFaultPrompt } from './queue/fault-prompt';

/** What tests (and benchmarks) may swap: a small engine instead of the real one, shorter queue timings. */
export interface AppOverrides {
  engine?: TaskEngine;
  queue?: Partial<QueueOptions>;
}

/** The real engine is imported only when needed, so API tests never load models or worker code. */
async function realEngine(): Promise<TaskEngine> {
  return (await import('./queue/engine-adapter')).realEngine;
}

/** Builds the whole server (API, service pages, built client) without listening. */
export async function buildApp(
  config: ServerConfig,
  overrides: AppOverrides = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const db = openDatabase(path.join(config.dataDir, 'app.sqlite'));
  const baseEngine = overrides.engine ?? (await realEngine());
  const engine = config.engineFaultPrompt
    ? withFaultPrompt(baseEngine, config.engineFaultPrompt)
    : baseEngine;
  const taskQueue = new TaskQueue(db, config.dataDir, engine, {
    ...DEFAULT_QUEUE_OPTIONS,
    concurrency: config.engineConcurrency,
    minMs: config.taskMinMs,
    ...overrides.queue,
  });
  const ctx: AppContext = { db, config, secret: loadSecret(config.dataDir), taskQueue, onClose: [] };
  // The queue starts once the app is ready (listen or first inject) and stops before the database closes.
  ctx.onClose.push(async () => {
    await taskQueue.stop();
    await engine.close?.();
  });
  // Built-in content: rows once per seed version now, missing media files in the background.
  runSeed(ctx);
  const app = Fastify({
    logger: process.env.LOG_LEVEL ? { level: process.env.LOG_LEVEL } : false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
  });

  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 200 * 1024 * 1024, files: 1, fields: 20 } });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(failure(req, error.code, error.message, error.data));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed bodies, wrong content types, oversized payloads: the client's fault, said plainly.
      return reply.status(status).send(failure(req, CODE_PARAMS_ERROR, (error as Error).message));
    }
    req.log.error(error);
    return reply.status(500).send(failure(req, CODE_ERROR, 'unknown error'));
  });

  await registerRoutes(app, ctx);

  const clientDir = config.clientDir;
  if (clientDir && fs.existsSync(path.join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; the shell and the service worker must always be revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/v1/') || url.startsWith('/accounts/') || url.startsWith('/assets/')) {
      return reply.status(404).send(failure(req, CODE_ERROR, `not found: ${req.method} ${url}`));
    }
    // Every app path is served the shell; the client router redirects unknown paths home.
    if (clientDir && fs.existsSync(path.join(clientDir, 'index.html')) && req.method === 'GET') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', clientDir);
    }
    return reply.status(404).send(failure(req, CODE_ERROR, `not found: ${req.method} ${url}`));
  });

  app.addHook('onReady', async () => taskQueue.start());
  app.addHook('onClose', async () => {
    for (const hook of ctx.onClose) await hook();
    db.close();
  });
  return { app, ctx };
}
