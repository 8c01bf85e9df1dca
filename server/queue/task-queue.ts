import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { failTask, requeueTask } from '../tasks/task-transitions';
import { say } from '../i18n/server-text';
import type { TaskChangeBus } from '../tasks/task-change-bus';
import type { TaskRow } from '../tasks/task-rows';
import { runClaimedTask, type AbortWhy } from './run-task';
import { nextQueuedTask } from './queue-order';
import { sweepStaleRunFolders } from './run-folders';
import type { MediaEngine, QueueOptions } from './types';
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
 * The persistent task queue. Tasks live in SQLite (phase 'queued' → 'running' → 'done'); this instance claims
 * them oldest first up to its concurrency and runs them to an end whether or not anyone polls. A sole process
 * (the embedded default) takes back every task left 'running' on start; its sweep takes back claims whose lease
 * ran out, which is how processes sharing one database (SHARED_DATA: API processes, `npm run worker`) pick up
 * the tasks of one that died. A concurrency of 0 runs nothing (an API process beside workers).
 */
export class TaskQueue {
  /** Lease owner id of this instance. */
  readonly owner = crypto.randomUUID();
  private readonly running = new Map<string, AbortController>();
  private readonly runs = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private state: 'new' | 'started' | 'stopped' = 'new';

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    /** Where inputs are read and outputs kept (server/media-store/). */
    private readonly media: MediaStore,
    readonly engine: MediaEngine,
    private readonly opts: QueueOptions,
    /** Where every change of a task's reported state is announced (the event stream listens). */
    private readonly events: TaskChangeBus,
  ) {}

  start(): void {
    if (this.state !== 'new') return;
    this.state = 'started';
    sweepStaleRunFolders(this.dataDir);
    if (!this.opts.shared) {
      const interrupted = this.db.prepare("SELECT id FROM tasks WHERE phase = 'running'").all() as Array<{
        id: string;
      }>;
      for (const { id } of interrupted) requeueTask(this.db, this.events, id);
    }
    this.timer = setInterval(() => this.sweep(), SWEEP_MS);
    this.timer.unref();
    this.pump();
  }

  /** A task was stored: start it now if a slot is free. */
  notify(): void {
    if (this.state === 'started') this.pump();
  }

  /** Stops the engine work of a task this instance runs (its ending is decided by the caller). */
  abort(taskId: string, why: AbortWhy): void {
    this.running.get(taskId)?.abort(why);
  }

  get runningCount(): number {
    return this.running.size;
  }

  /** Aborts in-flight runs; they go back to 'queued' and restart on the next start. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearInterval(this.timer);
    for (const controller of this.running.values()) controller.abort('shutdown' satisfies AbortWhy);
    await Promise.allSettled([...this.runs]);
  }

  private sweep(): void {
    const expired = this.db
      .prepare("SELECT id FROM tasks WHERE phase = 'running' AND lease_until_ms < ?")
      .all(Date.now()) as Array<{ id: string }>;
    for (const { id } of expired) if (!this.running.has(id)) requeueTask(this.db, this.events, id);
    this.pump();
  }

  private pump(): void {
    while (this.state === 'started' && this.running.size < this.opts.concurrency) {
      const row = this.claimNext();
      if (!row) return;
      const controller = new AbortController();
      this.running.set(row.id, controller);
      const deps = {
        db: this.db,
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
          this.pump();
        });
      this.runs.add(run);
    }
  }

  /** Claims the next queued task (queue-order: oldest first, faster plans ahead) for this instance; a task restarted too often fails instead. */
  private claimNext(): TaskRow | undefined {
    for (;;) {
      const now = Date.now();
      const row = this.db
        .transaction((): TaskRow | 'exhausted' | undefined => {
          const next = nextQueuedTask(this.db, now);
          if (!next) return undefined;
          // Claiming changes nothing a poll reports (status 2, progress 0), so it announces nothing.
          if (next.attempts >= this.opts.maxAttempts) {
            failTask(
              this.db,
              this.events,
              next.id,
              TASK_STATUS_FAILED,
              { text: say('The task was interrupted too many times') },
              now,
            );
            return 'exhausted';
          }
          this.db
            .prepare(
              `UPDATE tasks SET phase = 'running', started_ms = ?, attempts = attempts + 1, progress = 0,
             lease_owner = ?, lease_until_ms = ?, heartbeat_ms = ? WHERE id = ?`,
            )
            .run(now, this.owner, now + this.opts.leaseMs, now, next.id);
          return {
            ...next,
            phase: 'running',
            started_ms: now,
            attempts: next.attempts + 1,
            lease_owner: this.owner,
          };
        })
        .immediate();
      if (row !== 'exhausted') return row;
    }
  }
}
