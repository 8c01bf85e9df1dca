import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

/**
 * better-sqlite3 compiles SQL on every `db.prepare` and caches nothing; on the signed-in reads that compiling
 * was the largest single cost. `statement(db, sql)` compiles each SQL text once per database and hands back the
 * same statement afterwards. Only for fixed SQL texts written in the code (a finite set), used with plain
 * get/all/run: a statement switched to pluck/raw/expand, or left half-iterated, would leak that state to the
 * next caller.
 */
const byDb = new WeakMap<Db, Map<string, Statement>>();
const rawByDb = new WeakMap<Db, Map<string, Statement>>();

function cached(caches: WeakMap<Db, Map<string, Statement>>, db: Db, sql: string, raw: boolean): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = raw ? db.prepare(sql).raw(true) : db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

export function statement(db: Db, sql: string): Statement {
  return cached(byDb, db, sql, false);
}

/**
 * The same for a hot read that takes its rows as arrays of column values (in SELECT order) and builds its own
 * objects: better-sqlite3 builds a row object key by key, which on the result poll cost more than the lookup.
 */
export function rawStatement(db: Db, sql: string): Statement {
  return cached(rawByDb, db, sql, true);
}
