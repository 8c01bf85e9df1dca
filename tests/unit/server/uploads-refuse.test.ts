import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { CODE_DRIVE_SPACE_ERROR, CODE_PARAMS_ERROR, CODE_RELOGIN } from '../../../src/core/business-codes';
import { formatStorageSize, MB } from '../../../src/core/storage-size';
import { balance, envelope, signIn, startTestApp, type TestApp, type TestUser } from './support/test-app';
import {
  fillDrive,
  fixtureDir,
  mp4Clip,
  multipart,
  photo,
  storedUploadFiles,
  upload,
  type FilePart,
} from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

/** How many files rows the app holds, and their bytes. */
async function keptFiles() {
  const { n, used } = await t.ctx.kdb
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('size').as('used')])
    .executeTakeFirstOrThrow();
  return { n: Number(n), used: Number(used) };
}

/** Uploads, expects a 490001 refusal with `status` and a message matching `msg`, and that nothing was kept. */
async function refused(user: TestUser, file: FilePart, status: number, msg: RegExp, fields = {}) {
  const res = await upload(t.app, user, file, fields);
  expect(res.statusCode).toBe(status);
  const body = envelope(res);
  expect(body.code).toBe(CODE_PARAMS_ERROR);
  expect(body.msg).toMatch(msg);
  expect(storedUploadFiles(t.dataDir)).toEqual([]);
  expect((await keptFiles()).n).toBe(0);
  return body;
}

describe('POST /v1/file/upload refuses bad uploads clearly and keeps nothing', () => {
  it('a zero-byte file, a renamed text file, a GIF, and no file at all', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 5);
    await refused(user, { filename: 'empty.png', data: Buffer.alloc(0) }, 400, /^The file is empty$/);
    const text = Buffer.from('just some notes, not a picture\n'.repeat(50));
    const body = await refused(
      user,
      { filename: 'notes.png', data: text, contentType: 'image/png' },
      415,
      /^This file is not a supported image, video or audio file$/,
    );
    expect(body.data).toEqual({ reason: 'unsupported' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await refused(user, { filename: 'a.gif', data: gif }, 415, /not a supported image/);
    const none = multipart({ purpose: 'image' }, []);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      headers: { ...user.headers, ...none.headers },
      payload: none.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ code: CODE_PARAMS_ERROR, msg: expect.stringContaining('No file') });
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      headers: user.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(envelope(json).code).toBe(CODE_PARAMS_ERROR);
    expect(await balance(t.ctx, user.userId)).toBe(5);
  });

  it('too big by bytes (the kind’s limit is named) and too large by pixels', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    // A real PNG followed by padding: its content says image, so the 20 MB image limit applies.
    const heavy = Buffer.concat([await photo(32, 32), Buffer.alloc(21 * MB)]);
    const big = await refused(user, { filename: 'big.png', data: heavy }, 413, /images can be at most 20 MB/);
    expect(big.data).toEqual({ reason: 'too-big' });
    const wide = await sharp({ create: { width: 8001, height: 16, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    await refused(user, { filename: 'wide.png', data: wide }, 422, /at most 8000 pixels per side/);
    const tiny = await photo(8, 8);
    await refused(user, { filename: 'tiny.png', data: tiny }, 422, /at least 16 pixels per side/);
  });

  it('too long a video, and media that cannot be decoded', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const dir = fixtureDir();
    const long = await mp4Clip(dir, 62, '32x32');
    await refused(user, { filename: 'long.mp4', data: long }, 422, /This video is too long: at most 60 s/);
    const clip = await mp4Clip(dir, 2);
    await refused(
      user,
      { filename: 'cut.mp4', data: clip.subarray(0, Math.floor(clip.length / 2)) },
      422,
      /damaged and cannot be played/,
    );
    const png = await photo(200, 200);
    await refused(
      user,
      { filename: 'cut.png', data: png.subarray(0, Math.floor(png.length * 0.6)) },
      422,
      /damaged and cannot be opened/,
    );
  });

  it('a file of another kind than the purpose asks for, and an unknown purpose', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const png = { filename: 'a.png', data: await photo(32, 32) };
    await refused(user, png, 422, /^This needs a video, and this file is an image$/, { purpose: 'video' });
    await refused(user, png, 400, /purpose must be one of image, video, audio/, { purpose: 'poster' });
  });

  it('anonymous uploads get 490010; a full cloud drive gets 490602', async () => {
    t = await startTestApp();
    const anonymous = await upload(t.app, undefined, { filename: 'a.png', data: await photo(32, 32) });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe(CODE_RELOGIN);
    const user = await signIn(t.ctx);
    await fillDrive(t.ctx, user.userId, 100);
    const full = await upload(t.app, user, { filename: 'a.png', data: await photo(32, 32) });
    expect(full.statusCode).toBe(403);
    expect(envelope(full)).toMatchObject({
      code: CODE_DRIVE_SPACE_ERROR,
      msg: expect.stringContaining('Remaining cloud storage not enough'),
    });
    expect(storedUploadFiles(t.dataDir)).toEqual([]);
  });

  it("a free user's storage quota: refused from the declared length, or cut while streaming, and nothing kept", async () => {
    t = await startTestApp({ env: { STORAGE_QUOTA_FREE_MB: '1' } });
    const user = await signIn(t.ctx);
    const small = await upload(t.app, user, { filename: 'a.png', data: await photo(32, 32) });
    expect(small.statusCode).toBe(200);
    // Noise does not compress: about 1.9 MB of PNG, past the 1 MB quota.
    const noisy = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1.5 * MB);
    const form = multipart({ purpose: 'image' }, [{ filename: 'noise.png', data: noisy }]);
    const declared = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      headers: { ...user.headers, ...form.headers },
      payload: form.payload,
    });
    expect(declared.statusCode).toBe(403);
    expect(envelope(declared)).toMatchObject({
      code: CODE_DRIVE_SPACE_ERROR,
      msg: expect.stringMatching(
        /^Remaining storage not enough: .* left, 1\.\d+ MB needed\. Delete uploads in the library/,
      ),
    });
    // Sent as a stream, without a length: read only up to the room left, then refused.
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/v1/file/upload',
      headers: { ...user.headers, ...form.headers },
      payload: Readable.from([form.payload]),
    });
    const { used } = await keptFiles();
    const left = MB - used;
    expect(streamed.statusCode).toBe(403);
    // Cut one byte past the room left: that is what it "needed" when refused.
    expect(envelope(streamed)).toMatchObject({
      code: CODE_DRIVE_SPACE_ERROR,
      msg: expect.stringContaining(`${formatStorageSize(left)} left, ${formatStorageSize(left + 1)} needed`),
    });
    expect(storedUploadFiles(t.dataDir)).toHaveLength(1);
    expect((await keptFiles()).n).toBe(1);
  });
});
