import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import type { ServerConfig } from './config';
import type { TaskQueueApi } from './queue/types';
import type { SessionCache } from './auth/session-cache';
import type { TaskChangeBus } from './tasks/task-change-bus';
import type { MediaStore } from './media-store/media-store';
import type { JobLeases } from './jobs/job-leases';

/** What every route module and background job receives: no globals. */
export interface AppContext {
  /** The database (Kysely): PostgreSQL with DATABASE_URL, else SQLite under DATA_DIR (server/db/README.md). */
  kdb: Kysely<DB>;
  config: ServerConfig;
  secret: Uint8Array;
  /** Verified tokens and live sessions, kept briefly; revoking a session must call `invalidate`. */
  sessionCache: SessionCache;
  /** The persistent task queue: routes tell it of new tasks and cancellations, and reach the engine through it. */
  taskQueue: TaskQueueApi;
  /**
   * Announces changes of tasks to the user's open event streams (GET /v1/ai/events). In-process here; several
   * API processes on one database would swap in a shared bus (PostgreSQL LISTEN/NOTIFY, Redis pub/sub).
   */
  taskEvents: TaskChangeBus;
  /**
   * Where uploads and engine outputs are kept (server/media-store/): a folder (DATA_DIR, or MEDIA_DIR) or an
   * S3-compatible bucket, the same for every process. A files row's `path` is its key.
   */
  media: MediaStore;
  /** How often an open event stream pings and re-checks its session. */
  streamHeartbeatMs: number;
  /**
   * Set when the process was asked to stop (SIGTERM): /readyz answers 503 so a load balancer sends no more,
   * while requests in flight finish.
   */
  lifecycle: { draining: boolean };
  /** Which process runs each periodic job (renewals, cleanups): with Redis one at a time, else every one. */
  jobLeases: JobLeases;
  /** Hooks run when the server closes (queues, workers). */
  onClose: Array<() => Promise<void> | void>;
}
