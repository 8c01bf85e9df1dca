/**
 * The cap on one account's uploads at once (UPLOADS_IN_FLIGHT_MAX): form uploads being received, counted here, plus
 * resumable uploads begun lately and not finished, counted from their table. One past the cap is refused with 429
 * before a byte of it is stored.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { openTusUploads } from './tus-records';
import { ApiError } from '../http/envelope';
import { say } from '../i18n/server-text';
import { CODE_TOO_MANY_REQUESTS } from '../../src/core/business-codes';
import { nowSeconds } from '../../src/core/dates';
import { RESUMABLE_UPLOAD_ACTIVE_SECONDS, UPLOADS_IN_FLIGHT_MAX } from '../../src/core/upload-limits';

export interface UploadsInFlight {
  /** Takes a slot for a form upload; the returned function gives it back (once, however often it is called). */
  begin(userId: number): Promise<() => void>;
  /** Refuses a new resumable upload when the account's slots are taken. */
  assertRoom(userId: number): Promise<void>;
}

export function uploadsInFlight(kdb: Kysely<DB>, max = UPLOADS_IN_FLIGHT_MAX): UploadsInFlight {
  const receiving = new Map<number, number>();
  const resumableOpen = (userId: number) =>
    openTusUploads(kdb, userId, nowSeconds() - RESUMABLE_UPLOAD_ACTIVE_SECONDS);
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
    async assertRoom(userId) {
      const open = await resumableOpen(userId);
      if ((receiving.get(userId) ?? 0) + open >= max) throw tooMany();
    },
    async begin(userId) {
      // The slot is taken before the count is awaited, so two form uploads at once cannot both see the last
      // free slot; one over the cap gives it back.
      take(userId);
      const open = await resumableOpen(userId);
      if ((receiving.get(userId) ?? 0) + open > max) {
        give(userId);
        throw tooMany();
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
