import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AbortWhy } from './run-task';
import type { AlgorithmModule, EngineJob, EngineOutput } from '../engine/types';

/** An algorithm the product knows but this server will not run, with a reason a user can read (→ 490026). */
export interface AlgorithmRefusal {
  refusal: string;
}

/**
 * What the queue and the create route need from the media engine. Injected so tests run small modules and
 * the real engine (worker threads, models) is loaded only by a server that serves users.
 */
export interface MediaEngine {
  /** The module for a key; a refusal for a known key without an engine; undefined for an unknown key. */
  moduleFor(key: string): AlgorithmModule | AlgorithmRefusal | undefined;
  /** Runs one job to its outputs; rejects with a readable message when the engine fails. */
  run(job: EngineJob): Promise<EngineOutput>;
  /** Releases engine resources (worker threads) when the server closes, after the queue has stopped. */
  close?(): Promise<void>;
}

export function isRefusal(found: AlgorithmModule | AlgorithmRefusal | undefined): found is AlgorithmRefusal {
  return found !== undefined && 'refusal' in found;
}

/** Queue timings; each has a production default in task-queue.ts and is injectable for tests. */
export interface QueueOptions {
  concurrency: number;
  /** Every task stays in progress at least this long (config.taskMinMs). */
  minMs: number;
  /** A run longer than this ends the task with status 6. */
  deadlineMs: number;
  /** Progress reaches the database at most this often. */
  progressFlushMs: number;
  /** A claim not renewed for this long counts as abandoned by a dead process. */
  leaseMs: number;
  /** Runs (counting restarts) a task gets before it fails for good. */
  maxAttempts: number;
  /**
   * Other processes run tasks from the same database (SHARED_DATA): a start leaves their claims to their leases
   * instead of taking back every running task.
   */
  shared: boolean;
}

/**
 * What the server needs of the task queue, whichever runs (server/queue/README.md): the built-in one (TaskQueue,
 * on SQLite) or graphile-worker's (GraphileTaskQueue, on PostgreSQL).
 */
export interface TaskQueueApi {
  /** This process's lease owner id, as tasks it runs record it. */
  readonly owner: string;
  readonly engine: MediaEngine;
  /** Starts running tasks (none with a concurrency of 0); resolves once the queue is running. */
  start(): Promise<void>;
  /** A task was stored: start it now if a slot is free. */
  notify(): void;
  /** Stops the engine work of a task this process runs (its ending is decided by the caller). */
  abort(taskId: string, why: AbortWhy): void;
  readonly runningCount: number;
  /** Aborts in-flight runs, which go back in line; resolves when they have. */
  stop(): Promise<void>;
  /** Puts a task just stored in line, in the transaction that stores it (the built-in queue reads the rows). */
  enqueue(trx: Kysely<DB>, taskId: string, nowMs: number): Promise<void>;
}
