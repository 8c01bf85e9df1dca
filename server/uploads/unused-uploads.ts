/**
 * Removes uploads no task uses once they are older than the retention period: a form can be given files that are
 * never generated from, and without this they would hold the disk for ever. A task (not deleted) that names the
 * file's id in its params keeps it, for as long as the task exists; the user's uploads list says the rule.
 */
import type { AppContext } from '../context';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { StoredFile } from '../files/file-storage';
import type { MediaStore } from '../media-store/media-store';
import { nowSeconds } from '../../src/core/dates';
import { DAY_MS } from '../../src/core/session-rules';
import { UNUSED_UPLOAD_RETENTION_DAYS } from '../../src/core/upload-limits';
import { startPeriodicJob } from '../jobs/periodic-job';
import { lockForWrite } from '../tasks/lock-for-write';

const RETENTION_SECONDS = (UNUSED_UPLOAD_RETENTION_DAYS * DAY_MS) / 1000;
/** How often the server looks for unused uploads past their time. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * True when a live task of the file's owner uses the file `f` (the query's files alias). File ids are UUIDs: one
 * found in a task's params text is that file (a mention by chance cannot happen, and a false match would only keep
 * a file longer). LIKE with the id between wildcards is the same test on both databases (a UUID has no % or _).
 */
export function uploadInUse(eb: ExpressionBuilder<DB & { f: DB['files'] }, 'f'>) {
  return eb.exists(
    eb
      .selectFrom('tasks as t')
      .select(sql.lit(1).as('one'))
      .whereRef('t.user_id', '=', 'f.user_id')
      .where('t.deleted_ms', 'is', null)
      .where('t.params', 'like', sql<string>`'%' || f.id || '%'`),
  );
}

/** When an upload made at `createdAt` (seconds) goes if nothing uses it. */
export function unusedUploadRemovedAt(createdAt: number): number {
  return createdAt + RETENTION_SECONDS;
}

/** Marks every unused upload past retention deleted and removes its bytes; answers how many went. */
export async function removeUnusedUploads(
  kdb: Kysely<DB>,
  media: MediaStore,
  now = nowSeconds(),
): Promise<number> {
  const cutoff = now - RETENTION_SECONDS;
  const files = (await kdb
    .selectFrom('files as f')
    .selectAll('f')
    .where('f.source', '=', 'upload')
    .where('f.deleted_at', 'is', null)
    .where('f.created_at', '<', cutoff)
    .where((eb) => eb.not(uploadInUse(eb)))
    .execute()) as StoredFile[];
  // Marked only while still unused and live: a task made since the list was read keeps its file. The owner's row
  // is locked first, as a create does before it checks its files and stores its task: a create in progress ends
  // before this looks again (and its task keeps the file), or starts after the mark (and is told the file is gone).
  const mark = (file: StoredFile) =>
    kdb.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'users', file.user_id);
      const marked = await trx
        .updateTable('files as f')
        .set({ deleted_at: now })
        .where('f.id', '=', file.id)
        .where('f.deleted_at', 'is', null)
        .where((eb) => eb.not(uploadInUse(eb)))
        .executeTakeFirst();
      return marked.numUpdatedRows > 0n;
    });
  let removed = 0;
  for (const file of files) {
    // The row first: once marked, nothing hands the file out, so removing the bytes after is safe.
    if (!(await mark(file))) continue;
    await media.delete(file.path);
    removed += 1;
  }
  return removed;
}

/** Runs the cleanup now and every hour while the server runs, in one API process at a time (its lease). */
export function startUnusedUploadCleanup(ctx: AppContext): void {
  startPeriodicJob(ctx, {
    name: 'unused-upload-cleanup',
    everyMs: CHECK_EVERY_MS,
    run: () => removeUnusedUploads(ctx.kdb, ctx.media),
  });
}
