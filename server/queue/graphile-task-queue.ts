import { EventEmitter } from 'node:events';
import { run, type JobHelpers, type Runner, type WorkerEvents } from 'graphile-worker';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { DB } from '../db/schema';
import { postgresPool } from '../db/postgres';
import { failTask, requeueTask } from '../tasks/task-transitions';
import { say } from '../i18n/server-text';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import type { TaskRow } from '../tasks/task-rows';
import type { MediaStore } from '../media-store/media-store';
import { runClaimedTask, type AbortWhy } from './run-task';
import { sweepStaleRunFolders } from './run-folders';
import {
  addTaskJob,
  graphileLogger,
  LeftInLine,
  removeTaskJob,
  RUN_TASK_JOB,
  undeliveredTasks,
  unlockAllJobs,
  unlockJobsOf,
  unlockStaleQueuedJobs,
  type RunTaskPayload,
} from './graphile-jobs';
import type { MediaEngine, QueueOptions, TaskQueueApi } from './types';
import { TASK_STATUS_FAILED } from '../../src/core/task-status';

/** How often the sweep looks for runs whose lease ran out, and how often an idle graphile worker looks for jobs. */
const SWEEP_MS = 1000;
/** How often a job whose task another run holds looks again (see handle). */
const WATCH_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The task queue on PostgreSQL: graphile-worker delivers one job per queued task (added with the task, see
 * graphile-jobs.ts) in the queue's order, counts its deliveries and wakes workers by LISTEN/NOTIFY. The task row
 * stays the truth: a delivery claims the task with the same guarded UPDATE as the built-in queue, and the job is
 * completed (deleted) only once its task has ended. A worker's heartbeat is its tasks' leases (renewed by the
 * progress reporter): the sweep of any process puts back in line a task whose lease ran out and frees the jobs of
 * the graphile-worker pool that held it (force_unlock_workers), so another process takes it within the lease and a
 * sweep, where graphile-worker itself would wait 4 hours. A concurrency of 0 runs and sweeps nothing (an API
 * process beside workers): it only adds jobs.
 */
export class GraphileTaskQueue implements TaskQueueApi {
  private readonly running = new Map<string, AbortController>();
  private runner: Runner | undefined;
  /** graphile-worker's connections (its workers, its LISTEN), ended by stop(): it does not wait for a pool's end. */
  private pool: pg.Pool | undefined;
  private timer: NodeJS.Timeout | undefined;
  private state: 'new' | 'started' | 'stopped' = 'new';
  /** graphile-worker's id of this process's pool: the jobs' locked_by and the tasks' lease_owner. */
  private poolId: string | undefined;
  private sweeping: Promise<void> | undefined;
  /** graphile-worker's runner has ended (stopped by us or by itself): stopping it again would reject. */
  private runnerEnded = false;

  constructor(
    private readonly kdb: Kysely<DB>,
    private readonly databaseUrl: string,
    private readonly dataDir: string,
    private readonly media: MediaStore,
    readonly engine: MediaEngine,
    private readonly opts: QueueOptions,
    private readonly events: TaskChangeBus,
  ) {}

  get owner(): string {
    return this.poolId ?? 'graphile-worker (not started)';
  }

  get runningCount(): number {
    return this.running.size;
  }

  enqueue(trx: Kysely<DB>, taskId: string, nowMs: number): Promise<void> {
    return addTaskJob(trx, taskId, nowMs, this.opts.maxAttempts);
  }

  /** graphile-worker hears of new jobs itself (LISTEN/NOTIFY). */
  notify(): void {}

  abort(taskId: string, why: AbortWhy): void {
    this.running.get(taskId)?.abort(why);
  }

