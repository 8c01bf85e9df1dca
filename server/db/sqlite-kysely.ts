import { Kysely, SqliteDialect, type KyselyPlugin } from 'kysely';
import type { Db } from './database';
import type { DB } from './schema';

/**
 * Carries the SQLite connection along with the Kysely database and every transaction opened on it (a plugin is
 * the one thing Kysely passes on to a transaction). It changes no query and no result.
 */
class SqliteConnection implements KyselyPlugin {
  constructor(readonly db: Db) {}
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = (args) => Promise.resolve(args.result);
}

/**
 * The Kysely database over the process's open SQLite connection. Areas move from hand-written SQL on `Db` to
 * Kysely one by one; both share this one connection, so a change made either way is seen by the other at once
 * and SQLite's one-writer rule holds. A Kysely transaction here awaits only better-sqlite3 calls, which answer at
 * once: no I/O callback of another request runs inside it. Work already queued as a promise continuation could,
 * and would write inside the open transaction, which is why an area moves whole, with every caller awaiting it.
 */
export function sqliteKysely(db: Db): Kysely<DB> {
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: db }),
    plugins: [new SqliteConnection(db)],
  });
}

/**
 * The SQLite connection under a Kysely database or transaction that sqliteKysely made; undefined on PostgreSQL.
 * For a moved area calling an area not moved yet (synchronous SQL on `Db`): on SQLite that call runs on the same
 * connection, so inside a Kysely transaction it is part of it.
 */
export function sqliteConnectionOf(kdb: Kysely<DB>): Db | undefined {
  const plugin = kdb.getExecutor().plugins.find((p) => p instanceof SqliteConnection);
  return plugin instanceof SqliteConnection ? plugin.db : undefined;
}
