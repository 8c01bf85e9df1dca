/**
 * One property of a stored event's props (JSON text) as text, in SQL. The one place the tracking area speaks
 * each database's own JSON: SQLite's json_extract and PostgreSQL's jsonb ->> share no syntax. Both answer the
 * same text: a number as its digits, a flag as true/false, a missing key as NULL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';

/** `key` is a fixed name from the code, written into the SQL as a literal (GROUP BY repeats it verbatim). */
export function eventPropText(kdb: Kysely<DB>, key: string): RawBuilder<string | null> {
  if (!/^[a-z_]+$/.test(key)) throw new Error(`not a property name: ${key}`);
  if (onPostgres(kdb)) return sql<string | null>`(props::jsonb ->> ${sql.lit(key)})`;
  const path = sql.lit(`$.${key}`);
  // json_extract reads a flag as 1 or 0: its JSON type tells it apart from a number, as PostgreSQL does.
  return sql<string | null>`(CASE json_type(props, ${path}) WHEN 'true' THEN 'true' WHEN 'false' THEN 'false'
    ELSE CAST(json_extract(props, ${path}) AS TEXT) END)`;
}
