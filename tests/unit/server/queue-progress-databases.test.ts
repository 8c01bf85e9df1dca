/** The progress beat on both databases: writes never overlap, none after stop(), and a lost task stops it. */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { ProgressReporter } from '../../../server/queue/progress-reporter';
import { inProcessTaskChangeBus } from '../../../server/tasks/task-change-bus';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('the progress reporter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  async function runningTask(owner: string) {
    const { id: userId } = await database.kdb
      .insertInto('users')
      .values({ email: `${crypto.randomUUID()}@test.local`, password_hash: 'x', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = crypto.randomUUID();
    await database.kdb
      .insertInto('tasks')
      .values({
        id,
        user_id: userId,
        algorithm: 'text2image',
        status: 2,
        phase: 'running',
        params: '{}',
        cost: 1,
        request_fingerprint: '',
        created_ms: 0,
        lease_owner: owner,
      })
      .execute();
    return { id, user_id: userId };
  }

  const read = (id: string) =>
    database.kdb
      .selectFrom('tasks')
      .select(['progress', 'heartbeat_ms', 'lease_until_ms', 'updated_ms'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('writes progress and the lease on its beat, and nothing once stop() has resolved', async () => {
    const task = await runningTask('me');
    const opts = { minMs: 0, flushMs: 5, leaseMs: 1000 };
    const reporter = new ProgressReporter(database.kdb, inProcessTaskChangeBus(), task, 'me', 0, opts);
    reporter.start();
    reporter.report(42);
    await sleep(60);
    await reporter.stop();
    const stopped = await read(task.id);
    expect(stopped.progress).toBe(42);
    expect(stopped.lease_until_ms).toBeGreaterThan(Date.now());
    reporter.report(80);
    await sleep(40);
    expect(await read(task.id)).toEqual(stopped);
  });

  it('stops and says so when the task is no longer its run’s', async () => {
    const task = await runningTask('me');
    let lost = 0;
    const opts = { minMs: 0, flushMs: 5, leaseMs: 1000 };
    const reporter = new ProgressReporter(database.kdb, inProcessTaskChangeBus(), task, 'me', 0, opts, () => {
      lost += 1;
    });
    reporter.start();
    await database.kdb
      .updateTable('tasks')
      .set({ lease_owner: 'another' })
      .where('id', '=', task.id)
      .execute();
    await sleep(60);
    await reporter.stop();
    expect(lost).toBe(1);
    expect((await read(task.id)).progress).toBe(0);
  });
});
