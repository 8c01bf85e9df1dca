/**
 * The user's cloud drive: one space per user, opened by a paid user, sized by the plan. Used space is what the
 * user's stored files take.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { ApiError } from '../http/envelope';
import { activeTier, membershipsOf } from '../commerce/memberships-sqlite';
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

/**
 * Bytes of the user's files not deleted. The files table belongs to the tasks module (migration 0003); until it
 * exists nothing is stored, so nothing is used.
 */
export function driveUsedSize(db: Db, userId: number): number {
  const columns = (
    db.prepare("SELECT name FROM pragma_table_info('files')").all() as Array<{ name: string }>
  ).map((c) => c.name);
  if (!columns.includes('user_id') || !columns.includes('size')) return 0;
  const live = columns.includes('deleted_at') ? ' AND deleted_at IS NULL' : '';
  const row = db
    .prepare(`SELECT COALESCE(SUM(size), 0) AS used FROM files WHERE user_id = ?${live}`)
    .get(userId) as {
    used: number;
  };
  return row.used;
}

function driveSpaceOf(db: Db, userId: number): DriveSpaceRow | undefined {
  return db.prepare('SELECT * FROM drive_spaces WHERE user_id = ?').get(userId) as DriveSpaceRow | undefined;
}

function isRestricted(db: Db, userId: number): boolean {
  return db.prepare('SELECT 1 FROM drive_restrictions WHERE user_id = ?').get(userId) !== undefined;
}

/**
 * An opened drive's state. Its size follows the active plan (an upgrade grows it); when the plan has ended
 * the drive keeps the size of the last plan and reports itself expired.
 */
export function driveStatus(db: Db, userId: number, now: number): DriveStatus | undefined {
  const space = driveSpaceOf(db, userId);
  if (!space) return undefined;
  const active = activeTier(db, userId, now);
  if (active && active !== space.tier) {
    db.prepare('UPDATE drive_spaces SET tier = ? WHERE id = ?').run(active, space.id);
    space.tier = active;
  }
  const ends = membershipsOf(db, userId).map((m) => m.expires_at);
  return {
    space,
    tier: space.tier,
    totalSize: DRIVE_TOTAL_SIZE[space.tier],
    usedSize: driveUsedSize(db, userId),
    fileSizeLimit: DRIVE_FILE_SIZE_LIMIT[space.tier],
    expiredTime: ends.length ? Math.max(...ends) : 0,
    isExpired: !active,
  };
}

/** Whether the user may open a drive now: the tier it would get, or the spec's refusal code. */
export type DriveEligibility = { ok: true; tier: MembershipTier } | { ok: false; error: ApiError };

export function driveEligibility(db: Db, userId: number, now: number): DriveEligibility {
  if (isRestricted(db, userId)) {
    return {
      ok: false,
      error: new ApiError(
        CODE_DRIVE_FORBIDDEN,
        say('The cloud drive is restricted for this account, contact support'),
        403,
      ),
    };
  }
  if (driveSpaceOf(db, userId)) {
    return {
      ok: false,
      error: new ApiError(CODE_DRIVE_HAD_OPENED, say('Your cloud drive is already open'), 409),
    };
  }
  const tier = activeTier(db, userId, now);
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

/** Opens the drive when eligible (in one transaction, so two calls cannot open two); throws the refusal otherwise. */
export function openDrive(db: Db, userId: number, now: number): DriveSpaceRow {
  return db.transaction(() => {
    const check = driveEligibility(db, userId, now);
    if (!check.ok) throw check.error;
    const space: DriveSpaceRow = {
      id: crypto.randomUUID(),
      user_id: userId,
      tier: check.tier,
      opened_at: now,
    };
    db.prepare(
      'INSERT INTO drive_spaces (id, user_id, tier, opened_at) VALUES (@id, @user_id, @tier, @opened_at)',
    ).run(space);
    return space;
  })();
}

/** What a user may store: the opened drive's size, else the paid plan's drive size, else the free quota. */
export interface StorageRoom {
  totalSize: number;
  usedSize: number;
  /** The largest single file (a drive's file size limit; without a drive, the whole quota). */
  fileSizeLimit: number;
  onDrive: boolean;
}

export function storageRoom(db: Db, userId: number, freeQuotaBytes: number, now = nowSeconds()): StorageRoom {
  const drive = driveStatus(db, userId, now);
  if (drive) return { ...drive, onDrive: true };
  const tier = activeTier(db, userId, now);
  const totalSize = tier ? DRIVE_TOTAL_SIZE[tier] : freeQuotaBytes;
  return {
    totalSize,
    usedSize: driveUsedSize(db, userId),
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
export function assertStorageSpace(
  db: Db,
  userId: number,
  extraBytes: number,
  freeQuotaBytes: number,
  now = nowSeconds(),
): void {
  assertRoomFor(storageRoom(db, userId, freeQuotaBytes, now), extraBytes);
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
