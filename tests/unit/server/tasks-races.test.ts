/**
 * The task core's guarantees under concurrency, on both databases: on PostgreSQL the calls below run on separate
 * pooled connections at once (as two API processes would), on SQLite one after another on the one connection.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createsQueue, DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { testMediaEngine } from './support/test-media-engine';
import { nowSeconds } from '../../../src/core/dates';
import { grantCreditLot, creditBalance } from '../../../server/credits/lots';
import { createTask } from '../../../server/tasks/create-task';
import { cancelTask, succeedTask } from '../../../server/tasks/task-transitions';
import { inProcessTaskChangeBus } from '../../../server/tasks/task-change-bus';
import { DEFAULT_QUEUE_OPTIONS, TaskQueue } from '../../../server/queue/task-queue';
import { queuedAhead } from '../../../server/queue/queue-order';
import { ApiError } from '../../../server/http/envelope';
import { CODE_BUY_NOW } from '../../../src/core/business-codes';
import { TASK_STATUS_CANCELLED, TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { directoryMediaStore } from '../../../server/media-store/directory-store';

const engine = testMediaEngine();
const limits = { tasksInFlightMax: 1000 };

describe.each(DATABASES)('the task core under concurrency on %s', (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasks-races-'));
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function userWith(credits: number): Promise<number> {
    const { id } = await database.kdb
      .insertInto('users')
      .values({ email: `${crypto.randomUUID()}@test.local`, password_hash: 'x', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (credits > 0) await grantCreditLot(database.kdb, id, credits, nowSeconds() + 3600, 'gift', 'Gift');
    return id;
  }

  const queue = createsQueue(kind, engine);
  const create = (userId: number, idempotencyKey?: string, prompt = 'a lighthouse') =>
    createTask(
      database.kdb,
      queue,
      { userId, algorithm: 'text2image', params: { prompt }, userData: {}, idempotencyKey },
      limits,
    );

  async function countOf(table: 'tasks' | 'task_charges', userId: number): Promise<number> {
    const query =
      table === 'tasks'
        ? database.kdb.selectFrom('tasks').where('user_id', '=', userId)
        : database.kdb
            .selectFrom('task_charges')
            .innerJoin('tasks', 'tasks.id', 'task_charges.task_id')
            .where('tasks.user_id', '=', userId);
    const { n } = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** The user's graphile-worker jobs (PostgreSQL), one task id per job: a task and its job are stored together. */
  async function jobTaskIds(userId: number): Promise<string[]> {
    const { rows } = await sql<{ key: string }>`SELECT key FROM graphile_worker.jobs
      WHERE key IN (SELECT id FROM tasks WHERE user_id = ${userId})`.execute(database.kdb);
    return rows.map((row) => row.key);
  }

  it('gives 50 creates at once with one Idempotency-Key one task and one charge', async () => {
    const userId = await userWith(10);
    const results = await Promise.all(Array.from({ length: 50 }, () => create(userId, 'same-key')));
    expect(new Set(results.map((r) => r.task.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await countOf('tasks', userId)).toBe(1);
    expect(await countOf('task_charges', userId)).toBe(1);
    expect(await creditBalance(database.kdb, userId)).toBe(9);
    if (kind === 'postgres') expect(await jobTaskIds(userId)).toEqual([results[0].task.id]);
  });

  it('never overdraws: creates at once beyond the balance are refused, and each task made is paid once', async () => {
    const userId = await userWith(5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => create(userId, undefined, `prompt ${i}`)),
    );
    const made = results.filter((r) => r.status === 'fulfilled');
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as ApiError).code).toBe(CODE_BUY_NOW);
    }
    expect(made).toHaveLength(5);
    expect(await creditBalance(database.kdb, userId)).toBe(0);
    expect(await countOf('tasks', userId)).toBe(5);
    const { total } = await database.kdb
      .selectFrom('task_charges')
      .innerJoin('tasks', 'tasks.id', 'task_charges.task_id')
      .select((eb) => eb.fn.sum<number>('task_charges.credits').as('total'))
      .where('tasks.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(5);
    if (kind === 'postgres') {
      // The refused creates left no job behind; each task made has its one job.
      const taskIds = made.map((r) => (r as PromiseFulfilledResult<{ task: { id: string } }>).value.task.id);
      expect((await jobTaskIds(userId)).sort()).toEqual(taskIds.sort());
    }
  });

  it('ends a task exactly one way when a cancel races the finish, refunding at most once', async () => {
    const userId = await userWith(20);
    const events = inProcessTaskChangeBus();
    const endings = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const { task } = await create(userId, undefined, `race ${i}`);
      await database.kdb
        .updateTable('tasks')
        .set({ phase: 'running', lease_owner: 'runner', progress: 10 })
        .where('id', '=', task.id)
        .execute();
      const output = {
        id: crypto.randomUUID(),
        user_id: userId,
        source: 'output' as const,
        path: `files/${userId}/${task.id}/out.png`,
        name: 'out.png',
        mime: 'image/png',
        kind: 'image' as const,
        size: 1,
        width: 1,
        height: 1,
        duration: null,
        created_at: nowSeconds(),
      };
      const [cancelled, succeeded, again] = await Promise.all([
        cancelTask(database.kdb, events, task.id),
        succeedTask(database.kdb, events, task.id, 'runner', [output], { description: 'made' }),
        cancelTask(database.kdb, events, task.id),
      ]);
      expect([cancelled, succeeded, again].filter(Boolean)).toHaveLength(1);
      const row = await database.kdb
        .selectFrom('tasks')
        .select(['status', 'phase', 'refunded_ms'])
        .where('id', '=', task.id)
        .executeTakeFirstOrThrow();
      expect(row.phase).toBe('done');
      endings.add(row.status);
      expect(row.status).toBe(succeeded ? TASK_STATUS_SUCCESS : TASK_STATUS_CANCELLED);
      const refunds = await database.kdb
        .selectFrom('credit_records')
        .select('credits')
        .where('task_id', '=', task.id)
        .where('details', '=', 'Refund')
        .execute();
      expect(refunds.length).toBe(succeeded ? 0 : 1);
      const outputs = await database.kdb
        .selectFrom('task_files')
        .select('file_id')
        .where('task_id', '=', task.id)
        .execute();
      expect(outputs.length).toBe(succeeded ? 1 : 0);
    }
    // Every task was paid once and refunded once at most: the balance adds up.
    const { total } = await database.kdb
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .where('status', '=', TASK_STATUS_SUCCESS)
      .executeTakeFirstOrThrow();
    expect(await creditBalance(database.kdb, userId)).toBe(20 - Number(total));
    expect(endings.size).toBeGreaterThan(0);
  });

  it('runs creates and cancels of one user at once without a deadlock, every credit accounted for', async () => {
    const userId = await userWith(30);
    const events = inProcessTaskChangeBus();
    const first = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(userId, undefined, `first ${i}`)),
    );
    const results = await Promise.allSettled([
      ...first.map(({ task }) => cancelTask(database.kdb, events, task.id)),
      ...Array.from({ length: 8 }, (_, i) => create(userId, undefined, `second ${i}`)),
    ]);
    for (const r of results) expect(r.status).toBe('fulfilled');
    // Queued tasks cancelled are refunded in full: only the eight new ones stay paid.
    expect(await creditBalance(database.kdb, userId)).toBe(30 - 8);
  });

  it('lets one runner only claim each queued task, two queues on one database', async () => {
    const userId = await userWith(0);
    // The earlier cases' tasks leave the line: this case's queue holds only its own.
    await database.kdb.updateTable('tasks').set({ phase: 'done' }).where('phase', '!=', 'done').execute();
    const ids: string[] = [];
    const now = Date.now();
    for (let i = 0; i < 6; i++) {
      const id = crypto.randomUUID();
      ids.push(id);
      await database.kdb
        .insertInto('tasks')
        .values({
          id,
          user_id: userId,
          algorithm: 'text2image',
          status: 2,
          phase: 'queued',
          params: JSON.stringify({ prompt: 'x', hang: true }),
          cost: 0,
          request_fingerprint: '',
          created_ms: now + i,
          updated_ms: now + i,
        })
        .execute();
    }
    // The queue's place in line agrees with the order it takes: oldest first.
    expect(await Promise.all(ids.map((id) => queuedAhead(database.kdb, id, Date.now())))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    const opts = { ...DEFAULT_QUEUE_OPTIONS, concurrency: 4, minMs: 0, progressFlushMs: 20, shared: true };
    const queues = [1, 2].map(
      () =>
        new TaskQueue(
          database.kdb,
          dataDir,
          directoryMediaStore(dataDir),
          engine,
          opts,
          inProcessTaskChangeBus(),
        ),
    );
    await Promise.all(queues.map((q) => q.start()));
    for (let i = 0; i < 100 && queues[0].runningCount + queues[1].runningCount < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const rows = await database.kdb
      .selectFrom('tasks')
      .select(['phase', 'attempts', 'lease_owner'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.phase === 'running' && r.attempts === 1)).toBe(true);
    expect(queues[0].runningCount + queues[1].runningCount).toBe(6);
    for (const q of queues) {
      expect(rows.filter((r) => r.lease_owner === q.owner)).toHaveLength(q.runningCount);
    }
    await Promise.all(queues.map((q) => q.stop()));
    const after = await database.kdb.selectFrom('tasks').select('phase').where('id', 'in', ids).execute();
    expect(after.every((r) => r.phase === 'queued')).toBe(true);
  });
});
