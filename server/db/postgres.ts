import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runMigrations } from 'graphile-worker';
import { graphileLogger } from '../queue/graphile-jobs';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from './schema';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations-postgres');

// int8 (every integer column, COUNT) and numeric (SUM of int8) arrive as strings by default, to keep digits past
// 2^53. Ours are counts, credits and times in ms, all far below that, and the code reads numbers on SQLite too.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * PostgreSQL's text cannot hold the NUL character (SQLite's can) and refuses a query naming one, which would turn
 * a request carrying %00 in an id into a 500. Every NUL of a string parameter becomes U+FFFD (the character that
 * stands for one that cannot be kept), never dropped: `abc%00` must not find the row `abc`. A lookup then finds
 * nothing (a 404, as on SQLite) and a stored text keeps a visible mark where the NUL was.
 */
const withoutNul = (value: unknown): unknown =>
  typeof value === 'string' && value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value;

class NulSafeClient extends pg.Client {
  // pg's query has many overloads; every one the Kysely driver uses passes (text, values).
  override query(...args: unknown[]): never {
    if (Array.isArray(args[1])) args[1] = args[1].map(withoutNul);
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/** A pool on DATABASE_URL whose numbers read back as numbers. `end()` closes it. */
export function postgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types, Client: NulSafeClient });
  // A connection the server ends (a restart, a failover, an administrator) is an 'error' event on the pool when
  // idle, on the client when checked out; unheard, either would end the process. The pool drops that connection
  // and opens a new one when next asked; a query in flight on it fails as it would anyway.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** The advisory lock every process migrating this database takes (see migratePostgres). */
const MIGRATION_LOCK = "hashtext('schema_migrations')";

/** The Kysely database over PostgreSQL; `destroy()` ends its pool. */
export function openPostgres(url: string): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: postgresPool(url) }) });
}

/**
 * Applies every migration in migrations-postgres/ not yet applied, in name order, each in its own transaction,
 * then graphile-worker's own (the task queue on PostgreSQL, schema graphile_worker, see server/queue/README.md).
 * An advisory lock held for each transaction, and for the whole of graphile-worker's step, makes processes
 * starting together apply each migration once.
 */
export async function migratePostgres(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const names = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const name of names) {
      await client.query('BEGIN');
      try {
        await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
        const done = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
        if (done.rowCount === 0) {
          await client.query(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
          await client.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
            name,
            Date.now(),
          ]);
          applied.push(name);
        }
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    }
    // graphile-worker installs its schema on a connection of its own: this session's lock keeps the others out.
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    // A pool of ours, ended here: graphile-worker does not wait for the end of a pool it made.
    const pool = postgresPool(url, 1);
    try {
      await runMigrations({ pgPool: pool, logger: graphileLogger });
    } finally {
      await pool.end();
      await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    await client.end();
  }
  return applied;
}
