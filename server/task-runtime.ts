import type { ServerConfig } from './config';
import type { Kysely } from 'kysely';
import { databaseFile, openDatabase, type Db } from './db/database';
import { sqliteKysely } from './db/sqlite-kysely';
import type { DB } from './db/schema';
import { DEFAULT_QUEUE_OPTIONS, TaskQueue } from './queue/task-queue';
import type { MediaEngine, QueueOptions } from './queue/types';
import { withFaultPrompt } from './queue/fault-prompt';
import { withRemoteEngines } from './engine/remote/remote-media-engine';
import { inProcessTaskChangeBus, type TaskChangeBus } from './tasks/task-change-bus';
import { redisTaskChangeBus } from './tasks/redis-task-change-bus';

/** What runs tasks, shared by an API process (`main.ts`) and an engine worker (`worker.ts`). */
export interface TaskRuntime {
  db: Db;
  kdb: Kysely<DB>;
  engine: MediaEngine;
  taskEvents: TaskChangeBus;
  taskQueue: TaskQueue;
  /** Stops the queue (running jobs go back to the queue), the engine and the bus; the database stays open. */
  stop(): Promise<void>;
}

export interface TaskRuntimeOverrides {
  engine?: MediaEngine;
  queue?: Partial<QueueOptions>;
  taskEvents?: TaskChangeBus;
}

/** The real engine is imported only when needed, so API tests never load models or worker code. */
async function loadRealMediaEngine(): Promise<MediaEngine> {
  return (await import('./queue/real-media-engine')).realMediaEngine;
}

export async function openTaskRuntime(
  config: ServerConfig,
  overrides: TaskRuntimeOverrides = {},
): Promise<TaskRuntime> {
  if (config.databaseUrl) {
    // Only some areas speak PostgreSQL yet (server/db/README.md); a server half on each database would split a
    // user's data, so it refuses to start rather than run so.
    throw new Error(
      'DATABASE_URL is set, but this server does not run on PostgreSQL yet: leave it unset to use SQLite under DATA_DIR',
    );
  }
  const db = openDatabase(databaseFile(config.dataDir), { shared: config.sharedData });
  const kdb = sqliteKysely(db);
  const baseEngine = overrides.engine ?? (await loadRealMediaEngine());
  const builtin = config.engineFaultPrompt
    ? withFaultPrompt(baseEngine, config.engineFaultPrompt)
    : baseEngine;
  // Algorithms a deployment routes to ComfyUI or an images API are made there; the rest by the built-in engine.
  const engine = withRemoteEngines(builtin, config.engines);
  // With Redis, a change made by a worker or another API process reaches the event streams of this one.
  const taskEvents =
    overrides.taskEvents ??
    (config.redisUrl ? redisTaskChangeBus(config.redisUrl, config.redisPrefix) : inProcessTaskChangeBus());
  const taskQueue = new TaskQueue(
    kdb,
    config.dataDir,
    engine,
    {
      ...DEFAULT_QUEUE_OPTIONS,
      concurrency: config.engineConcurrency,
      minMs: config.taskMinMs,
      leaseMs: config.queueLeaseMs,
      shared: config.sharedData,
      ...overrides.queue,
    },
    taskEvents,
  );
  return {
    db,
    kdb,
    engine,
    taskEvents,
    taskQueue,
    async stop() {
      await taskQueue.stop();
      await engine.close?.();
      await taskEvents.close?.();
    },
  };
}
