/**
 * The user's cloud drive: one space per user, opened by a paid user, sized by the plan. Used space is what the
 * user's stored files take.
 */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import { lockForWrite } from '../tasks/lock-for-write';
import { ApiError } from '../http/envelope';
import { activeTierOf, membershipsOf } from '../commerce/memberships';
import type { MembershipTier } from '../../src/core/pricing';
import { DRIVE_FILE_SIZE_LIMIT, DRIVE_TOTAL_SIZE } from './drive-plans';
import {
  CODE_DRIVE_FORBIDDEN,
  CODE_DRIVE_HAD_OPENED,
  CODE_DRIVE_PAY_TO_UPGRADE,
  CODE_DRIVE_SPACE_ERROR,
} from '../../src/core/business-codes';
import { formatStorageSize } from '../../src/core/storage-size';
import { say } from '../i18n/server-text';

export interface DriveSpaceRow {
  id: string;
  user_id: number;
  tier: MembershipTier;
  opened_at: number;
}

export interface DriveStatus {
  space: DriveSpaceRow;
  tier: MembershipTier;
  totalSize: number;
  usedSize: number;
  fileSizeLimit: number;
  /** End of the user's latest membership period, seconds. */
  expiredTime: number;
  isExpired: boolean;
}

/** Bytes of the user's files not deleted. */
export async function driveUsedSize(kdb: Kysely<DB>, userId: number): Promise<number> {
  const row = await kdb
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

async function driveSpaceOf(kdb: Kysely<DB>, userId: number): Promise<DriveSpaceRow | undefined> {
  const row = await kdb
    .selectFrom('drive_spaces')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row as DriveSpaceRow | undefined;
}

async function isRestricted(kdb: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await kdb
    .selectFrom('drive_restrictions')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An opened drive's state. Its size follows the active plan (an upgrade grows it); when the plan has ended
 * the drive keeps the size of the last plan and reports itself expired.
 */
export async function driveStatus(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
): Promise<DriveStatus | undefined> {
  const space = await driveSpaceOf(kdb, userId);
  if (!space) return undefined;
  const active = activeTierOf(await membershipsOf(kdb, userId), now);
  if (active && active !== space.tier) {
    // Two requests at once both write the same active tier: no guard needed.
    await kdb.updateTable('drive_spaces').set({ tier: active }).where('id', '=', space.id).execute();
    space.tier = active;
  }
  const ends = (await membershipsOf(kdb, userId)).map((m) => m.expires_at);
  return {
    space,
    tier: space.tier,
    totalSize: DRIVE_TOTAL_SIZE[space.tier],
    usedSize: await driveUsedSize(kdb, userId),
    fileSizeLimit: DRIVE_FILE_SIZE_LIMIT[space.tier],
    expiredTime: ends.length ? Math.max(...ends) : 0,
    isExpired: !active,
  };
}

/** Whether the user may open a drive now: the tier it would get, or the spec's refusal code. */
export type DriveEligibility = { ok: true; tier: MembershipTier } | { ok: false; error: ApiError };

const alreadyOpen = () => new ApiError(CODE_DRIVE_HAD_OPENED, say('Your cloud drive is already open'), 409);

export async function driveEligibility(
  kdb: Kysely<DB>,
  userId: number,
  now: number,
): Promise<DriveEligibility> {
  if (await isRestricted(kdb, userId)) {
    return {
      ok: false,
      error: new ApiError(
        CODE_DRIVE_FORBIDDEN,
        say('The cloud drive is restricted for this account, contact support'),
        403,
      ),
    };
  }
  if (await driveSpaceOf(kdb, userId)) return { ok: false, error: alreadyOpen() };
  const tier = activeTierOf(await membershipsOf(kdb, userId), now);
  if (!tier) {
    return {
      ok: false,
      error: new ApiError(
        CODE_DRIVE_PAY_TO_UPGRADE,
        say('The cloud drive comes with a Standard or Premium plan: purchase first'),
        403,
      ),
    };
  }
  return { ok: true, tier };
}

/**
 * Opens the drive when eligible; throws the refusal otherwise. One space per user: two requests at once may both
 * pass the check, and the insert skips on the unique user_id (ON CONFLICT), so the later one is told it is open.
 */
export async function openDrive(kdb: Kysely<DB>, userId: number, now: number): Promise<DriveSpaceRow> {
  const check = await driveEligibility(kdb, userId, now);
  if (!check.ok) throw check.error;
  const space: DriveSpaceRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    tier: check.tier,
    opened_at: now,
  };
  const inserted = await kdb
    .insertInto('drive_spaces')
    .values(space)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw alreadyOpen();
  return space;
}

/** What a user may store: the opened drive's size, else the paid plan's drive size, else the free quota. */
export interface StorageRoom {
  totalSize: number;
  usedSize: number;
  /** The largest single file (a drive's file size limit; without a drive, the whole quota). */
  fileSizeLimit: number;
  onDrive: boolean;
}

export async function storageRoom(
  kdb: Kysely<DB>,
  userId: number,
  freeQuotaBytes: number,
  now = nowSeconds(),
): Promise<StorageRoom> {
  const drive = await driveStatus(kdb, userId, now);
  if (drive) return { ...drive, onDrive: true };
  const tier = activeTierOf(await membershipsOf(kdb, userId), now);
  const totalSize = tier ? DRIVE_TOTAL_SIZE[tier] : freeQuotaBytes;
  return {
    totalSize,
    usedSize: await driveUsedSize(kdb, userId),
    fileSizeLimit: tier ? DRIVE_FILE_SIZE_LIMIT[tier] : totalSize,
    onDrive: false,
  };
}

/** Bytes the user may still store, at most. */
export function storageLeft(room: StorageRoom): number {
  return Math.max(0, Math.min(room.fileSizeLimit, room.totalSize - room.usedSize));
}

/**
 * Refuses (ApiError 490602) storing `extraBytes` more when the user's storage would then be over its size (an
 * opened drive's, a paid plan's drive size, or the free quota), or a single file over the file size limit.
 */
export async function assertStorageSpace(
  kdb: Kysely<DB>,
  userId: number,
  extraBytes: number,
  freeQuotaBytes: number,
  now = nowSeconds(),
): Promise<void> {
  assertRoomFor(await storageRoom(kdb, userId, freeQuotaBytes, now), extraBytes);
}

/**
 * Runs `store` (which records `extraBytes` more of the user's files) only if they fit, in one transaction that
 * holds the user's row (lockForWrite): two uploads at once cannot both fit into the last free megabytes, as a
 * second waits for the first to commit and then counts it.
 */
export async function storeWithinRoom<T>(
  kdb: Kysely<DB>,
  userId: number,
  extraBytes: number,
  freeQuotaBytes: number,
  store: (trx: Transaction<DB>) => Promise<T> | T,
  now = nowSeconds(),
): Promise<T> {
  return kdb.transaction().execute(async (trx) => {
    await lockForWrite(trx, 'users', userId);
    await assertStorageSpace(trx, userId, extraBytes, freeQuotaBytes, now);
    return store(trx);
  });
}

/** assertStorageSpace for a room already read (an upload checks its declared length and its stream against one). */
export function assertRoomFor(room: StorageRoom, extraBytes: number): void {
  if (room.usedSize + extraBytes > room.totalSize) {
    const sizes = {
      left: formatStorageSize(Math.max(0, room.totalSize - room.usedSize)),
      needed: formatStorageSize(extraBytes),
    };
    const text = room.onDrive
      ? say('Remaining cloud storage not enough: {left} left, {needed} needed', sizes)
      : say(
          'Remaining storage not enough: {left} left, {needed} needed. Delete uploads in the library to make room',
          sizes,
        );
    throw new ApiError(CODE_DRIVE_SPACE_ERROR, text, 403);
  }
  if (extraBytes > room.fileSizeLimit) {
    const max = formatStorageSize(room.fileSizeLimit);
    const text = room.onDrive
      ? say('Files in your cloud drive can be at most {max}', { max })
      : say('Files in your storage can be at most {max}', { max });
    throw new ApiError(CODE_DRIVE_SPACE_ERROR, text, 403);
  }
}
