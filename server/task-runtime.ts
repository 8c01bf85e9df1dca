import type { ServerConfig } from './config';
import type { Kysely } from 'kysely';
import { databaseFile, openDatabase, type Db } from './db/database';
import { sqliteKysely } from './db/sqlite-kysely';
import { migratePostgres, openPostgres } from './db/postgres';
import type { DB } from './db/schema';
import { DEFAULT_QUEUE_OPTIONS, TaskQueue } from './queue/task-queue';
import { GraphileTaskQueue } from './queue/graphile-task-queue';
import type { MediaEngine, QueueOptions, TaskQueueApi } from './queue/types';
import { withFaultPrompt } from './queue/fault-prompt';
import { withRemoteEngines } from './engine/remote/remote-media-engine';
import { inProcessTaskChangeBus, type TaskChangeBus } from './tasks/task-change-bus';
import { redisTaskChangeBus } from './tasks/redis-task-change-bus';
import type { MediaStore } from './media-store/media-store';
import { openMediaStore } from './media-store/open-media-store';

/** What runs tasks, shared by an API process (`main.ts`) and an engine worker (`worker.ts`). */
export interface TaskRuntime {
  /** The database: PostgreSQL with DATABASE_URL, else SQLite under DATA_DIR. `destroy()` closes it. */
  kdb: Kysely<DB>;
  /** The SQLite connection under `kdb` when on SQLite (tests and benches read it directly); else undefined. */
  sqlite: Db | undefined;
  engine: MediaEngine;
  taskEvents: TaskChangeBus;
  /** graphile-worker's on PostgreSQL, the built-in one on SQLite (server/queue/README.md). */
  taskQueue: TaskQueueApi;
  /** The media store every process of the deployment shares (MEDIA_DIR, S3_BUCKET; default: DATA_DIR). */
  media: MediaStore;
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

/** PostgreSQL (migrated first: processes starting together apply each migration once) or the SQLite file. */
async function openData(config: ServerConfig): Promise<{ kdb: Kysely<DB>; sqlite: Db | undefined }> {
  if (config.databaseUrl) {
    await migratePostgres(config.databaseUrl);
    return { kdb: openPostgres(config.databaseUrl), sqlite: undefined };
  }
  const sqlite = openDatabase(databaseFile(config.dataDir), { shared: config.sharedData });
  return { kdb: sqliteKysely(sqlite), sqlite };
}

export async function openTaskRuntime(
  config: ServerConfig,
  overrides: TaskRuntimeOverrides = {},
): Promise<TaskRuntime> {
  const { kdb, sqlite } = await openData(config);
  const media = await openMediaStore(config.media);
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
  const queueOptions: QueueOptions = {
    ...DEFAULT_QUEUE_OPTIONS,
    concurrency: config.engineConcurrency,
    minMs: config.taskMinMs,
    leaseMs: config.queueLeaseMs,
    shared: config.sharedData,
    ...overrides.queue,
  };
  const taskQueue: TaskQueueApi = config.databaseUrl
    ? new GraphileTaskQueue(kdb, config.databaseUrl, config.dataDir, media, engine, queueOptions, taskEvents)
    : new TaskQueue(kdb, config.dataDir, media, engine, queueOptions, taskEvents);
  return {
    kdb,
    sqlite,
    engine,
    taskEvents,
    taskQueue,
    media,
    async stop() {
      await taskQueue.stop();
      await engine.close?.();
      await taskEvents.close?.();
      media.close?.();
    },
  };
}
