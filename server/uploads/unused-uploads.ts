/**
 * Removes uploads no task uses once they are older than the retention period: a form can be given files that are
 * never generated from, and without this they would hold the disk for ever. A task (not deleted) that names the
 * file's id in its params keeps it, for as long as the task exists; the user's uploads list says the rule.
 */
import fs from 'node:fs/promises';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { statement } from '../db/statements';
import { absoluteFilePath, type StoredFile } from '../files/file-storage';
import { nowSeconds } from '../../src/core/dates';
import { DAY_MS } from '../../src/core/session-rules';
import { UNUSED_UPLOAD_RETENTION_DAYS } from '../../src/core/upload-limits';
import { startPeriodicJob } from '../jobs/periodic-job';

const RETENTION_SECONDS = (UNUSED_UPLOAD_RETENTION_DAYS * DAY_MS) / 1000;
/** How often the server looks for unused uploads past their time. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * SQL true when a live task of the file's owner uses the file `f`. File ids are UUIDs: one found in a task's params
 * text is that file (a mention by chance cannot happen, and a false match would only keep a file longer).
 */
export const UPLOAD_IN_USE = `EXISTS (
  SELECT 1 FROM tasks t WHERE t.user_id = f.user_id AND t.deleted_ms IS NULL AND instr(t.params, f.id) > 0
)`;

const UNUSED_OLD_UPLOADS = `SELECT * FROM files f
  WHERE f.source = 'upload' AND f.deleted_at IS NULL AND f.created_at < ? AND NOT ${UPLOAD_IN_USE}`;

/** When an upload made at `createdAt` (seconds) goes if nothing uses it. */
export function unusedUploadRemovedAt(createdAt: number): number {
  return createdAt + RETENTION_SECONDS;
}

/** Marks every unused upload past retention deleted and removes its bytes; answers how many went. */
export async function removeUnusedUploads(db: Db, dataDir: string, now = nowSeconds()): Promise<number> {
  const cutoff = now - RETENTION_SECONDS;
  const files = statement(db, UNUSED_OLD_UPLOADS).all(cutoff) as StoredFile[];
  const mark = statement(db, 'UPDATE files SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  for (const file of files) {
    // The row first: once marked, nothing hands the file out, so removing the bytes after is safe.
    mark.run(now, file.id);
    await fs.rm(absoluteFilePath(dataDir, file), { force: true });
  }
  return files.length;
}

/** Runs the cleanup now and every hour while the server runs, in one API process at a time (its lease). */
export function startUnusedUploadCleanup(ctx: AppContext): void {
  startPeriodicJob(ctx, {
    name: 'unused-upload-cleanup',
    everyMs: CHECK_EVERY_MS,
    run: () => removeUnusedUploads(ctx.db, ctx.config.dataDir),
  });
}
