/**
 * The cap on one account's uploads at once (UPLOADS_IN_FLIGHT_MAX): form uploads being received, counted here in
 * this process's memory, plus resumable uploads begun lately and not finished, counted from their table. One past
 * the cap is refused with 429 before a byte of it is stored. The table is counted under the user's row
 * (lockForWrite), where resumable creates insert theirs, so creates at once, in any process, count one another.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { openTusUploads } from './tus-records';
import { lockForWrite } from '../tasks/lock-for-write';
import { ApiError } from '../http/envelope';
import { say } from '../i18n/server-text';
import { CODE_TOO_MANY_REQUESTS } from '../../src/core/business-codes';
import { nowSeconds } from '../../src/core/dates';
import { RESUMABLE_UPLOAD_ACTIVE_SECONDS, UPLOADS_IN_FLIGHT_MAX } from '../../src/core/upload-limits';

export interface UploadsInFlight {
  /** Takes a slot for a form upload; the returned function gives it back (once, however often it is called). */
  begin(userId: number): Promise<() => void>;
  /**
   * Refuses a new resumable upload when the account's slots are taken. `trx` holds the user's row (lockForWrite)
   * and inserts the upload's row after this check: a create meanwhile waits, then counts that row.
   */
  assertRoom(trx: Kysely<DB>, userId: number): Promise<void>;
}

export function uploadsInFlight(kdb: Kysely<DB>, max = UPLOADS_IN_FLIGHT_MAX): UploadsInFlight {
  const receiving = new Map<number, number>();
  const resumableOpen = (trx: Kysely<DB>, userId: number) =>
    openTusUploads(trx, userId, nowSeconds() - RESUMABLE_UPLOAD_ACTIVE_SECONDS);
  const tooMany = () =>
    new ApiError(
      CODE_TOO_MANY_REQUESTS,
      say('You are already sending {max} files: wait until one has arrived, then try again', { max }),
      429,
    );
  /** Form uploads of this account being received now, then one more. */
  const take = (userId: number) => receiving.set(userId, (receiving.get(userId) ?? 0) + 1);
  const give = (userId: number) => {
    const left = (receiving.get(userId) ?? 1) - 1;
    if (left > 0) receiving.set(userId, left);
    else receiving.delete(userId);
  };
  return {
    async assertRoom(trx, userId) {
      const open = await resumableOpen(trx, userId);
      if ((receiving.get(userId) ?? 0) + open >= max) throw tooMany();
    },
    async begin(userId) {
      // The slot is taken before the count is awaited, so two form uploads at once cannot both see the last
      // free slot; one over the cap gives it back. The rows are counted under the user's row too, so a resumable
      // create half done (its row not yet committed, here or in another process) is waited for and counted.
      take(userId);
      try {
        await kdb.transaction().execute(async (trx) => {
          await lockForWrite(trx, 'users', userId);
          const open = await resumableOpen(trx, userId);
          if ((receiving.get(userId) ?? 0) + open > max) throw tooMany();
        });
      } catch (error) {
        give(userId);
        throw error;
      }
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        give(userId);
      };
    },
  };
}
