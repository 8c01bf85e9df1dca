/** Task rows, their reads and the transitions that are not races, on both databases. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { nowSeconds } from '../../../src/core/dates';
import { taskListPage } from '../../../server/tasks/task-list-page';
import { ownedTask, taskDto, taskDtos } from '../../../server/tasks/task-rows';
import { deleteTask, requeueTask, succeedTask, touch } from '../../../server/tasks/task-transitions';
import { inProcessTaskChangeBus } from '../../../server/tasks/task-change-bus';
import { TaskStream } from '../../../server/tasks/task-stream';
import type { AppContext } from '../../../server/context';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { directoryMediaStore } from '../../../server/media-store/directory-store';

const secret = new Uint8Array(32);

describe.each(DATABASES)('task rows on %s', (kind) => {
  let database: TestDatabase;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'task-rows-'));
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function newUser(): Promise<number> {
    const { id } = await database.kdb
      .insertInto('users')
      .values({ email: `${crypto.randomUUID()}@test.local`, password_hash: 'x', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function newTask(userId: number, createdMs: number, algorithm = 'text2image'): Promise<string> {
    const id = crypto.randomUUID();
    await database.kdb
      .insertInto('tasks')
      .values({
        id,
        user_id: userId,
        algorithm,
        status: 2,
        phase: 'queued',
        params: '{}',
        cost: 1,
        request_fingerprint: '',
        created_ms: createdMs,
        updated_ms: createdMs,
      })
      .execute();
    return id;
  }

  const output = (userId: number, name: string) => ({
    id: crypto.randomUUID(),
    user_id: userId,
    source: 'output' as const,
    path: `files/${userId}/${name}`,
    name,
    mime: 'image/png',
    kind: 'image' as const,
    size: 3,
    width: 2,
    height: 1,
    duration: null,
    created_at: nowSeconds(),
  });

  it('lists a user’s tasks newest first, a page at a time, without the deleted and others’', async () => {
    const me = await newUser();
    const other = await newUser();
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push(await newTask(me, i < 3 ? 1000 : 2000 + i, i === 4 ? 'img2video' : 'text2image'));
    await newTask(other, 5000);
    const gone = await newTask(me, 9000);
    await database.kdb.updateTable('tasks').set({ deleted_ms: 1 }).where('id', '=', gone).execute();

    const first = await taskListPage(database.kdb, me, undefined, 1, 3);
    const second = await taskListPage(database.kdb, me, undefined, 2, 3);
    expect([first.total, second.total]).toEqual([5, 5]);
    expect(first.rows.slice(0, 2).map((r) => r.id)).toEqual([ids[4], ids[3]]);
    // Tasks of one millisecond split over two pages still appear once each.
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id))).toEqual(new Set(ids));
    if (kind === 'sqlite') expect(first.rows[2].id).toBe(ids[2]); // the later stored first
    const videos = await taskListPage(database.kdb, me, 'img2video', 1, 10);
    expect([videos.total, videos.rows.map((r) => r.id)]).toEqual([1, [ids[4]]]);
  });

  it('reads the caller’s task only, and reports a success with its outputs in engine order', async () => {
    const me = await newUser();
    const id = await newTask(me, Date.now());
    await database.kdb
      .updateTable('tasks')
      .set({ phase: 'running', lease_owner: 'me' })
      .where('id', '=', id)
      .execute();
    expect(await ownedTask(database.kdb, me + 1000, id)).toBeUndefined();
    const files = [output(me, 'b.png'), output(me, 'a.png')];
    const events = inProcessTaskChangeBus();
    expect(await succeedTask(database.kdb, events, id, 'other', files, { description: 'x' })).toBe(false);
    expect(await succeedTask(database.kdb, events, id, 'me', files, { description: 'x' })).toBe(true);
    const row = (await ownedTask(database.kdb, me, id))!;
    expect(row.status).toBe(TASK_STATUS_SUCCESS);
    const dto = await taskDto(database.kdb, secret, 'en', row);
    expect(dto.result?.files.map((f) => f.name)).toEqual(['b.png', 'a.png']);
    expect(dto.result?.files[0]).toMatchObject({ width: 2, height: 1, size: 3 });
    const queued = (await ownedTask(database.kdb, me, await newTask(me, Date.now())))!;
    const dtos = await taskDtos(database.kdb, secret, 'en', [row, queued]);
    expect(dtos.map((d) => d.result?.files.length ?? null)).toEqual([2, null]);
    expect(dtos[1].queue_ahead).toBeGreaterThanOrEqual(0);

    await deleteTask(database.kdb, events, directoryMediaStore(dataDir), me, id);
    expect(await ownedTask(database.kdb, me, id)).toBeUndefined();
    const deleted = await database.kdb
      .selectFrom('files')
      .select('deleted_at')
      .where(
        'id',
        'in',
        files.map((f) => f.id),
      )
      .execute();
    expect(deleted.every((f) => f.deleted_at !== null)).toBe(true);
  });

  it('moves updated_ms strictly forward, even twice in one millisecond', async () => {
    const me = await newUser();
    const id = await newTask(me, 0);
    const read = async () =>
      (
        await database.kdb
          .selectFrom('tasks')
          .select('updated_ms')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).updated_ms;
    for (const expected of [5000, 5001, 5002]) {
      await database.kdb
        .updateTable('tasks')
        .set({ updated_ms: touch(5000) })
        .where('id', '=', id)
        .execute();
      expect(await read()).toBe(expected);
    }
  });

  it('puts a running task back in line only for its owner, when one is named', async () => {
    const me = await newUser();
    const id = await newTask(me, 0);
    await database.kdb
      .updateTable('tasks')
      .set({ phase: 'running', lease_owner: 'a', progress: 40 })
      .where('id', '=', id)
      .execute();
    const events = inProcessTaskChangeBus();
    expect(await requeueTask(database.kdb, events, id, 'b')).toBe(false);
    expect(await requeueTask(database.kdb, events, id, 'a')).toBe(true);
    expect(await requeueTask(database.kdb, events, id)).toBe(false);
    const row = await database.kdb
      .selectFrom('tasks')
      .select(['phase', 'progress', 'lease_owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phase: 'queued', progress: 0, lease_owner: null });
  });

  it('catches a new event stream up on the unfinished tasks, then says it is ready', async () => {
    const me = await newUser();
    const open = await newTask(me, Date.now());
    const done = await newTask(me, Date.now());
    await database.kdb
      .updateTable('tasks')
      .set({ phase: 'done', status: 4 })
      .where('id', '=', done)
      .execute();
    const sent: Array<{ event: string; data: unknown }> = [];
    const ctx = { kdb: database.kdb, secret } as unknown as AppContext;
    const stream = new TaskStream(ctx, me, 'en', { send: async (m) => void sent.push(m) }, () => {});
    await stream.catchUp(null);
    expect(sent.map((m) => m.event)).toEqual(['task', 'ready']);
    expect((sent[0].data as { task_id: string }).task_id).toBe(open);
  });
});
