import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { addFile, addUser, grantPlan } from './support/drive-data';
import {
  driveEligibility,
  driveStatus,
  driveUsedSize,
  openDrive,
  storageRoom,
  storeWithinRoom,
} from '../../../server/drive/drive-spaces';
import { DRIVE_TOTAL_SIZE } from '../../../server/drive/drive-plans';
import { nowSeconds } from '../../../src/core/dates';

const settled = async <T>(all: Promise<T>[]) => {
  const results = await Promise.allSettled(all);
  return {
    done: results.filter((r) => r.status === 'fulfilled').length,
    codes: results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: number }).code] : [])),
  };
};

describe.each(DATABASES)('the drive on %s', (kind) => {
  let database: TestDatabase;
  const now = nowSeconds();
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('counts the bytes of the user’s live files only', async () => {
    const { kdb } = database;
    const [me, other] = [await addUser(kdb), await addUser(kdb)];
    expect(await driveUsedSize(kdb, me)).toBe(0);
    await addFile(kdb, me, 300);
    await addFile(kdb, me, 200, { source: 'output' });
    await addFile(kdb, me, 1000, { deleted_at: 5 });
    await addFile(kdb, other, 7);
    expect(await driveUsedSize(kdb, me)).toBe(500);
  });

  it('opens a user’s drive once when several requests open it at once', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    expect(await driveEligibility(kdb, me, now)).toMatchObject({
      ok: false,
      error: { code: 381304 },
    });
    await grantPlan(kdb, me, 'standard', now);
    expect(await driveEligibility(kdb, me, now)).toEqual({ ok: true, tier: 'standard' });
    const opens = await settled(Array.from({ length: 5 }, () => openDrive(kdb, me, now)));
    expect(opens).toEqual({ done: 1, codes: [381300, 381300, 381300, 381300] });
    const spaces = await kdb.selectFrom('drive_spaces').selectAll().where('user_id', '=', me).execute();
    expect(spaces).toHaveLength(1);
    expect(await driveEligibility(kdb, me, now)).toMatchObject({
      ok: false,
      error: { code: 381300 },
    });
  });

  it('sizes an opened drive by the active plan and reports it expired after', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    await grantPlan(kdb, me, 'standard', now);
    await openDrive(kdb, me, now);
    await addFile(kdb, me, 42);
    await grantPlan(kdb, me, 'premium', now);
    const status = await driveStatus(kdb, me, now);
    expect(status).toMatchObject({ tier: 'premium', usedSize: 42, isExpired: false });
    expect(status?.totalSize).toBe(DRIVE_TOTAL_SIZE.premium);
    const row = await kdb
      .selectFrom('drive_spaces')
      .select('tier')
      .where('user_id', '=', me)
      .executeTakeFirst();
    expect(row?.tier).toBe('premium');
    const later = await driveStatus(kdb, me, now + 365 * 86_400);
    expect(later).toMatchObject({ tier: 'premium', isExpired: true });
    expect(await storageRoom(kdb, me, 1000, now)).toMatchObject({ onDrive: true, usedSize: 42 });
  });

  it('lets parallel uploads fill the free quota but never past it', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    await addFile(kdb, me, 100);
    // Five uploads of 300 bytes at once into 900 bytes left: each store waits a moment before it writes, so without
    // the hold on the user's storage every one would read 100 bytes used and all five would be kept.
    const upload = () =>
      storeWithinRoom(kdb, me, 300, 1000, async (trx) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return addFile(trx, me, 300);
      });
    const uploads = await settled(Array.from({ length: 5 }, upload));
    expect(uploads).toEqual({ done: 3, codes: [490602, 490602] });
    expect(await driveUsedSize(kdb, me)).toBe(1000);
  });

  it('keeps nothing of a store refused for room, and lets another user store meanwhile', async () => {
    const { kdb } = database;
    const [me, other] = [await addUser(kdb), await addUser(kdb)];
    await addFile(kdb, me, 900);
    const mine = storeWithinRoom(kdb, me, 200, 1000, (trx) => addFile(trx, me, 200));
    const theirs = storeWithinRoom(kdb, other, 200, 1000, (trx) => addFile(trx, other, 200));
    expect(await settled([mine, theirs])).toEqual({ done: 1, codes: [490602] });
    expect([await driveUsedSize(kdb, me), await driveUsedSize(kdb, other)]).toEqual([900, 200]);
  });
});
