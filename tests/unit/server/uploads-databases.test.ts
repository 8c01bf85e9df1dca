import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createsQueue, DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import type { DB } from '../../../server/db/schema';
import { lockForWrite } from '../../../server/tasks/lock-for-write';
import { createTask } from '../../../server/tasks/create-task';
import { testMediaEngine } from './support/test-media-engine';
import { ApiError } from '../../../server/http/envelope';
import { creditBalance, grantCreditLot } from '../../../server/credits/lots';
import { nowSeconds } from '../../../src/core/dates';
import { addFile, addTask, addUser } from './support/drive-data';
import {
  expireTusRecords,
  insertTusRecord,
  openTusUploads,
  pendingTusBytes,
  recordTusOutcome,
  tusRecord,
} from '../../../server/uploads/tus-records';
import { uploadsInFlight, type UploadsInFlight } from '../../../server/uploads/uploads-in-flight';
import { removeUnusedUploads } from '../../../server/uploads/unused-uploads';
import { directoryMediaStore } from '../../../server/media-store/directory-store';
import { countLiveUploads, liveUploadsPage, markUploadDeleted } from '../../../server/uploads/listed-uploads';
import { UNUSED_UPLOAD_RETENTION_DAYS } from '../../../src/core/upload-limits';

const DAY = 86_400;

