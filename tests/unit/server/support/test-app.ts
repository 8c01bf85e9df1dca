/**
 * The one server harness of the unit tests: a whole app (API, service pages, seed) on a throw-away DATA_DIR with
 * the test media engine, signed-in users, and the requests the tests make.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOverrides } from '../../../../server/app';
import { configFromEnv } from '../../../../server/config';
import type { AppContext } from '../../../../server/context';
import type { Db } from '../../../../server/db/database';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../../../../scripts/db/scratch-postgres';
import { nowSeconds } from '../../../../src/core/dates';
import { sessionIdHash, signAccessToken } from '../../../../server/auth/tokens';
import { grantCreditLot } from '../../../../server/credits/lots';
import type { Envelope } from '../../../../src/core/contract/envelope';
import type { TaskDto } from '../../../../src/core/contract/tasks';
import { isTaskFinished } from '../../../../src/core/task-status';
import { signUpAndGetToken } from './accounts-forms';
import { testMediaEngine, type TestMediaEngine } from './test-media-engine';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  engine: TestMediaEngine;
  dataDir: string;
  /**
   * The SQLite connection under the app (SQLite only: reading it on PostgreSQL throws), for what Kysely cannot
   * ask: SQLite's own state, such as the count of rows its connection changed. Rows are read through `ctx.kdb`.
   */
  db: Db;
  /** Closes the app and deletes its DATA_DIR. */
  close(): Promise<void>;
}

/**
 * TEST_DATABASE=postgres (the suite's second run): each app's data is a PostgreSQL database of its own, made for
 * its DATA_DIR (an app started again on the same DATA_DIR finds its data again) and dropped after the file.
 */
const ON_POSTGRES = process.env.TEST_DATABASE === 'postgres';
const databases = new Map<string, ReturnType<typeof createScratchPostgres>>();
if (ON_POSTGRES) {
  // A file that starts an app per test drops a dozen databases here; each drop waits for a checkpoint, which on a
  // loaded 2-core machine took the hook past its 30 s when they ran one after another.
  afterAll(async () => {
    await Promise.all([...databases.values()].map(async (scratch) => (await scratch).drop()));
    databases.clear();
  }, 120_000);
}

async function databaseEnv(dataDir: string): Promise<Record<string, string>> {
  if (!ON_POSTGRES) return {};
  let scratch = databases.get(dataDir);
  if (!scratch) {
    scratch = createScratchPostgres(POSTGRES_ADMIN_URL, 'app');
    databases.set(dataDir, scratch);
  }
  return { DATABASE_URL: (await scratch).url };
}

/**
 * The built-in media of every test app, shared: names are hashes of what a file holds, so each is made once per
 * machine rather than once per app. A test that looks at the making (seed-media.test.ts) passes its own DATA_DIR.
 */
export const SHARED_SEED_MEDIA_DIR = path.join(os.tmpdir(), 'ai-media-test-seed');

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tasks-test-'));
}

