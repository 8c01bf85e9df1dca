import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Db } from './database';
import type { DB } from './schema';

/**
 * Prepared statements kept per SQL text. Kysely's SQLite driver prepares every query anew, and preparing (parsing
 * and planning) was the larger part of a hot read's cost: the signed-in check, a result poll. A query builder
 * yields the same text for the same shape of query, so the set is small; the bound keeps a run of one-off texts
 * (IN lists of varying length) from growing it without end. A cached statement is safe to reuse because the driver
 * runs each one to its end at once (all/run); nothing here streams rows (Kysely's `stream()`), which would hold a
 * statement open and fail a second use of it as busy.
 */
const STATEMENT_CACHE_SIZE = 512;

function withStatementCache(db: Db): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      // Least recently used goes first: a hit moves its text to the end of the map's order.
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = db.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * The Kysely database over the process's open SQLite connection. The few places still written in SQL on `Db`
 * (the readiness probe's fallback, benches, tests' setup) share this one connection, so a change made either way
 * is seen by the other at once and SQLite's one-writer rule holds. A Kysely transaction here awaits only
 * better-sqlite3 calls, which answer at once: no I/O callback of another request runs inside it.
 */
export function sqliteKysely(db: Db): Kysely<DB> {
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(db) }) });
}
