import { Kysely, SqliteDialect } from 'kysely';
import type { Db } from './database';
import type { DB } from './schema';

/**
 * The Kysely database over the process's open SQLite connection. The few places still written in SQL on `Db`
 * (the readiness probe's fallback, benches, tests' setup) share this one connection, so a change made either way
 * is seen by the other at once and SQLite's one-writer rule holds. A Kysely transaction here awaits only
 * better-sqlite3 calls, which answer at once: no I/O callback of another request runs inside it.
 */
export function sqliteKysely(db: Db): Kysely<DB> {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: db }) });
}