/** An API-only app on a temp DATA_DIR (or the given one) running the test engine. */
export async function startTestApp(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    queue?: AppOverrides['queue'];
    engine?: TestMediaEngine;
    sessionCacheMax?: number;
    streamHeartbeatMs?: number;
    onRoute?: AppOverrides['onRoute'];
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDataDir();
  const engine = options.engine ?? testMediaEngine();
  const config = configFromEnv({
    DATA_DIR: dataDir,
    CLIENT_DIR: '',
    // A cheaper password hash than production's 2^17 keeps the many sign-ups of the tests fast.
    PASSWORD_SCRYPT_LOG2_N: '14',
    ...(options.dataDir ? {} : { SEED_MEDIA_DIR: SHARED_SEED_MEDIA_DIR }),
    ...(await databaseEnv(dataDir)),
    ...options.env,
  });
  const { app, ctx, sqlite } = await buildApp(config, {
    engine,
    queue: options.queue,
    sessionCacheMax: options.sessionCacheMax,
    streamHeartbeatMs: options.streamHeartbeatMs,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    ctx,
    engine,
    dataDir,
    get db(): Db {
      if (!sqlite) throw new Error('This test reads the SQLite file directly: it runs on SQLite only');
      return sqlite;
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  userId: number;
  token: string;
  headers: { authorization: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const tokenCookie = (token: string) => ({ cookie: `mi_token=${token}` });

/** A signed-in user with a session and `credits` in one lot expiring in 30 days. */
export async function signIn(ctx: AppContext, credits = 10): Promise<TestUser> {
  const now = nowSeconds();
  const { id: userId } = await ctx.kdb
    .insertInto('users')
    .values({ email: `${crypto.randomUUID()}@test.local`, password_hash: 'test', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = crypto.randomUUID();
  const expiresAt = now + 3600;
  await ctx.kdb
    .insertInto('sessions')
    .values({ id_hash: sessionIdHash(sessionId), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  if (credits > 0)
    await grantCreditLot(ctx.kdb, userId, credits, now + 30 * 86400, 'signup', 'Sign-up credits');
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, expiresAt);
  return { userId, token: jwt, headers: bearer(jwt) };
}

let signUps = 0;
/** A user signed up through the accounts pages, as a browser would (sign-up credits included). */
export async function newUser(app: FastifyInstance): Promise<TestUser> {
  signUps += 1;
  const token = await signUpAndGetToken(app, `buyer${signUps}-${Date.now()}@example.com`);
  const res = await app.inject({ method: 'POST', url: '/v1/user', headers: bearer(token) });
  return { userId: (res.json() as Envelope<{ uid: number }>).data.uid, token, headers: bearer(token) };
}

export function envelope<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}

/** An API answer: the HTTP status and the envelope's fields. */
type JsonAnswer<T> = { status: number } & Envelope<T>;

/** GET, as the user when one is given. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  user?: TestUser,
): Promise<JsonAnswer<T>> {
  const res = await app.inject({ method: 'GET', url, headers: user ? user.headers : {} });
  return { status: res.statusCode, ...envelope<T>(res) };
}

/** POST with an optional JSON payload, as the user when one is given. */
export async function postJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  user?: TestUser,
  payload?: unknown,
): Promise<JsonAnswer<T>> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: user ? user.headers : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, ...envelope<T>(res) };
}

export async function createTask(
  app: FastifyInstance,
  user: TestUser,
  algorithm: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/v1/ai/create/${algorithm}`,
    headers: { ...user.headers, ...headers },
    payload: { params },
  });
}

/** A task's result poll, in the given language (Accept-Language) when one is named. */
export async function result(
  app: FastifyInstance,
  user: TestUser,
  algorithm: string,
  taskId: string,
  language?: string,
) {
  const res = await app.inject({
    method: 'GET',
    url: `/v1/ai/result/${algorithm}/${taskId}`,
    headers: { ...user.headers, ...(language && { 'accept-language': language }) },
  });
  return envelope<TaskDto>(res);
}

/** Polls the result until the task finishes (or gives up after `limitMs`, failing the test). */
export async function waitFinished(
  app: FastifyInstance,
  user: TestUser,
  algorithm: string,
  taskId: string,
  limitMs = 15_000,
): Promise<TaskDto> {
  const giveUpAt = Date.now() + limitMs;
  for (;;) {
    const { data } = await result(app, user, algorithm, taskId);
    if (isTaskFinished(data.status)) return data;
    if (Date.now() > giveUpAt) throw new Error(`task ${taskId} still ${data.status} at ${data.progress}%`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until a condition holds (test plumbing, not a timing assertion). */
export async function until(check: () => boolean | Promise<boolean>, limitMs = 15_000): Promise<void> {
  const giveUpAt = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Every credit the user holds, expired lots included. */
export async function balance(ctx: AppContext, userId: number): Promise<number> {
  const { n } = await ctx.kdb
    .selectFrom('credit_lots')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('remaining'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What the engine said in its own words when the task failed: kept for the operator, never in an answer. */
export async function reasonDetail(ctx: AppContext, taskId: string): Promise<string | null> {
  const row = await ctx.kdb
    .selectFrom('tasks')
    .select('reason_detail')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  return row.reason_detail;
}

/** Where a stored file's bytes are on the app's disk. */
export async function storedFilePath(t: TestApp, fileId: string): Promise<string> {
  const row = await t.ctx.kdb
    .selectFrom('files')
    .select('path')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return path.join(t.dataDir, row.path);
}
