import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from './database';
import type { DB } from './schema';

/**
 * The Kysely database over the process's open SQLite connection. Areas move from hand-written SQL on `Db` to
 * Kysely one by one; both share this one connection, so a change made either way is seen by the other at once
 * and SQLite's one-writer rule holds. A Kysely transaction here awaits only better-sqlite3 calls, which answer at
 * once: no I/O callback of another request runs inside it. Work already queued as a promise continuation could,
 * and would write inside the open transaction, which is why an area moves whole, with every caller awaiting it.
 */
export function sqliteKysely(db: Db): Kysely<DB> {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: db }) });
}
