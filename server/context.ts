import type { Db } from './db/database';
import type { ServerConfig } from './config';

/** What every route module and background job receives: no globals. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  secret: Uint8Array;
  /** Hooks run when the server closes (queues, workers). */
  onClose: Array<() => Promise<void> | void>;
}
