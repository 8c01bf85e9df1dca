import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { viewUrl } from '../../../server/files/view-signature';
import type { CreateTaskData, TaskResultFile } from '../../../src/core/contract/tasks';
import {
  CODE_DOWNLOAD_NOT_AVAILABLE,
  CODE_DOWNLOAD_NOT_LOGGED_IN,
  CODE_PARAMS_ERROR,
} from '../../../src/core/business-codes';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  tokenCookie,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

async function finishedFile(user: TestUser): Promise<TaskResultFile> {
  const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
  const done = await waitFinished(t.app, user, 'text2image', data.task_id);
  return done.result!.files[0];
}

describe('GET /v1/file/download', () => {
  it('streams the owner’s file as an attachment under the given name and sets the download cookie', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const file = await finishedFile(user);
    const name = 'Mon renard "roux" 🦊.png';
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${file.file}&name=${encodeURIComponent(name)}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBe(file.size);
    expect(res.rawPayload.length).toBe(file.size);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mon renard _roux_ _.png"; filename*=UTF-8''Mon%20renard%20%22roux%22%20%F0%9F%A6%8A.png`,
    );
    const cookie = res.cookies.find((c) => c.name === 'download');
    expect(cookie).toMatchObject({ value: 'success', path: '/' });
  });

  it('sends the rest of a file from a byte offset, so a download cut half way goes on', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const file = await finishedFile(user);
    const url = `/v1/file/download?file=${file.file}`;
    const whole = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = whole.headers.etag as string;
    const half = Math.floor(file.size / 2);
    const rest = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...user.headers, range: `bytes=${half}-`, 'if-range': etag },
    });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${half}-${file.size - 1}/${file.size}`);
    expect(Buffer.concat([whole.rawPayload.subarray(0, half), rest.rawPayload])).toEqual(whole.rawPayload);
    // A validator for other bytes: the whole file again, never a mix.
    const changed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...user.headers, range: `bytes=${half}-`, 'if-range': '"another"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(file.size);
  });

  it('uses the stored name when none is given and strips path parts from a given one', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const file = await finishedFile(user);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${file.file}`,
      headers: user.headers,
    });
    expect(plain.headers['content-disposition']).toContain(`filename="${file.name}"`);
    const sneaky = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${file.file}&name=${encodeURIComponent('../../etc/passwd')}`,
      headers: user.headers,
    });
    expect(sneaky.headers['content-disposition']).toContain('filename="....etcpasswd"');
  });

  it('answers 374004 when not signed in, 490000 for another user’s or a missing file, 490001 without file', async () => {
    t = await startTestApp();
    const owner = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const file = await finishedFile(owner);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/file/download?file=${file.file}` });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).code).toBe(CODE_DOWNLOAD_NOT_LOGGED_IN);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/file/download?file=${file.file}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).code).toBe(CODE_DOWNLOAD_NOT_AVAILABLE);
    expect(foreign.cookies.find((c) => c.name === 'download')).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/file/download?file=nope',
      headers: owner.headers,
    });
    expect(envelope(missing).code).toBe(CODE_DOWNLOAD_NOT_AVAILABLE);
    const noFile = await t.app.inject({ method: 'GET', url: '/v1/file/download', headers: owner.headers });
    expect(envelope(noFile).code).toBe(CODE_PARAMS_ERROR);
  });
});

describe('GET /v1/file/view/{fileId}', () => {
  it('serves inline with long cache headers, and refuses a bad signature with a 403 envelope', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const file = await finishedFile(user);
    const ok = await t.app.inject({ method: 'GET', url: file.url });
    expect(ok.statusCode).toBe(200);
    const exp = Number(new URL(file.url, 'http://x').searchParams.get('exp'));
    const maxAge = Number(/max-age=(\d+)/.exec(ok.headers['cache-control'] as string)?.[1]);
    // Kept no longer than the link lives (12 to 24 hours).
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
    expect(ok.headers['accept-ranges']).toBe('bytes');
    expect(ok.headers['content-disposition']).toMatch(/^inline;/);
    const bad = await t.app.inject({ method: 'GET', url: `/v1/file/view/${file.file}?sig=forged` });
    expect(bad.statusCode).toBe(403);
    expect(envelope(bad).code).toBe(CODE_DOWNLOAD_NOT_AVAILABLE);
    const otherFile = await t.app.inject({
      method: 'GET',
      url: file.url.replace(file.file, 'someone-elses'),
    });
    expect(otherFile.statusCode).toBe(403);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { 'if-none-match': ok.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('refuses an expired link to anyone but the file’s owner signed in by the app cookie', async () => {
    t = await startTestApp();
    const owner = await signIn(t.ctx);
    const stranger = await signIn(t.ctx);
    const file = await finishedFile(owner);
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 86400;
    const expired = viewUrl(t.ctx.secret, file.file, twoDaysAgo);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    for (const headers of [{}, tokenCookie(stranger.token), stranger.headers]) {
      const refused = await get(expired, headers);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused)).toMatchObject({
        code: CODE_DOWNLOAD_NOT_AVAILABLE,
        msg: 'This file link has expired',
      });
    }
    // The owner's library, drafts and offline records keep showing the file until the next list call re-signs it.
    const own = await get(expired, tokenCookie(owner.token));
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.length).toBe(file.size);

    // A link of before links expired (no exp) is treated as expired.
    const legacySig = crypto
      .createHmac('sha256', t.ctx.secret)
      .update(`file-view:${file.file}`)
      .digest('base64url');
    expect((await get(`/v1/file/view/${file.file}?sig=${legacySig}`)).statusCode).toBe(403);
    expect(
      (await get(`/v1/file/view/${file.file}?sig=${legacySig}`, tokenCookie(owner.token))).statusCode,
    ).toBe(200);
    // Moving a link's end forward breaks its signature.
    const later = expired.replace(/exp=\d+/, `exp=${twoDaysAgo + 30 * 86400}`);
    expect(envelope(await get(later)).msg).toBe('Invalid file signature');

    // The result call hands out a fresh link that works for anyone holding it.
    const { task_id } = await t.ctx.kdb
      .selectFrom('task_files')
      .select('task_id')
      .where('file_id', '=', file.file)
      .executeTakeFirstOrThrow();
    const fresh = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/ai/result/text2image/${task_id}`,
        headers: owner.headers,
      })
    ).json().data.result.files[0].url as string;
    expect(fresh).not.toBe(expired);
    expect((await get(fresh)).statusCode).toBe(200);
  });

  it('answers byte ranges with 206 and an unsatisfiable one with 416', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const file = await finishedFile(user);
    const whole = (await t.app.inject({ method: 'GET', url: file.url })).rawPayload;
    const part = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${file.size}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.equals(whole.subarray(4, 12))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 5))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { range: `bytes=${file.size}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${file.size}`);
    expect(envelope(beyond)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: expect.stringContaining('outside'),
    });
  });

  it('stops serving a deleted task’s files', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
    const done = await waitFinished(t.app, user, 'text2image', data.task_id);
    await t.app.inject({ method: 'POST', url: `/v1/ai/del/${data.task_id}`, headers: user.headers });
    const view = await t.app.inject({ method: 'GET', url: done.result!.files[0].url });
    expect(view.statusCode).toBe(404);
    expect(envelope(view).code).toBe(CODE_DOWNLOAD_NOT_AVAILABLE);
  });
});
