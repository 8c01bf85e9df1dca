import type { Kysely, Selectable } from 'kysely';
import { openDatabase, type Db } from '../../../../server/db/database';
import { sqliteKysely } from '../../../../server/db/sqlite-kysely';
import { openPostgres } from '../../../../server/db/postgres';
import type { DB } from '../../../../server/db/schema';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../../../../scripts/db/scratch-postgres';
import type { MediaEngine, TaskQueueApi } from '../../../../server/queue/types';
import { addTaskJob } from '../../../../server/queue/graphile-jobs';
import { DEFAULT_QUEUE_OPTIONS } from '../../../../server/queue/task-queue';

/** The databases an area moved to Kysely is tested on: each test file runs its cases on both. */
export const DATABASES = ['sqlite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export interface TestDatabase {
  kind: DatabaseKind;
  kdb: Kysely<DB>;
  /** The SQLite connection under `kdb` (SQLite only), for a test that reads SQLite's own tables. */
  sqlite?: Db;
  /** Closes the connections and, for PostgreSQL, drops the database. */
  close(): Promise<void>;
}

/** A new, migrated, empty database of this kind: SQLite in memory, or a PostgreSQL database of its own. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const sqlite = openDatabase(':memory:');
    const kdb = sqliteKysely(sqlite);
    return { kind, kdb, sqlite, close: () => kdb.destroy() };
  }
  const scratch = await createScratchPostgres(POSTGRES_ADMIN_URL, 'test');
  const kdb = openPostgres(scratch.url);
  return {
    kind,
    kdb,
    async close() {
      await kdb.destroy();
      await scratch.drop();
    },
  };
}

/** How many rows of `table` hold these values (every row when none are named). */
export async function countRows<T extends keyof DB>(
  kdb: Kysely<DB>,
  table: T,
  where: Partial<Selectable<DB[T]>> = {},
): Promise<number> {
  // One table chosen at run time: Kysely's types cannot follow it, the SQL is the same for every table.
  const { n } = await (kdb as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.and(where as Record<string, unknown>))
    .executeTakeFirstOrThrow();
  return n;
}

/**
 * What createTask needs of the queue, for tests that call it on a bare database: on PostgreSQL a create adds the
 * task's graphile-worker job in its transaction (as GraphileTaskQueue does), on SQLite the built-in queue finds it.
 */
export function createsQueue(
  kind: DatabaseKind,
  engine: MediaEngine,
): Pick<TaskQueueApi, 'engine' | 'enqueue'> {
  return {
    engine,
    enqueue: (trx, taskId, nowMs) =>
      kind === 'postgres'
        ? addTaskJob(trx, taskId, nowMs, DEFAULT_QUEUE_OPTIONS.maxAttempts)
        : Promise.resolve(),
  };
}
