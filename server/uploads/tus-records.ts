/**
 * The tus_uploads table: one row per resumable upload (who began it, for what, its declared size) and, once its
 * last byte arrived, its outcome (the stored file, or the refusal), kept for the GET that reads it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { UploadPurpose } from '../../src/core/contract/uploads';

export interface TusRow {
  id: string;
  user_id: number;
  purpose: UploadPurpose | null;
  size: number;
  created_at: number;
  result: string | null;
  refusal: string | null;
}

export async function tusRecord(kdb: Kysely<DB>, id: string): Promise<TusRow | undefined> {
  const row = await kdb.selectFrom('tus_uploads').selectAll().where('id', '=', id).executeTakeFirst();
  return row as TusRow | undefined;
}

export async function insertTusRecord(
  kdb: Kysely<DB>,
  row: Pick<TusRow, 'id' | 'user_id' | 'purpose' | 'size' | 'created_at'>,
): Promise<void> {
  await kdb.insertInto('tus_uploads').values(row).execute();
}

/**
 * Records the outcome (JSON) unless one is recorded already: an upload finishing twice (its last bytes sent again,
 * or on two processes at once) keeps the first outcome. One guarded UPDATE, so two at once cannot both record.
 * Answers whether this one was recorded.
 */
export async function recordTusOutcome(
  kdb: Kysely<DB>,
  id: string,
  outcome: { result: string } | { refusal: string },
): Promise<boolean> {
  const updated = await kdb
    .updateTable('tus_uploads')
    .set(outcome)
    .where('id', '=', id)
    .where('result', 'is', null)
    .where('refusal', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

export async function deleteTusRecord(kdb: Kysely<DB>, id: string): Promise<void> {
  await kdb.deleteFrom('tus_uploads').where('id', '=', id).execute();
}

/** Removes the rows begun at or before `createdAt` (seconds), finished or not. */
export async function expireTusRecords(kdb: Kysely<DB>, createdAt: number): Promise<void> {
  await kdb.deleteFrom('tus_uploads').where('created_at', '<=', createdAt).execute();
}

/** Bytes this user has declared for uploads not finished yet: they will take drive space. */
export async function pendingTusBytes(kdb: Kysely<DB>, userId: number): Promise<number> {
  const sum = await kdb
    .selectFrom('tus_uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('user_id', '=', userId)
    .where('result', 'is', null)
    .where('refusal', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(sum.bytes);
}

/** This user's uploads begun after `since` (seconds) and not finished. */
export async function openTusUploads(kdb: Kysely<DB>, userId: number, since: number): Promise<number> {
  const row = await kdb
    .selectFrom('tus_uploads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('result', 'is', null)
    .where('refusal', 'is', null)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
