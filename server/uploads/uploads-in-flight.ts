/**
 * The cap on one account's uploads at once (UPLOADS_IN_FLIGHT_MAX): form uploads being received, counted here, plus
 * resumable uploads begun lately and not finished, counted from their table. One past the cap is refused with 429
 * before a byte of it is stored.
 */
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { say } from '../i18n/server-text';
import { CODE_TOO_MANY_REQUESTS } from '../../src/core/business-codes';
import { nowSeconds } from '../../src/core/dates';
import { RESUMABLE_UPLOAD_ACTIVE_SECONDS, UPLOADS_IN_FLIGHT_MAX } from '../../src/core/upload-limits';

export interface UploadsInFlight {
  /** Takes a slot for a form upload; the returned function gives it back (once, however often it is called). */
  begin(userId: number): () => void;
  /** Refuses a new resumable upload when the account's slots are taken. */
  assertRoom(userId: number): void;
}

export function uploadsInFlight(db: Db, max = UPLOADS_IN_FLIGHT_MAX): UploadsInFlight {
  const receiving = new Map<number, number>();
  const resumableOpen = (userId: number) =>
    (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM tus_uploads
           WHERE user_id = ? AND result IS NULL AND refusal IS NULL AND created_at > ?`,
        )
        .get(userId, nowSeconds() - RESUMABLE_UPLOAD_ACTIVE_SECONDS) as { n: number }
    ).n;
  const assertRoom = (userId: number) => {
    if ((receiving.get(userId) ?? 0) + resumableOpen(userId) < max) return;
    throw new ApiError(
      CODE_TOO_MANY_REQUESTS,
      say('You are already sending {max} files: wait until one has arrived, then try again', { max }),
      429,
    );
  };
  return {
    assertRoom,
    begin(userId) {
      assertRoom(userId);
      receiving.set(userId, (receiving.get(userId) ?? 0) + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        const left = (receiving.get(userId) ?? 1) - 1;
        if (left > 0) receiving.set(userId, left);
        else receiving.delete(userId);
      };
    },
  };
}
