/** The files rows of a user's uploads list: its count, one page newest first with whether a task uses each, delete. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';
import type { StoredFile } from '../files/file-storage';
import { uploadInUse } from './unused-uploads';

/** The user's uploads not deleted, as `f`. */
const liveUploads = (kdb: Kysely<DB>, userId: number) =>
  kdb
    .selectFrom('files as f')
    .where('f.user_id', '=', userId)
    .where('f.source', '=', 'upload')
    .where('f.deleted_at', 'is', null);

/**
 * Uploads of the same second, newest first. SQLite's rowid is the order they were written in; PostgreSQL has no
 * such column, and there the id (random) keeps pages stable but not the writing order within a second.
 */
function newestFirst<O>(kdb: Kysely<DB>, query: SelectQueryBuilder<DB & { f: DB['files'] }, 'f', O>) {
  const byTime = query.orderBy('f.created_at', 'desc');
  return onPostgres(kdb) ? byTime.orderBy('f.id', 'desc') : byTime.orderBy(sql`f.rowid`, 'desc');
}

export async function countLiveUploads(kdb: Kysely<DB>, userId: number): Promise<number> {
  const { total } = await liveUploads(kdb, userId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** One page of the user's uploads, newest first; `in_use` 1 when a live task of theirs uses the file. */
export async function liveUploadsPage(
  kdb: Kysely<DB>,
  userId: number,
  limit: number,
  offset: number,
): Promise<(StoredFile & { in_use: number })[]> {
  const rows = await newestFirst(
    kdb,
    liveUploads(kdb, userId)
      .selectAll('f')
      .select((eb) => eb.case().when(uploadInUse(eb)).then(eb.lit(1)).else(eb.lit(0)).end().as('in_use')),
  )
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as (StoredFile & { in_use: number })[];
}

/** Marks the file deleted (once: a second delete changes nothing). */
export async function markUploadDeleted(kdb: Kysely<DB>, fileId: string, now: number): Promise<void> {
  await kdb
    .updateTable('files')
    .set({ deleted_at: now })
    .where('id', '=', fileId)
    .where('deleted_at', 'is', null)
    .execute();
}
