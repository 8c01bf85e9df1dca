import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../src/core/contract/uploads';
import { balance, envelope, signIn, startTestApp, type TestApp } from './support/test-app';
import {
  fixtureDir,
  liveWebm,
  mp3Tone,
  mp4Clip,
  photo,
  soundOnlyMp4,
  upload,
} from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

function row(id: string) {
  return t.ctx.kdb.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /v1/file/upload accepts media', () => {
  it('stores a PNG with the spec’s description, a files row and a working view URL', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const data = await photo(320, 200);
    const res = await upload(t.app, user, {
      filename: 'C:\\fakepath\\My cat.png',
      data,
      contentType: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const body = envelope<UploadedFile>(res);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      fullName: 'My cat.png',
      name: 'My cat',
      size: data.length,
      ext: 'png',
      type: 'image',
      mime: 'image/png',
      width: 320,
      height: 200,
      duration: 0,
    });
    const stored = await row(body.data.file);
    expect(stored).toMatchObject({
      user_id: user.userId,
      source: 'upload',
      kind: 'image',
      size: data.length,
    });
    expect(stored.path).toBe(path.join('files', String(user.userId), 'uploads', `${body.data.file}.png`));
    expect(fs.readFileSync(path.join(t.dataDir, stored.path)).equals(data)).toBe(true);
    const view = await t.app.inject({ method: 'GET', url: body.data.url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.rawPayload.equals(data)).toBe(true);
  });

  it('names a file by its content: a JPEG called .png is stored as jpg, whatever mime the client claims', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const res = await upload(t.app, user, {
      filename: 'holiday.png',
      data: await photo(64, 48, 'jpeg'),
      contentType: 'image/png',
    });
    const { data } = envelope<UploadedFile>(res);
    expect(data).toMatchObject({ fullName: 'holiday.jpg', ext: 'jpg', mime: 'image/jpeg', type: 'image' });
    expect((await row(data.file)).mime).toBe('image/jpeg');
  });

  it('measures an mp4 video (size and duration by ffprobe) and keeps a purpose that matches', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const dir = fixtureDir();
    const clip = await mp4Clip(dir, 2);
    const res = await upload(t.app, user, { filename: 'clip.mp4', data: clip }, { purpose: 'video' });
    const { code, data } = envelope<UploadedFile>(res);
    expect(code).toBe(0);
    expect(data).toMatchObject({ type: 'video', ext: 'mp4', mime: 'video/mp4', width: 160, height: 120 });
    expect(data.duration).toBeCloseTo(2, 0);
    expect(await row(data.file)).toMatchObject({ kind: 'video', width: 160, height: 120 });
  });

  it('measures a recording whose header states no length (a MediaRecorder-style webm) by reading it through', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const res = await upload(t.app, user, { filename: 'rec.webm', data: await liveWebm(fixtureDir(), 3) });
    const { data } = envelope<UploadedFile>(res);
    expect(data).toMatchObject({ type: 'video', ext: 'webm', width: 64, height: 48 });
    expect(data.duration).toBeGreaterThan(2.5);
    expect(data.duration).toBeLessThan(3.5);
  });

  it('takes mp3 as audio, and an mp4 holding only sound as audio (m4a) too', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const dir = fixtureDir();
    const mp3 = envelope<UploadedFile>(
      await upload(t.app, user, { filename: 'song.mp3', data: await mp3Tone(dir) }),
    );
    expect(mp3.data).toMatchObject({ type: 'audio', ext: 'mp3', mime: 'audio/mpeg', width: 0, height: 0 });
    expect(mp3.data.duration).toBeGreaterThan(1.5);
    expect(await row(mp3.data.file)).toMatchObject({ kind: 'audio', width: null, height: null });
    const voice = await upload(
      t.app,
      user,
      { filename: 'voice.mp4', data: await soundOnlyMp4(dir) },
      {
        purpose: 'audio',
      },
    );
    expect(envelope<UploadedFile>(voice).data).toMatchObject({
      type: 'audio',
      ext: 'm4a',
      fullName: 'voice.m4a',
      mime: 'audio/mp4',
    });
  });

  it('costs nothing: the balance is the same after an upload', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 7);
    await upload(t.app, user, { filename: 'a.webp', data: await photo(40, 40, 'webp') });
    expect(await balance(t.ctx, user.userId)).toBe(7);
  });
});
