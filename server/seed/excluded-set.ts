import type { ExpressionBuilder, OnConflictDatabase, OnConflictTables, UpdateObject } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The SET of an upsert that takes these columns from the row being inserted (`excluded.<column>`), the same
 * on SQLite and PostgreSQL: the seed rewrites its rows in place, keeping their ids.
 */
export function excludedSet<T extends keyof DB & string>(columns: ReadonlyArray<keyof DB[T] & string>) {
  return (eb: ExpressionBuilder<OnConflictDatabase<DB, T>, OnConflictTables<T>>) =>
    Object.fromEntries(
      columns.map((column) => [column, eb.ref(`excluded.${column}` as never)]),
    ) as UpdateObject<OnConflictDatabase<DB, T>, OnConflictTables<T>>;
}
