/**
 * The whole server on each kind of media store: an upload, a task run on it by the test engine, its output served
 * whole and by ranges through the file route, and the deletes, with the bytes looked for where the store keeps
 * them (the bucket of a local S3-compatible server, or MEDIA_DIR) and not in DATA_DIR.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData, TaskResultFile } from '../../../src/core/contract/tasks';
import { TASK_STATUS_BAD_INPUT, TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { UPLOAD_LIST_PATH } from '../../../src/core/contract/upload-list';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { photo, uploadedFile } from './support/upload-fixtures';
import { startLocalS3, type LocalS3 } from './support/local-s3';
import { MediaNotFound } from '../../../server/media-store/media-store';

let t: TestApp | undefined;
let s3: LocalS3 | undefined;
let mediaDir: string | undefined;
afterEach(async () => {
  await t?.close();
  await s3?.close();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  t = s3 = mediaDir = undefined;
});

/** Uploads a 48×30 photo and runs image2image on it; the test engine's output is as wide as its input. */
async function uploadAndRun(app: TestApp, user: TestUser) {
  const upload = await uploadedFile(app.app, user, 'in.png', await photo(48, 30));
  const created = envelope<CreateTaskData>(
    await createTask(app.app, user, 'image2image', { image: upload.file }),
  );
  expect(created.code).toBe(0);
  const done = await waitFinished(app.app, user, 'image2image', created.data.task_id);
  expect(done.status).toBe(TASK_STATUS_SUCCESS);
  const output: TaskResultFile = done.result!.files[0]!;
  expect(output).toMatchObject({ width: 48, height: 48 });
  return { upload, taskId: created.data.task_id, output };
}

/** The output through the download route: whole, then three ranges that must be exactly its bytes. */
async function servedWholeAndByRanges(app: TestApp, user: TestUser, output: TaskResultFile) {
  const url = `/v1/file/download?file=${output.file}`;
  const whole = await app.app.inject({ method: 'GET', url, headers: user.headers });
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.length).toBe(output.size);
  expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 });
  for (const [range, start, end] of [
    ['bytes=0-0', 0, 0],
    ['bytes=8-23', 8, 23],
    ['bytes=-10', output.size - 10, output.size - 1],
  ] as const) {
    const part = await app.app.inject({ method: 'GET', url, headers: { ...user.headers, range } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${output.size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(start, end + 1));
  }
  return whole.rawPayload;
}

async function deleteBoth(app: TestApp, user: TestUser, taskId: string, uploadId: string) {
  const task = await app.app.inject({ method: 'POST', url: `/v1/ai/del/${taskId}`, headers: user.headers });
  expect(envelope(task).code).toBe(0);
  const upload = await app.app.inject({
    method: 'DELETE',
    url: `${UPLOAD_LIST_PATH}/${uploadId}`,
    headers: user.headers,
  });
  expect(envelope(upload).code).toBe(0);
}

describe('media in an S3-compatible bucket (S3_BUCKET)', () => {
  it('stores the upload and the output as objects, serves ranges from them and deletes them', async () => {
    s3 = await startLocalS3();
    t = await startTestApp({ env: s3.env });
    expect(t.ctx.media.description).toBe(`S3 bucket ${s3.settings.bucket} at ${s3.settings.endpoint}`);
    const user = await signIn(t.ctx);
    const { upload, taskId, output } = await uploadAndRun(t, user);
    const uploadKey = `files/${user.userId}/uploads/${upload.file}.png`;
    const outputKey = `files/${user.userId}/${taskId}/out.png`;
    expect(await s3.keys()).toEqual([outputKey, uploadKey].sort());
    // Nothing kept in DATA_DIR but the engine's copy of its input and no run folder left behind.
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp', 'runs'))).toEqual([]);
    const cached = path.join(t.dataDir, 'cache', 'media', 'files', String(user.userId), 'uploads');
    expect(fs.readdirSync(cached)).toEqual([
      expect.stringMatching(new RegExp(`^[0-9a-f]{16}-${upload.file}\\.png$`)),
    ]);

    await servedWholeAndByRanges(t, user, output);

    await deleteBoth(t, user, taskId, upload.file);
    expect(await s3.keys()).toEqual([]);
    expect(fs.existsSync(cached) ? fs.readdirSync(cached) : []).toEqual([]);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${output.file}`,
      headers: user.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answers "not available" for a row whose object is gone from the bucket, and fails a task given it', async () => {
    s3 = await startLocalS3();
    t = await startTestApp({ env: s3.env });
    const user = await signIn(t.ctx);
    const upload = await uploadedFile(t.app, user, 'in.png', await photo(20, 20));
    await t.ctx.media.delete(`files/${user.userId}/uploads/${upload.file}.png`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${upload.file}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).msg).toBe('This file is not available');
    // A task given that upload ends as bad input, refunded, as one whose upload was deleted.
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2image', { image: upload.file }),
    );
    const task = await waitFinished(t.app, user, 'image2image', created.data.task_id);
    expect(task).toMatchObject({
      status: TASK_STATUS_BAD_INPUT,
      reason: 'The file given as image no longer exists',
    });
  });
});

describe('media in a folder of its own (MEDIA_DIR)', () => {
  it('keeps uploads and outputs there, not in DATA_DIR, and deletes them there', async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-dir-'));
    t = await startTestApp({ env: { MEDIA_DIR: mediaDir } });
    const user = await signIn(t.ctx);
    const { upload, taskId, output } = await uploadAndRun(t, user);
    const uploadFile = path.join(mediaDir, 'files', String(user.userId), 'uploads', `${upload.file}.png`);
    const outputFile = path.join(mediaDir, 'files', String(user.userId), taskId, 'out.png');
    expect(fs.existsSync(uploadFile)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);

    const served = await servedWholeAndByRanges(t, user, output);
    expect(served).toEqual(fs.readFileSync(outputFile));

    await deleteBoth(t, user, taskId, upload.file);
    expect(fs.existsSync(outputFile)).toBe(false);
    expect(fs.existsSync(uploadFile)).toBe(false);
  });

  it('answers a file deleted between its size and its read with the envelope, none of its headers', async () => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-dir-'));
    t = await startTestApp({ env: { MEDIA_DIR: mediaDir } });
    const user = await signIn(t.ctx);
    const upload = await uploadedFile(t.app, user, 'in.png', await photo(20, 20));
    // As another process's delete landing just after this one read the size.
    t.ctx.media.read = async (key) => {
      throw new MediaNotFound(key);
    };
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${upload.file}`,
      headers: { ...user.headers, range: 'bytes=0-9' },
    });
    expect(res.statusCode).toBe(404);
    expect(envelope(res).msg).toBe('This file is not available');
    expect(res.headers['content-range']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });
});
