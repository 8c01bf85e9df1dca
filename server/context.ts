import type { Db } from './db/database';
import type { ServerConfig } from './config';
import type { TaskQueue } from './queue/task-queue';

/** What every route module and background job receives: no globals. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  secret: Uint8Array;
  /** The persistent task queue: routes tell it of new tasks and cancellations, and reach the engine through it. */
  taskQueue: TaskQueue;
  /** Hooks run when the server closes (queues, workers). */
  onClose: Array<() => Promise<void> | void>;
}
