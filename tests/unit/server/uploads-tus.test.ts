import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_DRIVE_SPACE_ERROR, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TUS_UPLOAD_PATH, type UploadedFile } from '../../../src/core/contract/uploads';
import { KB } from '../../../src/core/storage-size';
import type { Envelope } from '../../../src/core/contract/envelope';
import { countRows } from './support/databases';
import { signIn, startTestApp, type TestApp, type TestUser } from './support/test-app';
import { fillDrive, fixtureDir, mp4Clip, photo, storedUploadFiles, upload } from './support/upload-fixtures';

// Resumable uploads over a real socket, the way tus clients send them: create, HEAD for the offset, PATCH on.
let t: TestApp;
let base: string;
afterEach(async () => {
  vi.useRealTimers();
  // fetch keeps its connections alive; the server would wait for them.
  t?.app.server.closeAllConnections();
  await t?.app.close();
});

async function start() {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
const tus = { 'tus-resumable': '1.0.0' };

async function create(user: TestUser, length: number | null, fields: Record<string, string> = {}) {
  return fetch(`${base}${TUS_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      ...tus,
      ...user.headers,
      ...(length === null ? {} : { 'upload-length': String(length) }),
      'upload-metadata': metadata(fields),
    },
  });
}

async function created(user: TestUser, length: number, fields: Record<string, string> = {}): Promise<string> {
  const res = await create(user, length, fields);
  expect(res.status).toBe(201);
  return new URL(res.headers.get('location')!, base).toString();
}

const patch = (url: string, user: TestUser, offset: number, bytes: Buffer) =>
  fetch(url, {
    method: 'PATCH',
    headers: {
      ...tus,
      ...user.headers,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });

const head = (url: string, user: TestUser) =>
  fetch(url, { method: 'HEAD', headers: { ...tus, ...user.headers } });

async function outcome(
  url: string,
  user: TestUser,
): Promise<{ status: number; body: Envelope<UploadedFile> }> {
  const res = await fetch(url, { headers: user.headers });
  return { status: res.status, body: (await res.json()) as Envelope<UploadedFile> };
}

describe('resumable uploads (tus 1.0 at /v1/file/tus)', () => {
  it('a clip sent in two halves with a pause and a HEAD between is stored and usable', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    const clip = await mp4Clip(fixtureDir());
    const url = await created(user, clip.length, {
      filename: 'holiday.mp4',
      filetype: 'video/mp4',
      purpose: 'video',
    });
    const half = Math.floor(clip.length / 2);
    expect((await patch(url, user, 0, clip.subarray(0, half))).status).toBe(204);

    // The pause of a dropped connection: the client asks where to go on from.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const offset = await head(url, user);
    expect(offset.status).toBe(200);
    expect(offset.headers.get('upload-offset')).toBe(String(half));
    const early = await outcome(url, user);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(`The upload is not complete yet: ${half} of ${clip.length} bytes arrived`);

    expect((await patch(url, user, half, clip.subarray(half))).status).toBe(204);
    const done = await outcome(url, user);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      fullName: 'holiday.mp4',
      type: 'video',
      size: clip.length,
      width: 160,
    });
    // A client that lost the answer to its last PATCH asks again: everything is in, and more bytes are refused.
    const after = await head(url, user);
    expect(after.status).toBe(200);
    expect(after.headers.get('upload-offset')).toBe(String(clip.length));
    expect((await patch(url, user, clip.length, Buffer.from('x'))).status).toBe(409);
    // Usable: its view link serves the very bytes sent, and nothing is left in tus's folder.
    const view = await fetch(new URL(done.body.data.url, base));
    expect(Buffer.from(await view.arrayBuffer()).equals(clip)).toBe(true);
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp', 'tus')).filter((f) => !f.startsWith('.'))).toEqual([]);
  });

  it('refuses a wrong offset, an oversize length, a full drive, another user and a disguised file', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    const other = await signIn(t.ctx, 5);
    const image = await photo(64, 48);
    const url = await created(user, image.length, {
      filename: 'a.png',
      filetype: 'image/png',
      purpose: 'image',
    });

    const wrong = await patch(url, user, 10, image.subarray(10));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: expect.stringMatching(/offset/i),
    });

    for (const res of [await head(url, other), await patch(url, other, 0, image)])
      expect(res.status).toBe(404);
    // tus would read the id from the end of the whole URL: an own id with another one after `?` is refused.
    const smuggled = await head(`${url}?/${url.split('/').pop()}`, user);
    expect(smuggled.status).toBe(400);
    const stranger = await outcome(url, other);
    expect(stranger.body).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'This upload does not exist (or has expired)',
    });

    const oversize = await create(user, 30 * 1024 * 1024, { filename: 'b.png', filetype: 'image/png' });
    expect(oversize.status).toBe(413);
    expect(await oversize.json()).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'This image is too big: images can be at most 20 MB',
    });
    const noLength = await create(user, null, { filename: 'c.png' });
    expect(noLength.status).toBe(400);
    expect(((await noLength.json()) as Envelope).msg).toMatch(/^Upload-Length is required/);

    await fillDrive(t.ctx, other.userId, 100);
    const full = await create(other, image.length, { filename: 'd.png' });
    expect(full.status).toBe(403);
    expect(await full.json()).toMatchObject({ code: CODE_DRIVE_SPACE_ERROR });
    // Unfinished uploads take their declared size: two that fit one by one do not fit together.
    const fits = await create(other, 60, { filename: 'e.png' });
    expect(fits.status).toBe(201);
    const second = await create(other, 60, { filename: 'f.png' });
    expect(second.status).toBe(403);

    // A text file named and typed as a PNG: every byte arrives, then its content refuses it.
    const text = Buffer.from('just some notes, not a picture\n'.repeat(40));
    const fake = await created(user, text.length, { filename: 'notes.png', filetype: 'image/png' });
    expect((await patch(fake, user, 0, text)).status).toBe(204);
    const refused = await outcome(fake, user);
    expect(refused.status).toBe(415);
    expect(refused.body).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'This file is not a supported image, video or audio file',
    });
    expect(storedUploadFiles(t.dataDir)).toEqual([]);
  });

  it('a cancelled upload is gone; unfinished uploads expire after a day', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    const image = await photo(64, 48);
    const cancelled = await created(user, image.length, { filename: 'a.png' });
    await patch(cancelled, user, 0, image.subarray(0, 100));
    const del = await fetch(cancelled, { method: 'DELETE', headers: { ...tus, ...user.headers } });
    expect(del.status).toBe(204);
    expect((await head(cancelled, user)).status).toBe(404);

    const left = await created(user, image.length, { filename: 'b.png' });
    await patch(left, user, 0, image.subarray(0, 100));
    const tusDir = path.join(t.dataDir, 'tmp', 'tus');
    const id = left.split('/').pop()!;
    expect(fs.existsSync(path.join(tusDir, id))).toBe(true);

    const { createTusUploads } = await import('../../../server/uploads/tus-uploads');
    const { uploadsInFlight } = await import('../../../server/uploads/uploads-in-flight');
    const uploads = createTusUploads(t.ctx, uploadsInFlight(t.ctx.kdb));
    expect(await uploads.expire()).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    expect(await uploads.expire()).toBe(1);
    expect(fs.existsSync(path.join(tusDir, id))).toBe(false);
    vi.useRealTimers();
    expect((await head(left, user)).status).toBe(404);
  });

  it('one account sends at most four files at once; a fifth waits for one to arrive, be cancelled or go idle', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    const image = await photo(64, 48);
    const open = [];
    for (let i = 0; i < 4; i++) open.push(await created(user, image.length, { filename: `${i}.png` }));
    const fifth = await create(user, image.length, { filename: 'e.png' });
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({
      code: 490429,
      msg: 'You are already sending 4 files: wait until one has arrived, then try again',
    });
    // A form upload takes the same slots; another account has its own.
    const form = await upload(t.app, user, { filename: 'f.png', data: image }, { purpose: 'image' });
    expect(form.statusCode).toBe(429);
    await created(await signIn(t.ctx, 5), image.length, { filename: 'other.png' });

    // An upload that arrived frees its slot, and so does one cancelled.
    expect((await patch(open[0], user, 0, image)).status).toBe(204);
    expect((await outcome(open[0], user)).status).toBe(200);
    await fetch(open[1], { method: 'DELETE', headers: { ...tus, ...user.headers } });
    expect(
      (await upload(t.app, user, { filename: 'g.png', data: image }, { purpose: 'image' })).statusCode,
    ).toBe(200);
    await created(user, image.length, { filename: 'h.png' });
    await created(user, image.length, { filename: 'i.png' });
    expect((await create(user, image.length, { filename: 'j.png' })).status).toBe(429);
    // One begun more than 15 minutes ago and not finished is idle: it holds no slot (its bytes still count).
    await t.ctx.kdb
      .updateTable('tus_uploads')
      .set((eb) => ({ created_at: eb('created_at', '-', 901) }))
      .where('id', '=', open[2].split('/').pop()!)
      .execute();
    await created(user, image.length, { filename: 'k.png' });
  });

  it('creates at once past the cap: exactly four are created, the others refused as a fifth alone is', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    // Twice the cap at once, with room for all of them: the cap alone decides, however they meet.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(user, 1000, { filename: `${i}.png` })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    for (const body of await Promise.all(
      answers.filter((res) => res.status === 429).map((res) => res.json()),
    ))
      expect(body).toMatchObject({
        code: 490429,
        msg: 'You are already sending 4 files: wait until one has arrived, then try again',
        data: null,
      });
    expect(await countRows(t.ctx.kdb, 'tus_uploads', { user_id: user.userId })).toBe(4);
  });

  it('creates at once share the free space: as many as fit are created, the rest refused as one alone is', async () => {
    await start();
    const user = await signIn(t.ctx, 5);
    await fillDrive(t.ctx, user.userId, 100 * KB);
    const german = { ...user, headers: { ...user.headers, 'accept-language': 'de' } };
    // A create tus itself refuses (no Tus-Resumable) leaves no row behind to hold its 40 KB.
    const bare = await fetch(`${base}${TUS_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...user.headers, 'upload-length': String(40 * KB) },
    });
    expect(bare.status).toBe(412);
    // Four at once (the most one account may send), 40 KB each: two fit into the 100 KB left, however they meet.
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => create(german, 40 * KB, { filename: `${i}.png` })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 403, 403]);
    const refused = answers.filter((res) => res.status === 403);
    for (const body of await Promise.all(refused.map((res) => res.json())))
      expect(body).toMatchObject({
        code: CODE_DRIVE_SPACE_ERROR,
        msg: 'Nicht genug Cloud-Speicher frei: 100.00 KB übrig, 120.00 KB benötigt',
        data: null,
      });
    const open = await t.ctx.kdb
      .selectFrom('tus_uploads')
      .select('size')
      .where('user_id', '=', user.userId)
      .execute();
    expect(open.map((row) => Number(row.size))).toEqual([40 * KB, 40 * KB]);
  });
});
