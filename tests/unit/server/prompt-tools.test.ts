import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NOT_AVAILABLE, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  IMG2PROMPT_PATH,
  POLISH_PATH,
  type Img2promptData,
  type PolishData,
} from '../../../src/core/contract/prompt-tools';
import { realMediaEngine } from '../../../server/queue/real-media-engine';
import { createTask, envelope, postJson, signIn, startTestApp, type TestApp } from './support/test-app';
import { fixtureDir, mp4Clip, uploadedFile } from './support/upload-fixtures';

let t: TestApp;
beforeAll(async () => {
  // The real engine: img2prompt runs the segmentation model in its worker pool, mai_tcm is its refusal.
  t = await startTestApp({ engine: { ...realMediaEngine, started: [], finished: [] } });
});
afterAll(() => t.close());

/** A wide picture: a tall red figure on the right of a blue ground. */
const figure = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#2a4f9e"/>' +
        '<circle cx="240" cy="60" r="28" fill="#e53935"/><rect x="212" y="86" width="56" height="100" rx="20" fill="#e53935"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('POST /v1/ai/prompt/polish', () => {
  it('answers the envelope with the prompt kept and the details added, for visitors too', async () => {
    const res = await postJson<PolishData>(t.app, POLISH_PATH, undefined, {
      prompt: '  a fox ',
      algorithm: 'text2video',
    });
    expect(res).toMatchObject({ status: 200, code: 0, msg: 'success' });
    expect(res.trace_id).toEqual(expect.any(String));
    expect(res.data.prompt).toBe(['a fox', ...res.data.added].join(', '));
    expect(res.data.added.length).toBeGreaterThanOrEqual(2);
    expect(res.data.note).toContain('no language model');
  });

  it('polishes for the medium: music gets tempo and key, not a place', async () => {
    const res = await postJson<PolishData>(t.app, POLISH_PATH, undefined, {
      prompt: 'rainy day',
      algorithm: 'txt2Music',
    });
    expect(res.data.prompt).toMatch(/^rainy day, .*\d+ BPM, in [A-G] (major|minor)/);
  });

  it.each([
    ['an empty body', {}, 'prompt'],
    ['a blank prompt', { prompt: '   ', algorithm: 'text2image' }, 'prompt'],
    ['a prompt too long', { prompt: 'x'.repeat(5000), algorithm: 'text2image' }, 'prompt'],
    ['no algorithm', { prompt: 'a cat' }, 'algorithm'],
    ['an algorithm without a prompt', { prompt: 'a cat', algorithm: 'mai_fs' }, 'algorithm'],
  ])('refuses %s with 490001 naming the field', async (_label, payload, field) => {
    const res = await postJson(t.app, POLISH_PATH, undefined, payload);
    expect([res.status, res.code, res.data]).toEqual([400, CODE_PARAMS_ERROR, null]);
    expect(res.msg).toContain(field);
  });

  it('answers a body that is not JSON with a 4xx envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: POLISH_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe(CODE_PARAMS_ERROR);
  });
});

describe('POST /v1/ai/prompt/img2prompt', () => {
  it('describes an upload from its pixels and the subject mask', async () => {
    const user = await signIn(t.ctx);
    const stored = await uploadedFile(t.app, user, 'figure.png', await figure());
    const res = await postJson<Img2promptData>(t.app, IMG2PROMPT_PATH, user, { image: stored.file });
    expect([res.status, res.code]).toEqual([200, 0]);
    expect(res.data.prompt).toMatch(/^A wide landscape picture of a .*tall red subject on the right/);
    expect(res.data.prompt).toContain('blue background');
    expect(res.data.note).toContain('segmentation model');
    expect(res.data.note).toContain('No captioning model');
    // The note is a message: a German reader gets it in German.
    const german = { ...user, headers: { ...user.headers, 'accept-language': 'de' } };
    const inGerman = await postJson<Img2promptData>(t.app, IMG2PROMPT_PATH, german, { image: stored.file });
    expect(inGerman.data.note).toMatch(/^Aus dem Bild selbst geschrieben: .*Kein Bildbeschreibungsmodell/);
  }, 120_000);

  it('needs sign-in, like the uploads it reads', async () => {
    const res = await postJson(t.app, IMG2PROMPT_PATH, undefined, { image: 'anything' });
    expect(res.status).toBe(401);
    expect(res.code).not.toBe(0);
  });

  it('refuses a missing id, a stranger’s file and a video with 490001', async () => {
    const owner = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const picture = await uploadedFile(t.app, owner, 'figure.png', await figure());
    const clip = await uploadedFile(t.app, owner, 'clip.mp4', await mp4Clip(fixtureDir()));
    const cases: Array<[typeof owner, unknown, string]> = [
      [owner, {}, 'image'],
      [owner, { image: 'no-such-file' }, 'The file given as image was not found'],
      [other, { image: picture.file }, 'The file given as image was not found'],
      [owner, { image: clip.file }, 'must be an image'],
    ];
    for (const [user, payload, msg] of cases) {
      const res = await postJson(t.app, IMG2PROMPT_PATH, user, payload);
      expect([res.status, res.code]).toEqual([400, CODE_PARAMS_ERROR]);
      expect(res.msg).toContain(msg);
    }
  });
});

describe('POST /v1/ai/create/mai_tcm', () => {
  it('is refused with 490026 and a reason, charging nothing', async () => {
    const user = await signIn(t.ctx, 3);
    const res = await createTask(t.app, user, 'mai_tcm', { prompt: 'anything' });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({
      code: CODE_NOT_AVAILABLE,
      msg: expect.stringMatching(/not offered/),
    });
  });
});
