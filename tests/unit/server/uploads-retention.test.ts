import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadListData } from '../../../src/core/contract/upload-list';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { UNUSED_UPLOAD_RETENTION_DAYS } from '../../../src/core/upload-limits';
import { deleteTask } from '../../../server/tasks/task-transitions';
import { removeUnusedUploads } from '../../../server/uploads/unused-uploads';
import {
  createTask,
  envelope,
  getJson,
  signIn,
  startTestApp,
  storedFilePath,
  type TestApp,
} from './support/test-app';
import { photo, uploadedFile } from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

const DAY = 86_400;

async function ageBy(fileId: string, days: number): Promise<void> {
  await t.ctx.kdb
    .updateTable('files')
    .set((eb) => ({ created_at: eb('created_at', '-', days * DAY) }))
    .where('id', '=', fileId)
    .execute();
}

describe('uploads no generation uses', () => {
  it('go after the retention period; one a live task uses stays, one only a deleted task used goes', async () => {
    t = await startTestApp();
    const [me, other] = [await signIn(t.ctx), await signIn(t.ctx)];
    const used = await uploadedFile(t.app, me, 'used.png', await photo(40, 30));
    const unused = await uploadedFile(t.app, me, 'unused.png', await photo(41, 30));
    const ofDeleted = await uploadedFile(t.app, me, 'of-deleted.png', await photo(42, 30));
    const recent = await uploadedFile(t.app, me, 'recent.png', await photo(43, 30));
    const theirs = await uploadedFile(t.app, other, 'theirs.png', await photo(44, 30));

    const task = (image: string) =>
      createTask(t.app, me, 'image2image', { image }).then(
        (res) => envelope<CreateTaskData>(res).data.task_id,
      );
    await task(used.file);
    const gone = await task(ofDeleted.file);
    await deleteTask(t.ctx.kdb, t.ctx.taskEvents, t.ctx.media, me.userId, gone);
    // Another user's upload, used by their own task.
    await createTask(t.app, other, 'image2image', { image: theirs.file });

    // The list says when each goes unless a generation uses it.
    const before = (await getJson<UploadListData>(t.app, '/v1/file/uploads', me)).data.list;
    const removedAt = (id: string) => before.find((item) => item.file === id)!;
    expect(removedAt(used.file).removed_at).toBeNull();
    const fresh = removedAt(unused.file);
    expect(fresh.removed_at).toBe(fresh.created_at + UNUSED_UPLOAD_RETENTION_DAYS * DAY);
    expect(removedAt(ofDeleted.file).removed_at).not.toBeNull();

    for (const file of [used, unused, ofDeleted, theirs])
      await ageBy(file.file, UNUSED_UPLOAD_RETENTION_DAYS + 1);
    await ageBy(recent.file, UNUSED_UPLOAD_RETENTION_DAYS - 1);
    const paths = Object.fromEntries(
      await Promise.all(
        [used, unused, ofDeleted, recent].map(async (f) => [f.file, await storedFilePath(t, f.file)]),
      ),
    );

    expect(await removeUnusedUploads(t.ctx.kdb, t.ctx.media)).toBe(2);
    const listed = await getJson<UploadListData>(t.app, '/v1/file/uploads', me);
    expect(listed.data.list.map((item) => item.fullName).sort()).toEqual(['recent.png', 'used.png']);
    expect(fs.existsSync(paths[unused.file]!)).toBe(false);
    expect(fs.existsSync(paths[ofDeleted.file]!)).toBe(false);
    expect(fs.existsSync(paths[used.file]!)).toBe(true);
    expect(fs.existsSync(paths[recent.file]!)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    // The other user's file, used by their task, stays; a second pass removes nothing more.
    expect((await getJson<UploadListData>(t.app, '/v1/file/uploads', other)).data.list).toHaveLength(1);
    expect(await removeUnusedUploads(t.ctx.kdb, t.ctx.media)).toBe(0);
  });
});
