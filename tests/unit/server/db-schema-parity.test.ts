import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from './support/databases';

/** A column as both databases can say it: name, whether it may be null, and its kind of value. */
interface Column {
  table: string;
  column: string;
  notNull: boolean;
  kind: 'integer' | 'real' | 'text';
}

function sqliteKind(type: string): Column['kind'] {
  const t = type.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (t.includes('REAL') || t.includes('DOUB')) return 'real';
  return 'text';
}

function postgresKind(type: string): Column['kind'] {
  if (type === 'bigint' || type === 'integer' || type === 'smallint') return 'integer';
  if (type === 'double precision' || type === 'real') return 'real';
  return 'text';
}

describe('the SQLite and PostgreSQL migrations build the same schema', () => {
  let sqlite: TestDatabase;
  let postgres: TestDatabase;
  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([openTestDatabase('sqlite'), openTestDatabase('postgres')]);
  });
  afterAll(async () => {
    await Promise.all([sqlite?.close(), postgres?.close()]);
  });

  it('has the same tables, columns, nullability and kinds of value on both', async () => {
    const db = sqlite.sqlite!;
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    const fromSqlite: Column[] = tables.flatMap(({ name }) =>
      (
        db.prepare(`PRAGMA table_info(${name})`).all() as Array<{
          name: string;
          type: string;
          notnull: number;
          pk: number;
        }>
      ).map((c) => ({
        table: name,
        column: c.name,
        // SQLite lets a TEXT primary key hold NULL (an old quirk); PostgreSQL never does, and no row has one.
        notNull: c.notnull === 1 || c.pk > 0,
        kind: sqliteKind(c.type),
      })),
    );
    const rows = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: string;
      data_type: string;
    }>`
      SELECT table_name, column_name, is_nullable, data_type FROM information_schema.columns
      WHERE table_schema = 'public'`.execute(postgres.kdb);
    const fromPostgres: Column[] = rows.rows.map((c) => ({
      table: c.table_name,
      column: c.column_name,
      notNull: c.is_nullable === 'NO',
      kind: postgresKind(c.data_type),
    }));
    const order = (a: Column, b: Column) =>
      a.table.localeCompare(b.table) || a.column.localeCompare(b.column);
    expect(fromSqlite.length).toBeGreaterThan(100);
    expect(fromPostgres.sort(order)).toEqual(fromSqlite.sort(order));
  });

  it('server/db/schema.ts holds the types of the migrated PostgreSQL schema (npm run db:types)', () => {
    const run = spawnSync('node', ['--import', 'tsx', 'scripts/db/schema-types.ts', '--verify'], {
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toContain('up-to-date');
    expect(run.status).toBe(0);
  });
});
