import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPostgres } from '../../../server/db/dialect';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { testMediaEngine } from './support/test-media-engine';
import { requeueTask } from '../../../server/tasks/task-transitions';
import {
  balance,
  createTask,
  envelope,
  signIn,
  startTestApp,
  tempDataDir,
  until,
  waitFinished,
  type TestApp,
} from './support/test-app';

const open: TestApp[] = [];
afterEach(async () => {
  for (const t of open.splice(0)) await t.app.close();
});
async function start(...args: Parameters<typeof startTestApp>) {
  const t = await startTestApp(...args);
  open.push(t);
  return t;
}

function taskRow(t: TestApp, id: string) {
  return t.ctx.kdb
    .selectFrom('tasks')
    .select(['phase', 'status', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The task's graphile-worker job (PostgreSQL): its place, deliveries and lock. */
async function jobOf(t: TestApp, taskId: string) {
  const { rows } = await sql<{ run_at: Date; attempts: number; locked_by: string | null }>`
    SELECT run_at, attempts, locked_by FROM graphile_worker.jobs WHERE key = ${taskId}`.execute(t.ctx.kdb);
  return rows;
}

describe('restart recovery', () => {
  it('finishes a task interrupted by a server stop after the next start, charged once', async () => {
    const dataDir = tempDataDir();
    const engine = testMediaEngine();
    const first = await start({ dataDir, engine });
    const user = await signIn(first.ctx, 5);
    const { data } = envelope<CreateTaskData>(
      await createTask(first.app, user, 'text2image', { prompt: 'x', steps: 40, step_ms: 25 }),
    );
    await until(() => engine.started.includes(data.task_id));
    await first.app.close();
    open.splice(open.indexOf(first), 1);

    const second = await start({ dataDir, engine });
    const done = await waitFinished(second.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(3);
    expect(engine.started.filter((id) => id === data.task_id)).toHaveLength(2);
    expect((await taskRow(second, data.task_id)).attempts).toBe(2);
    expect(await balance(second.ctx, user.userId)).toBe(4);
  });

  it('takes back a task a dead process left running and clears its old outputs', async () => {
    const dataDir = tempDataDir();
    const first = await start({ dataDir, queue: { concurrency: 1 } });
    const user = await signIn(first.ctx, 5);
    // Stop the queue so the task stays queued, then fake a claim by a process that died.
    await first.ctx.taskQueue.stop();
    const { data } = envelope<CreateTaskData>(
      await createTask(first.app, user, 'text2image', { prompt: 'x' }),
    );
    await first.ctx.kdb
      .updateTable('tasks')
      .set({ phase: 'running', attempts: 1, lease_owner: 'dead', lease_until_ms: Date.now() + 60_000 })
      .where('id', '=', data.task_id)
      .execute();
    const outDir = path.join(dataDir, 'files', String(user.userId), data.task_id);
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'partial.png'), 'half a picture');
    await first.app.close();
    open.splice(open.indexOf(first), 1);

    const second = await start({ dataDir });
    const done = await waitFinished(second.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(3);
    expect(fs.readdirSync(outDir)).toEqual(['out.png']);
  });

  it('removes at start the run folders of processes that died mid-run, and only those', async () => {
    const dataDir = tempDataDir();
    const runs = path.join(dataDir, 'tmp', 'runs');
    const dead = path.join(runs, 'task-of-a-dead-process');
    const current = path.join(runs, 'task-another-process-runs');
    for (const folder of [dead, current]) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'out.png'), 'half a picture');
    }
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(dead, twoDaysAgo, twoDaysAgo);
    await start({ dataDir });
    expect(fs.readdirSync(runs)).toEqual(['task-another-process-runs']);
  });

  it('stops the engine work of a run whose claim another process took, leaving the task and its files to it', async () => {
    const t = await start();
    const user = await signIn(t.ctx, 5);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', steps: 400, step_ms: 25 }),
    );
    await until(() => t.engine.started.includes(data.task_id));
    // As another process's sweep would after this one's lease ran out: the task is now the other's.
    await t.ctx.kdb
      .updateTable('tasks')
      .set({ lease_owner: 'other', lease_until_ms: Date.now() + 60_000 })
      .where('id', '=', data.task_id)
      .execute();
    // The other run's output, stored in the task's folder while this run still works in its own.
    const outDir = path.join(t.dataDir, 'files', String(user.userId), data.task_id);
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'the-new-run.png'), 'being made');
    await until(() => t.ctx.taskQueue.runningCount === 0, 5_000);
    expect(t.engine.finished).not.toContain(data.task_id);
    expect(await taskRow(t, data.task_id)).toMatchObject({ phase: 'running', status: 2 });
    expect(fs.readdirSync(outDir)).toEqual(['the-new-run.png']);
  });

  it('fails (and refunds) a task that was interrupted too many times', async () => {
    const dataDir = tempDataDir();
    const first = await start({ dataDir });
    const user = await signIn(first.ctx, 5);
    await first.ctx.taskQueue.stop();
    const { data } = envelope<CreateTaskData>(
      await createTask(first.app, user, 'text2image', { prompt: 'x' }),
    );
    await first.ctx.kdb
      .updateTable('tasks')
      .set({ phase: 'running', attempts: 3 })
      .where('id', '=', data.task_id)
      .execute();
    // On PostgreSQL the runs are counted by graphile-worker: its job was delivered three times.
    if (onPostgres(first.ctx.kdb)) {
      await sql`SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs
        WHERE key = ${data.task_id}), attempts => 3)`.execute(first.ctx.kdb);
    }
    await first.app.close();
    open.splice(open.indexOf(first), 1);

    const second = await start({ dataDir });
    const done = await waitFinished(second.app, user, 'text2image', data.task_id);
    expect(done).toMatchObject({ status: 4, reason: 'The task was interrupted too many times' });
    expect(await balance(second.ctx, user.userId)).toBe(5);
  });

  it('runs a queued task that no job stands for (stored before the queue moved to graphile-worker)', async () => {
    const t = await start();
    const user = await signIn(t.ctx, 5);
    await t.ctx.taskQueue.stop();
    const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
    if (onPostgres(t.ctx.kdb)) {
      await sql`SELECT graphile_worker.remove_job(${data.task_id})`.execute(t.ctx.kdb);
      expect(await jobOf(t, data.task_id)).toEqual([]);
    }
    await t.app.close();
    open.splice(open.indexOf(t), 1);

    const again = await start({ dataDir: t.dataDir });
    const done = await waitFinished(again.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(3);
    expect(await balance(again.ctx, user.userId)).toBe(4);
    // The job goes just after the task ends (its delivery returns, or the sweep removes it).
    if (onPostgres(again.ctx.kdb)) await until(async () => (await jobOf(again, data.task_id)).length === 0);
  });

  it('runs a queued task whose job a dead process holds, long before graphile-worker would free it', async () => {
    const t = await start();
    const user = await signIn(t.ctx, 5);
    await t.ctx.taskQueue.stop();
    const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
    // Its job locked by a graphile-worker pool that no longer exists.
    if (onPostgres(t.ctx.kdb)) {
      await sql`UPDATE graphile_worker._private_jobs SET locked_by = 'pool-dead', locked_at = now() - interval '1 minute'
        WHERE key = ${data.task_id}`.execute(t.ctx.kdb);
    }
    await t.app.close();
    open.splice(open.indexOf(t), 1);

    // A process sharing the database: its start frees no job.
    const again = await start({ dataDir: t.dataDir, queue: { shared: true } });
    const done = await waitFinished(again.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(3);
    expect(await balance(again.ctx, user.userId)).toBe(4);
  });

  it('ends (and refunds) a queued task whose runs are all spent, never leaving it waiting', async () => {
    const t = await start();
    const user = await signIn(t.ctx, 5);
    await t.ctx.taskQueue.stop();
    const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
    // Its runs spent while it waited (on PostgreSQL: every delivery of its job, as failing handlers would leave it).
    await t.ctx.kdb.updateTable('tasks').set({ attempts: 3 }).where('id', '=', data.task_id).execute();
    if (onPostgres(t.ctx.kdb)) {
      await sql`UPDATE graphile_worker._private_jobs SET attempts = max_attempts WHERE key = ${data.task_id}`.execute(
        t.ctx.kdb,
      );
    }
    await t.app.close();
    open.splice(open.indexOf(t), 1);

    const again = await start({ dataDir: t.dataDir });
    const done = await waitFinished(again.app, user, 'text2image', data.task_id);
    expect(done).toMatchObject({ status: 4, reason: 'The task was interrupted too many times' });
    expect(await balance(again.ctx, user.userId)).toBe(5);
    // The job goes just after the task ends (its delivery returns, or the sweep removes it).
    if (onPostgres(again.ctx.kdb)) await until(async () => (await jobOf(again, data.task_id)).length === 0);
  });

  it('stops cleanly even when the engine ignores its abort signal', async () => {
    const t = await start();
    const user = await signIn(t.ctx);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', hang: true }),
    );
    await until(() => t.engine.started.includes(data.task_id));
    const placed = onPostgres(t.ctx.kdb) ? await jobOf(t, data.task_id) : [];
    await t.ctx.taskQueue.stop();
    expect(t.ctx.taskQueue.runningCount).toBe(0);
    expect(await taskRow(t, data.task_id)).toMatchObject({ phase: 'queued', status: 2 });
    if (onPostgres(t.ctx.kdb)) {
      // Its job waits, freed, in the place it had, its one delivery counted.
      expect(await jobOf(t, data.task_id)).toEqual([
        { run_at: placed[0]!.run_at, attempts: 1, locked_by: null },
      ]);
    }
  });

  it('puts back in line, unrun, a task claimed while the queue stopped, and stops without waiting for it', async () => {
    const t = await start();
    const user = await signIn(t.ctx);
    // The stop begins just as a claim succeeds (each queue's own claim: graphile-worker's delivery or the poll's).
    const queue = t.ctx.taskQueue as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const name = onPostgres(t.ctx.kdb) ? 'claim' : 'claimNext';
    const claim = queue[name]!.bind(queue);
    let stopping: Promise<void> | undefined;
    queue[name] = async (...args) => {
      const row = await claim(...args);
      if (row) stopping ??= t.ctx.taskQueue.stop();
      return row;
    };
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', steps: 400, step_ms: 25 }),
    );
    await until(() => stopping !== undefined);
    // A run begun after the stop's aborts would go on for its 10 s, the stop waiting for it.
    const stopStarted = Date.now();
    await stopping;
    expect(Date.now() - stopStarted).toBeLessThan(3_000);
    expect(t.engine.started).not.toContain(data.task_id);
    expect(await taskRow(t, data.task_id)).toMatchObject({ phase: 'queued', status: 2 });
    if (onPostgres(t.ctx.kdb)) expect((await jobOf(t, data.task_id))[0]?.locked_by).toBeNull();
  });

  it('puts its runs back in line when the queue stops under them (graphile-worker by itself), and still closes', async () => {
    const t = await start();
    const user = await signIn(t.ctx);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', steps: 600, step_ms: 25 }),
    );
    await until(() => t.engine.started.includes(data.task_id));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopStarted = Date.now();
    try {
      // On PostgreSQL graphile-worker's runner stops on its own (as on a failure); on SQLite the queue is stopped.
      const runner = (t.ctx.taskQueue as unknown as { runner?: { stop(): Promise<void> } }).runner;
      await (runner ? runner.stop() : t.ctx.taskQueue.stop());
      // Its run is aborted once graphile-worker gives up waiting (5 s), not left to run its 15 s.
      expect(Date.now() - stopStarted).toBeLessThan(10_000);
      expect(await taskRow(t, data.task_id)).toMatchObject({ phase: 'queued', status: 2 });
      expect(t.ctx.taskQueue.runningCount).toBe(0);
      if (runner) {
        expect(await jobOf(t, data.task_id)).toMatchObject([{ attempts: 1, locked_by: null }]);
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/graphile-worker stopped by itself/));
      }
      await expect(t.ctx.taskQueue.stop()).resolves.toBeUndefined();
    } finally {
      logged.mockRestore();
    }
  }, 20_000);

  it("puts back in line a live process's run whose lease ran out, leaving its other runs (and their jobs) alone", async () => {
    const t = await start({ env: { ENGINE_CONCURRENCY: '1' } });
    const user = await signIn(t.ctx, 5);
    const created = async (params: Record<string, unknown>) =>
      envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', params)).data.task_id;
    const running = await created({ prompt: 'x', steps: 400, step_ms: 25 });
    await until(() => t.engine.started.includes(running));
    const placed = onPostgres(t.ctx.kdb) ? await jobOf(t, running) : [];
    // A second run of this very process whose lease ran out (stalled), while the first renews its own.
    const stalled = await created({ prompt: 'y' });
    const { owner } = t.ctx.taskQueue;
    // The sweep's guard first: a lease renewed after the sweep read the run (a heartbeat in between) keeps it.
    const sweptAt = Date.now();
    await t.ctx.kdb
      .updateTable('tasks')
      .set({ phase: 'running', attempts: 1, lease_owner: owner, lease_until_ms: sweptAt + 30_000 })
      .where('id', '=', stalled)
      .execute();
    expect(await requeueTask(t.ctx.kdb, t.ctx.taskEvents, stalled, owner, sweptAt)).toBe(false);
    await t.ctx.kdb
      .updateTable('tasks')
      .set({
        phase: 'running',
        attempts: 1,
        lease_owner: t.ctx.taskQueue.owner,
        lease_until_ms: Date.now() - 1,
      })
      .where('id', '=', stalled)
      .execute();
    await until(async () => (await taskRow(t, stalled)).phase !== 'running', 5_000);
    // The sweeps since have left the live run alone: still this process's, its job still held by its pool.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(t.ctx.taskQueue.runningCount).toBe(1);
    expect(t.engine.started.filter((id) => id === running)).toHaveLength(1);
    if (onPostgres(t.ctx.kdb)) expect(await jobOf(t, running)).toEqual(placed);
    expect((await waitFinished(t.app, user, 'text2image', stalled)).status).toBe(3);
  }, 20_000);

  it('runs no more tasks at once than its concurrency', async () => {
    const t = await start({ env: { ENGINE_CONCURRENCY: '2' } });
    const user = await signIn(t.ctx);
    let most = 0;
    const watcher = setInterval(() => (most = Math.max(most, t.ctx.taskQueue.runningCount)), 2);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await createTask(t.app, user, 'text2image', { prompt: `p${i}`, steps: 5, step_ms: 10 });
      ids.push(envelope<CreateTaskData>(res).data.task_id);
    }
    for (const id of ids) expect((await waitFinished(t.app, user, 'text2image', id)).status).toBe(3);
    clearInterval(watcher);
    expect(most).toBe(2);
  });
});
