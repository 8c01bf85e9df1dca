import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeletedUploadData, UploadListData } from '../../../src/core/contract/upload-list';
import {
  envelope,
  getJson,
  signIn,
  startTestApp,
  storedFilePath,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { photo, uploadedFile } from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

function del(user: TestUser | undefined, fileId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/v1/file/uploads/${encodeURIComponent(fileId)}`,
    headers: user ? user.headers : {},
  });
}

describe('the user’s uploads', () => {
  it('lists only the user’s own uploads, newest first, paged, in the envelope', async () => {
    t = await startTestApp();
    const [me, other] = [await signIn(t.ctx), await signIn(t.ctx)];
    const first = await uploadedFile(t.app, me, 'first.png', await photo(40, 30));
    // A second earlier: uploads are timed in seconds, and on PostgreSQL two of one second tie in an order of their
    // own (by id) rather than the order they were stored in (server/db/README.md).
    await t.ctx.kdb
      .updateTable('files')
      .set((eb) => ({ created_at: eb('created_at', '-', 1) }))
      .where('id', '=', first.file)
      .execute();
    const second = await uploadedFile(t.app, me, 'second.png', await photo(50, 30));
    await uploadedFile(t.app, other, 'theirs.png', await photo(20, 20));

    const page = await getJson<UploadListData>(t.app, '/v1/file/uploads?page=1&page_size=1', me);
    expect(page.status).toBe(200);
    expect(page.code).toBe(0);
    expect(page.trace_id).toEqual(expect.any(String));
    expect(page.data.paginate).toEqual({ total: 2, page: 1, page_size: 1 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({
      file: second.file,
      fullName: 'second.png',
      name: 'second',
      ext: 'png',
      type: 'image',
      width: 50,
      height: 30,
      created_at: expect.any(Number),
    });
    const all = await getJson<UploadListData>(t.app, '/v1/file/uploads', me);
    expect(all.data.list.map((item) => item.file)).toEqual([second.file, first.file]);
    const view = await t.app.inject({ method: 'GET', url: all.data.list[1]!.url });
    expect(view.statusCode).toBe(200);
  });

  it('refuses strangers and bad paging', async () => {
    t = await startTestApp();
    const me = await signIn(t.ctx);
    expect((await getJson(t.app, '/v1/file/uploads')).status).toBe(401);
    const bad = await getJson(t.app, '/v1/file/uploads?page_size=1000', me);
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(490001);
  });

  it('deletes one upload: gone from the list, the disk and its view URL; others cannot delete it', async () => {
    t = await startTestApp();
    const [me, other] = [await signIn(t.ctx), await signIn(t.ctx)];
    const mine = await uploadedFile(t.app, me, 'cat.png', await photo(40, 30));
    const onDisk = await storedFilePath(t, mine.file);
    expect(fs.existsSync(onDisk)).toBe(true);

    const stranger = await del(other, mine.file);
    expect(stranger.statusCode).toBe(404);
    expect(envelope(stranger).code).toBe(490001);
    expect((await del(undefined, mine.file)).statusCode).toBe(401);

    const res = await del(me, mine.file);
    expect(res.statusCode).toBe(200);
    expect(envelope<DeletedUploadData>(res)).toMatchObject({ code: 0, data: { file: mine.file } });
    expect(fs.existsSync(onDisk)).toBe(false);
    expect((await getJson<UploadListData>(t.app, '/v1/file/uploads', me)).data.list).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(404);
    // Deleting again is a 404, not a crash.
    expect((await del(me, mine.file)).statusCode).toBe(404);
  });
});
