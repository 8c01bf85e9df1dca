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

export function statement(db: Db, sql: string): Statement {
  let cache = byDb.get(db);
  if (!cache) {
    cache = new Map();
    byDb.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}