describe.each(DATABASES)('uploads on %s', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-db-'));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tusUpload = async (userId: number, size: number, createdAt: number) => {
    const id = `${userId}-${size}-${createdAt}-${Math.random()}`;
    await insertTusRecord(database.kdb, { id, user_id: userId, purpose: null, size, created_at: createdAt });
    return id;
  };

  it('records one outcome for a resumable upload finishing twice at once', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    const id = await tusUpload(me, 500, 100);
    await tusUpload(me, 70, 100);
    expect(await pendingTusBytes(kdb, me)).toBe(570);
    const recorded = await Promise.all([
      recordTusOutcome(kdb, id, { result: '{"file":"first"}' }),
      recordTusOutcome(kdb, id, { refusal: '{"code":1}' }),
    ]);
    expect(recorded.filter(Boolean)).toHaveLength(1);
    const row = await tusRecord(kdb, id);
    // Exactly the one recorded: a result and no refusal, or the other way round.
    expect([row?.result, row?.refusal].filter((v) => v !== null)).toHaveLength(1);
    expect(await recordTusOutcome(kdb, id, { result: '{"file":"late"}' })).toBe(false);
    expect((await tusRecord(kdb, id))?.result).toBe(row?.result);
    expect(await pendingTusBytes(kdb, me)).toBe(70);
  });

  it('forgets rows past their day, and counts the recent unfinished ones as open', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    const old = await tusUpload(me, 1, 50);
    await tusUpload(me, 1, 500);
    const done = await tusUpload(me, 1, 500);
    await recordTusOutcome(kdb, done, { result: '{}' });
    expect(await openTusUploads(kdb, me, 40)).toBe(2);
    expect(await openTusUploads(kdb, me, 100)).toBe(1);
    await expireTusRecords(kdb, 50);
    expect(await tusRecord(kdb, old)).toBeUndefined();
    expect(await openTusUploads(kdb, me, 0)).toBe(1);
  });

  /** The cap's check as a resumable create makes it: in a transaction holding the user's row. */
  const assertRoom = (inFlight: UploadsInFlight, userId: number) =>
    database.kdb.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'users', userId);
      await inFlight.assertRoom(trx, userId);
    });

  it('caps an account’s uploads at once, form and resumable together, even when they start together', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    const inFlight = uploadsInFlight(kdb, 3);
    await tusUpload(me, 1, nowSeconds());
    // Three form uploads start at once with two slots left: one is refused, whatever the order.
    const starts = await Promise.allSettled([inFlight.begin(me), inFlight.begin(me), inFlight.begin(me)]);
    const begun = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(begun).toHaveLength(2);
    await expect(assertRoom(inFlight, me)).rejects.toMatchObject({ code: 490429 });
    begun[0]!();
    begun[0]!();
    await assertRoom(inFlight, me);
    const another = await addUser(kdb);
    await assertRoom(inFlight, another);
  });

  it('removes uploads past retention that no live task of their owner uses', async () => {
    const { kdb } = database;
    const [me, other] = [await addUser(kdb), await addUser(kdb)];
    const now = 1_000 * DAY;
    const old = now - (UNUSED_UPLOAD_RETENTION_DAYS + 1) * DAY;
    const used = await addFile(kdb, me, 1, { created_at: old });
    const unused = await addFile(kdb, me, 1, { created_at: old });
    const ofDeleted = await addFile(kdb, me, 1, { created_at: old });
    const recent = await addFile(kdb, me, 1, { created_at: now - DAY });
    const output = await addFile(kdb, me, 1, { created_at: old, source: 'output' });
    // Another user's task naming my file does not keep it: only its owner's tasks count.
    const namedByOther = await addFile(kdb, me, 1, { created_at: old });
    await addTask(kdb, me, { image: used });
    await addTask(kdb, me, { image: ofDeleted }, true);
    await addTask(kdb, other, { image: namedByOther });
    const onDisk = path.join(dataDir, `files/${me}/uploads/${unused}.png`);
    fs.mkdirSync(path.dirname(onDisk), { recursive: true });
    fs.writeFileSync(onDisk, 'x');

    expect(await removeUnusedUploads(kdb, directoryMediaStore(dataDir), now)).toBe(3);
    expect(fs.existsSync(onDisk)).toBe(false);
    const live = await kdb.selectFrom('files').select('id').where('deleted_at', 'is', null).execute();
    const ids = live.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([used, recent, output]));
    expect(ids).not.toEqual(expect.arrayContaining([unused]));
    expect(ids).not.toContain(ofDeleted);
    expect(ids).not.toContain(namedByOther);
    expect(await removeUnusedUploads(kdb, directoryMediaStore(dataDir), now)).toBe(0);
  });

  /**
   * Runs `work` in a transaction holding the user's row as a create or the cleanup does, until `release()`: the
   * other side, started meanwhile, meets the transaction half done (on SQLite it waits for the one connection).
   */
  function holdingUser(userId: number, work: (trx: Kysely<DB>) => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const done = database.kdb.transaction().execute(async (trx) => {
      await lockForWrite(trx, 'users', userId);
      await work(trx);
      await released;
    });
    return { release, done };
  }
  // Long enough for the other side to reach the lock (or, on SQLite, the connection) before the first commits.
  const meanwhile = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('counts the resumable upload a create is making at that moment when a form upload begins', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    const inFlight = uploadsInFlight(kdb, 2);
    await tusUpload(me, 1, nowSeconds());
    // The create has found the last slot free and inserted its row, and holds the user's row until it commits.
    let made!: () => void;
    const inserted = new Promise<void>((resolve) => (made = resolve));
    const create = holdingUser(me, async (trx) => {
      await inFlight.assertRoom(trx, me);
      await insertTusRecord(trx, {
        id: `${me}-made`,
        user_id: me,
        purpose: null,
        size: 1,
        created_at: nowSeconds(),
      });
      made();
    });
    await inserted;
    const form = inFlight.begin(me).then(
      () => 'begun',
      (err: unknown) => (err instanceof ApiError ? err.code : String(err)),
    );
    await meanwhile();
    create.release();
    await create.done;
    expect(await form).toBe(490429);
    // Its slot was given back: the two resumable uploads are all the account has at once.
    await expect(assertRoom(inFlight, me)).rejects.toMatchObject({ code: 490429 });
    await kdb.updateTable('tus_uploads').set({ result: '{}' }).where('id', '=', `${me}-made`).execute();
    await assertRoom(inFlight, me);
  });

  it('refuses a create whose file the cleanup is removing at that moment, storing and charging nothing', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    await grantCreditLot(kdb, me, 5, nowSeconds() + 3600, 'gift', 'Gift');
    const file = await addFile(kdb, me, 1, { created_at: 0 });
    const cleanup = holdingUser(me, async (trx) => {
      await trx.updateTable('files').set({ deleted_at: 1 }).where('id', '=', file).execute();
    });
    const create = createTask(
      kdb,
      createsQueue(kind, testMediaEngine()),
      { userId: me, algorithm: 'image2image', params: { image: file }, userData: {} },
      { tasksInFlightMax: 10 },
    );
    const outcome = create.then(
      () => 'stored',
      (err: unknown) => (err instanceof ApiError ? err.message : String(err)),
    );
    await meanwhile();
    cleanup.release();
    await cleanup.done;
    expect(await outcome).toMatch(/not found/);
    expect(await kdb.selectFrom('tasks').select('id').where('user_id', '=', me).execute()).toEqual([]);
    expect(await creditBalance(kdb, me)).toBe(5);
  });

  it('keeps a file that a create being stored at that moment names', async () => {
    const { kdb } = database;
    const me = await addUser(kdb);
    const now = 1_000 * DAY;
    const file = await addFile(kdb, me, 1, { created_at: now - (UNUSED_UPLOAD_RETENTION_DAYS + 1) * DAY });
    const create = holdingUser(me, (trx) => addTask(trx, me, { image: file }));
    const removed = removeUnusedUploads(kdb, directoryMediaStore(dataDir), now);
    await meanwhile();
    create.release();
    await create.done;
    expect(await removed).toBe(0);
    const row = await kdb
      .selectFrom('files')
      .select('deleted_at')
      .where('id', '=', file)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });

  it('lists a user’s live uploads newest first, paged, saying which a live task uses', async () => {
    const { kdb } = database;
    const [me, other] = [await addUser(kdb), await addUser(kdb)];
    const older = await addFile(kdb, me, 1, { created_at: 10 });
    const newer = await addFile(kdb, me, 1, { created_at: 20 });
    const gone = await addFile(kdb, me, 1, { created_at: 30 });
    await addFile(kdb, me, 1, { created_at: 40, source: 'output' });
    await addFile(kdb, other, 1, { created_at: 50 });
    await addTask(kdb, me, { image: older });
    await markUploadDeleted(kdb, gone, 99);
    await markUploadDeleted(kdb, gone, 100);
    expect(
      (await kdb.selectFrom('files').select('deleted_at').where('id', '=', gone).executeTakeFirst())
        ?.deleted_at,
    ).toBe(99);
    expect(await countLiveUploads(kdb, me)).toBe(2);
    const page = await liveUploadsPage(kdb, me, 10, 0);
    expect(page.map((f) => [f.id, f.in_use])).toEqual([
      [newer, 0],
      [older, 1],
    ]);
    expect((await liveUploadsPage(kdb, me, 1, 1)).map((f) => f.id)).toEqual([older]);
  });
});
