import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { failTask, requeueTask } from '../tasks/task-transitions';
import { say } from '../i18n/server-text';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import type { TaskRow } from '../tasks/task-rows';
import { runClaimedTask, type AbortWhy } from './run-task';
import { nextQueuedTask } from './queue-order';
import { sweepStaleRunFolders } from './run-folders';
import type { MediaEngine, QueueOptions, TaskQueueApi } from './types';
import type { MediaStore } from '../media-store/media-store';
import { TASK_STATUS_FAILED } from '../../src/core/task-status';

export const DEFAULT_QUEUE_OPTIONS: Omit<QueueOptions, 'concurrency' | 'minMs'> = {
  deadlineMs: 10 * 60_000,
  progressFlushMs: 250,
  leaseMs: 30_000,
  maxAttempts: 3,
  shared: false,
};

/** How often the queue looks for work it was not told about and for abandoned claims. */
const SWEEP_MS = 1000;

/**
 * The built-in persistent task queue (on SQLite; PostgreSQL has GraphileTaskQueue). Tasks live in the database (phase 'queued' → 'running' → 'done'); this instance claims
 * them oldest first up to its concurrency and runs them to an end whether or not anyone polls. A sole process
 * (the embedded default) takes back every task left 'running' on start; its sweep takes back claims whose lease
 * ran out, which is how processes sharing one database (SHARED_DATA: API processes, `npm run worker`) pick up
 * the tasks of one that died. A concurrency of 0 runs nothing (an API process beside workers).
 */
export class TaskQueue implements TaskQueueApi {
  /** Lease owner id of this instance. */
  readonly owner = crypto.randomUUID();
  private readonly running = new Map<string, AbortController>();
  private readonly runs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private state: 'new' | 'started' | 'stopped' = 'new';
  /** The pass (recovery, sweep, claims) running now: passes never overlap, and stop() waits for this one. */
  private pass: Promise<void> | undefined;
  /** Asked for another pass while one ran (a task stored, a run ended). */
  private again = false;
  private recoverDue = false;
  private sweepDue = false;

  constructor(
    private readonly kdb: Kysely<DB>,
    private readonly dataDir: string,
    /** Where inputs are read and outputs kept (server/media-store/). */
    private readonly media: MediaStore,
    readonly engine: MediaEngine,
    private readonly opts: QueueOptions,
    /** Where every change of a task's reported state is announced (the event stream listens). */
    private readonly events: TaskChangeBus,
  ) {}

  /** Starts the queue; resolves once its first pass (taking back interrupted tasks, first claims) is done. */
  start(): Promise<void> {
    if (this.state !== 'new') return Promise.resolve();
    this.state = 'started';
    sweepStaleRunFolders(this.dataDir);
    this.recoverDue = !this.opts.shared;
    this.timer = setInterval(() => {
      this.sweepDue = true;
      this.kick();
    }, SWEEP_MS);
    this.timer.unref();
    return this.kick();
  }

  /** A task was stored: start it now if a slot is free. */
  notify(): void {
    if (this.state === 'started') void this.kick();
  }

  /** Stops the engine work of a task this instance runs (its ending is decided by the caller). */
  abort(taskId: string, why: AbortWhy): void {
    this.running.get(taskId)?.abort(why);
  }

  get runningCount(): number {
    return this.running.size;
  }

  /** The stored row is the line: nothing to add. */
  enqueue(): Promise<void> {
    return Promise.resolve();
  }

  /** Aborts in-flight runs; they go back to 'queued' and restart on the next start. Waits for the pass in flight. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearInterval(this.timer);
    for (const controller of this.running.values()) controller.abort('shutdown' satisfies AbortWhy);
    await this.pass;
    await Promise.allSettled([...this.runs]);
  }

  /** Runs a pass now, or right after the one running: one at a time, none lost. Resolves when it has run. */
  private kick(): Promise<void> {
    if (this.pass) {
      this.again = true;
      return this.pass;
    }
    const pass = (async () => {
      do {
        this.again = false;
        await this.onePass();
      } while (this.again && this.state === 'started');
    })()
      .catch((err: unknown) => console.error('task queue pass failed', err))
      .finally(() => (this.pass = undefined));
    this.pass = pass;
    return pass;
  }

  private async onePass(): Promise<void> {
    if (this.state !== 'started') return;
    if (this.recoverDue) {
      // A sole process: every task left 'running' was its own, interrupted by a stop or a crash.
      this.recoverDue = false;
      const interrupted = await this.kdb
        .selectFrom('tasks')
        .select('id')
        .where('phase', '=', 'running')
        .execute();
      for (const { id } of interrupted) await requeueTask(this.kdb, this.events, id);
    }
    if (this.sweepDue) {
      this.sweepDue = false;
      const now = Date.now();
      const expired = await this.kdb
        .selectFrom('tasks')
        .select('id')
        .where('phase', '=', 'running')
        .where('lease_until_ms', '<', now)
        .execute();
      for (const { id } of expired) {
        if (!this.running.has(id)) await requeueTask(this.kdb, this.events, id, undefined, now);
      }
    }
    await this.pump();
  }

  private async pump(): Promise<void> {
    while (this.state === 'started' && this.running.size < this.opts.concurrency) {
      const row = await this.claimNext();
      if (!row) return;
      if (this.state !== 'started') {
        // Stopped while claiming: the claim goes back to the line rather than run after the stop.
        await requeueTask(this.kdb, this.events, row.id, this.owner);
        return;
      }
      const controller = new AbortController();
      this.running.set(row.id, controller);
      const deps = {
        kdb: this.kdb,
        dataDir: this.dataDir,
        media: this.media,
        engine: this.engine,
        opts: this.opts,
        owner: this.owner,
        events: this.events,
      };
      const run = runClaimedTask(deps, row, controller)
        .catch((err: unknown) => {
          // runClaimedTask ends tasks itself; reaching here means the database failed under it.
          console.error(`task ${row.id} run failed`, err);
        })
        .finally(() => {
          this.running.delete(row.id);
          this.runs.delete(run);
          if (this.state === 'started') void this.kick();
        });
      this.runs.add(run);
    }
  }

  /**
   * Claims the next queued task (queue-order: oldest first, faster plans ahead) for this instance; a task
   * restarted too often fails instead. The claim is one guarded UPDATE (still queued … RETURNING): when another
   * process claimed the same task first it changes nothing, and this instance looks for the next one.
   */
  private async claimNext(): Promise<TaskRow | undefined> {
    for (;;) {
      const now = Date.now();
      const next = await nextQueuedTask(this.kdb, now);
      if (!next) return undefined;
      if (next.attempts >= this.opts.maxAttempts) {
        await failTask(
          this.kdb,
          this.events,
          next.id,
          TASK_STATUS_FAILED,
          { text: say('The task was interrupted too many times') },
          now,
          undefined,
          'queued',
        );
        continue;
      }
      // Claiming changes nothing a poll reports (status 2, progress 0), so it announces nothing.
      const claimed = await this.kdb
        .updateTable('tasks')
        .set((eb) => ({
          phase: 'running',
          started_ms: now,
          attempts: eb('attempts', '+', 1),
          progress: 0,
          lease_owner: this.owner,
          lease_until_ms: now + this.opts.leaseMs,
          heartbeat_ms: now,
        }))
        .where('id', '=', next.id)
        .where('phase', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
      if (claimed) return claimed as TaskRow;
    }
  }
}