  async start(): Promise<void> {
    if (this.state !== 'new' || this.opts.concurrency === 0) return;
    this.state = 'started';
    sweepStaleRunFolders(this.dataDir);
    if (!this.opts.shared) {
      // A sole process: every running task and every locked job was its own earlier run's, stopped or crashed.
      const interrupted = await this.kdb
        .selectFrom('tasks')
        .select('id')
        .where('phase', '=', 'running')
        .execute();
      for (const { id } of interrupted) await requeueTask(this.kdb, this.events, id);
      await unlockAllJobs(this.kdb);
    }
    const events = new EventEmitter() as WorkerEvents;
    events.on('pool:create', ({ workerPool }) => (this.poolId = workerPool.id));
    // A connection for each worker, one for LISTEN, one spare.
    this.pool = postgresPool(this.databaseUrl, this.opts.concurrency + 2);
    this.runner = await run({
      pgPool: this.pool,
      concurrency: this.opts.concurrency,
      // The process's own stop (stop-signal.ts) stops the queue; graphile-worker must not act on signals too.
      noHandleSignals: true,
      // A job freed by the sweep announces nothing: idle workers look again this often.
      pollInterval: SWEEP_MS,
      taskList: { [RUN_TASK_JOB]: (payload, helpers) => this.handle(payload as RunTaskPayload, helpers) },
      crontab: '',
      logger: graphileLogger,
      events,
    });
    // graphile-worker may stop by itself (its pool failing, say): this process would then run no task while it
    // looked alive, so it must not pass unnoticed.
    this.runner.promise.then(
      () => this.onRunnerEnded('it ended'),
      (err: unknown) => this.onRunnerEnded(err),
    );
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((err: unknown) => console.error('task queue sweep failed', err))
        .finally(() => (this.sweeping = undefined));
    }, SWEEP_MS);
    this.timer.unref();
  }

  /**
   * Aborts in-flight runs (each goes back in line) and stops graphile-worker: each job not ended is freed before
   * its handler returns (see leaveInLine), keeping its place and its count of deliveries.
   */
  async stop(): Promise<void> {
    if (this.state !== 'started') {
      this.state = 'stopped';
      return;
    }
    this.state = 'stopped';
    clearInterval(this.timer);
    // First, so no worker takes another job; it waits for the handlers, which end once their runs are aborted.
    const stopped = this.runnerEnded ? undefined : this.runner?.stop();
    for (const controller of this.running.values()) controller.abort('shutdown' satisfies AbortWhy);
    try {
      await stopped;
    } finally {
      // Its connections end even when graphile-worker's stop failed.
      await this.sweeping;
      await this.pool?.end();
    }
  }

  /** graphile-worker's runner ended: by our stop, or by itself, which is logged loudly and stops this queue. */
  private onRunnerEnded(why: unknown): void {
    this.runnerEnded = true;
    if (this.state !== 'started') return;
    console.error(
      `task queue: graphile-worker stopped by itself (${String(why)}); this process runs no more tasks`,
    );
    this.stop().catch((err: unknown) => console.error('task queue stop failed', err));
  }

  /**
   * One delivery of a task's job. Returning completes (deletes) the job, so it returns only when the task has
   * ended; otherwise it leaves the job in line (LeftInLine). A delivery while another run holds the task (a pool
   * whose jobs the sweep freed while it still ran) watches it: that run ends it, or its lease runs out and the
   * sweep puts it back in line, and this delivery takes it.
   */
  private async handle(payload: RunTaskPayload, { job, abortSignal }: JobHelpers): Promise<void> {
    const { taskId } = payload;
    const owner = job.locked_by ?? this.owner;
    // Our stop says so by the state; graphile-worker's own (it stops by itself) by the handler's signal.
    const stopping = () => this.state !== 'started' || abortSignal.aborted;
    for (;;) {
      if (stopping()) return this.leaveInLine(owner, true);
      if (job.attempts > this.opts.maxAttempts) {
        if (await this.failInterrupted(taskId)) return;
      } else if (!this.running.has(taskId)) {
        // Not while this process still runs it (a delivery freed by a sweep while its run ends): it watches.
        const row = await this.claim(taskId, owner, job.attempts);
        if (row && stopping()) {
          // Stopped while claiming: the claim goes back to the line rather than run after the stop.
          await requeueTask(this.kdb, this.events, taskId, owner);
          return this.leaveInLine(owner, true);
        }
        if (row) {
          await this.runTask(row, owner, abortSignal);
          if (await this.ended(taskId)) return;
          return this.leaveInLine(owner, stopping());
        }
      }
      if (await this.ended(taskId)) return;
      await sleep(WATCH_MS);
    }
  }

  /** The built-in queue's rule: a task still in line after its last run allowed fails (and is refunded). */
  private failInterrupted(taskId: string): Promise<boolean> {
    const reason = { text: say('The task was interrupted too many times') };
    const { kdb, events } = this;
    return failTask(kdb, events, taskId, TASK_STATUS_FAILED, reason, Date.now(), undefined, 'queued');
  }

  /** Nothing left to run: the task ended (or was removed). */
  private async ended(taskId: string): Promise<boolean> {
    const row = await this.kdb
      .selectFrom('tasks')
      .select('phase')
      .where('id', '=', taskId)
      .executeTakeFirst();
    return !row || row.phase === 'done';
  }

  /** The job stays in line: freed first when this process stops (so fail_job, guarded by the lock, changes nothing). */
  private async leaveInLine(owner: string, stopping: boolean): Promise<never> {
    if (stopping) await unlockJobsOf(this.kdb, [owner]);
    throw new LeftInLine(`left in line`);
  }

  /**
   * The built-in queue's claim (one guarded UPDATE: still queued … RETURNING), its run count the job's deliveries
   * (graphile-worker's bookkeeping) and its lease owner the pool holding the job.
   */
  private async claim(taskId: string, owner: string, attempts: number): Promise<TaskRow | undefined> {
    const now = Date.now();
    // Claiming changes nothing a poll reports (status 2, progress 0), so it announces nothing.
    return (await this.kdb
      .updateTable('tasks')
      .set({
        phase: 'running',
        started_ms: now,
        attempts,
        progress: 0,
        lease_owner: owner,
        lease_until_ms: now + this.opts.leaseMs,
        heartbeat_ms: now,
      })
      .where('id', '=', taskId)
      .where('phase', '=', 'queued')
      .returningAll()
      .executeTakeFirst()) as TaskRow | undefined;
  }

  /** Runs a claimed task; graphile-worker stopping by itself (its signal) aborts it as our stop would. */
  private async runTask(row: TaskRow, owner: string, stopSignal: AbortSignal): Promise<void> {
    const controller = new AbortController();
    const onStop = () => controller.abort('shutdown' satisfies AbortWhy);
    stopSignal.addEventListener('abort', onStop, { once: true });
    this.running.set(row.id, controller);
    const { kdb, dataDir, media, engine, opts, events } = this;
    try {
      await runClaimedTask({ kdb, dataDir, media, engine, opts, owner, events }, row, controller);
    } catch (err) {
      // runClaimedTask ends tasks itself; reaching here means the database failed under it.
      console.error(`task ${row.id} run failed`, err);
    } finally {
      stopSignal.removeEventListener('abort', onStop);
      this.running.delete(row.id);
    }
  }

  /**
   * Runs whose lease ran out (their process died or stalled): each task goes back in line (only while its lease
   * has still run out) and the jobs of the pool that held it are freed, unless that pool still renews another
   * lease (alive: its own handler leaves the job in line once its run finds itself lost). Freed first: should this
   * process stop between the two, the job's next delivery watches the task until another sweep puts it back.
   */
  private async sweep(): Promise<void> {
    const now = Date.now();
    const expired = await this.kdb
      .selectFrom('tasks')
      .select(['id', 'lease_owner'])
      .where('phase', '=', 'running')
      .where('lease_until_ms', '<', now)
      .execute();
    // A pool still renewing a lease is alive, its other runs going on: force_unlock_workers would free them all.
    const alive = new Set(
      (
        await this.kdb
          .selectFrom('tasks')
          .select('lease_owner')
          .distinct()
          .where('phase', '=', 'running')
          .where('lease_until_ms', '>=', now)
          .execute()
      ).map((row) => row.lease_owner),
    );
    for (const { id, lease_owner } of expired) {
      if (this.running.has(id) || !lease_owner) continue;
      if (!alive.has(lease_owner)) await unlockJobsOf(this.kdb, [lease_owner]);
      await requeueTask(this.kdb, this.events, id, lease_owner, now);
    }
    // No task waits for ever: one whose job a dead process holds gets it freed, one without a job gets one, one
    // whose job is spent ends as interrupted (refunded).
    await unlockStaleQueuedJobs(this.kdb, this.opts.leaseMs);
    for (const { id, spent } of await undeliveredTasks(this.kdb)) {
      if (!spent) await addTaskJob(this.kdb, id, Date.now(), this.opts.maxAttempts);
      else if (await this.failInterrupted(id)) await removeTaskJob(this.kdb, id);
    }
  }
}
