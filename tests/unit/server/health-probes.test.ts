import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import fs from 'node:fs';
import { openTaskRuntime } from '../../../server/task-runtime';
import { databaseFile } from '../../../server/db/database';
import { onPostgres } from '../../../server/db/dialect';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../../../scripts/db/scratch-postgres';
import { testMediaEngine } from './support/test-media-engine';
import Database from 'better-sqlite3';
import { sqliteKysely } from '../../../server/db/sqlite-kysely';
import { openPostgres } from '../../../server/db/postgres';
import type { DB } from '../../../server/db/schema';
import type { Kysely } from 'kysely';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  tempDataDir,
  waitFinished,
  type TestApp,
} from './support/test-app';

let t: TestApp;

/**
 * A database of the app's own kind where every query fails, as on one that is down: a SQLite connection that has
 * closed, or a PostgreSQL address where nothing listens (port 1).
 */
function databaseDown(kdb: Kysely<DB>): Kysely<DB> {
  if (onPostgres(kdb)) return openPostgres('postgres://postgres@127.0.0.1:1/down');
  const closed = new Database(':memory:');
  closed.close();
  return sqliteKysely(closed);
}
afterEach(async () => {
  await t?.close();
});

describe('health probes for orchestrators', () => {
  it('/healthz answers while the process lives; /readyz turns 503 once it drains for a stop', async () => {
    t = await startTestApp();
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect([live.statusCode, live.json().data]).toEqual([200, { status: 'ok' }]);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    t.ctx.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect([draining.statusCode, draining.json().data]).toEqual([503, { status: 'draining' }]);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz says unavailable when the database does not answer', async () => {
    t = await startTestApp();
    const kdb = t.ctx.kdb;
    const down = databaseDown(kdb);
    t.ctx.kdb = down;
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    t.ctx.kdb = kdb;
    await down.destroy();
    expect([res.statusCode, res.json().data]).toEqual([503, { status: 'unavailable' }]);
  });
});

describe('settings of processes that share data', () => {
  it('runs on the PostgreSQL DATABASE_URL names, migrating it first, with no SQLite file', async () => {
    const scratch = await createScratchPostgres(POSTGRES_ADMIN_URL, 'runtime');
    const dataDir = tempDataDir();
    try {
      const config = configFromEnv({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, CLIENT_DIR: '' });
      expect(config.databaseUrl).toBe(scratch.url);
      const runtime = await openTaskRuntime(config, { engine: testMediaEngine() });
      expect(runtime.sqlite).toBeUndefined();
      expect(onPostgres(runtime.kdb)).toBe(true);
      const applied = await runtime.kdb
        .selectFrom('schema_migrations' as never)
        .selectAll()
        .execute();
      expect(applied.length).toBeGreaterThan(0);
      expect(fs.existsSync(databaseFile(dataDir))).toBe(false);
      await runtime.stop();
      await runtime.kdb.destroy();
    } finally {
      await scratch.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads TOKEN_SECRET (refusing a short one), SHARED_DATA, QUEUE_LEASE_MS, REDIS_URL and ENGINE_CONCURRENCY=0', () => {
    const config = configFromEnv({
      TOKEN_SECRET: 'x'.repeat(32),
      SHARED_DATA: '1',
      QUEUE_LEASE_MS: '5000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ENGINE_CONCURRENCY: '0',
    });
    expect(config).toMatchObject({
      tokenSecret: 'x'.repeat(32),
      sharedData: true,
      queueLeaseMs: 5000,
      redisUrl: 'redis://127.0.0.1:6379',
      engineConcurrency: 0,
    });
    expect(configFromEnv({})).toMatchObject({
      sharedData: false,
      queueLeaseMs: 30_000,
      engineConcurrency: 2,
    });
    expect(() => configFromEnv({ TOKEN_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});

describe('with Redis named but down', () => {
  it('takes sign-ins and tasks (counts and changes wait for Redis, nothing else does) and closes promptly', async () => {
    // Port 1: nothing listens, so every connection attempt fails and keeps retrying.
    t = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'down-test:' } });
    const user = await signIn(t.ctx, 5);
    const created = await createTask(t.app, user, 'text2image', { prompt: 'redis is down' });
    expect(created.statusCode).toBe(200);
    const done = await waitFinished(
      t.app,
      user,
      'text2image',
      envelope<CreateTaskData>(created).data.task_id,
    );
    expect(done.status).toBe(3);
    // Closing does not wait for a Redis that never answers (a hang would fail the test by its timeout).
    await t.app.close();
  });
});
