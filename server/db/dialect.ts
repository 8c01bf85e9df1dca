import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from './schema';

/** Whether this Kysely database runs on PostgreSQL (else SQLite). */
export function onPostgres(kdb: Kysely<DB>): boolean {
  return kdb.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A read inside a transaction whose rows the transaction then changes: on PostgreSQL the rows are locked
 * (FOR UPDATE) until it ends, so two processes cannot both act on what they read. SQLite has no row locks and
 * needs none: its write transactions run one at a time.
 */
export function forUpdate<O>(
  kdb: Kysely<DB>,
  query: SelectQueryBuilder<DB, keyof DB, O>,
): SelectQueryBuilder<DB, keyof DB, O> {
  return onPostgres(kdb) ? query.forUpdate() : query;
}
