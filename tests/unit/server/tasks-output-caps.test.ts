import { afterEach, describe, expect, it } from 'vitest';
import { CODE_OUTPUT_PLAN_CAP, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { STANDARD_PLAN_IDS } from '../../../src/core/plan-tiers';
import { imageUpscaler } from '../../../server/engine/modules/image-neural';
import { videoSpeed } from '../../../server/engine/modules/video-edit';
import { pay } from './support/store-checkout';
import { realModuleEngine } from './support/test-media-engine';
import { fixtureDir, mp4Clip, photo, uploadedFile } from './support/upload-fixtures';
import { balance, createTask, envelope, signIn, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function standardPlan(credits: number) {
  const user = await signIn(t.ctx, credits);
  expect((await pay(t.app, user, STANDARD_PLAN_IDS[0], 'caps')).statusCode).toBeLessThan(400);
  return user;
}

describe('output caps per plan, checked before the charge', () => {
  it('an upscale past 16 megapixels is a paid plan’s, and past 64 no plan’s', async () => {
    t = await startTestApp({ engine: realModuleEngine(imageUpscaler) });
    const bytes = await photo(2100, 2000, 'jpeg');

    const free = await signIn(t.ctx, 10);
    const own = await uploadedFile(t.app, free, 'big.jpg', bytes);
    const refused = await createTask(t.app, free, 'image_scale', { image: own.file, scale: 2 });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({
      code: CODE_OUTPUT_PLAN_CAP,
      msg: 'The result would be 4200×4000 pixels, and your plan makes pictures of up to 16 megapixels. Use a smaller picture or scale, or upgrade for Ultra HD.',
    });
    expect(await balance(t.ctx, free.userId)).toBe(10);
    // A picture whose double keeps the cap goes through on the free plan.
    const small = await uploadedFile(t.app, free, 'small.jpg', await photo(1000, 800, 'jpeg'));
    expect((await createTask(t.app, free, 'image_scale', { image: small.file, scale: 2 })).statusCode).toBe(
      200,
    );

    const standard = await standardPlan(10);
    const theirs = await uploadedFile(t.app, standard, 'big.jpg', bytes);
    const before = await balance(t.ctx, standard.userId);
    const four = await createTask(t.app, standard, 'image_scale', { image: theirs.file, scale: 4 });
    expect(four.statusCode).toBe(400);
    expect(envelope(four)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'The result would be 8400×8000 pixels: pictures can have up to 64 megapixels. Use a smaller picture or scale.',
    });
    expect(await balance(t.ctx, standard.userId)).toBe(before);
    expect(
      (await createTask(t.app, standard, 'image_scale', { image: theirs.file, scale: 2 })).statusCode,
    ).toBe(200);
  });

  it('slow motion past a minute is a paid plan’s, and past two minutes no plan’s; the refusal is in the user’s language', async () => {
    t = await startTestApp({ engine: realModuleEngine(videoSpeed) });
    const dir = fixtureDir();
    const twenty = await mp4Clip(dir, 20);

    const free = await signIn(t.ctx, 10);
    const clip = await uploadedFile(t.app, free, 'clip.mp4', twenty);
    const refused = await createTask(t.app, free, 'est', { video: clip.file, speed: 0.25 });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({
      code: CODE_OUTPUT_PLAN_CAP,
      msg: 'The result would last 80 seconds, and your plan makes results of up to 60 seconds. Use a shorter clip or a gentler setting, or upgrade your plan.',
    });
    const german = await createTask(
      t.app,
      free,
      'est',
      { video: clip.file, speed: 0.25 },
      { 'accept-language': 'de' },
    );
    expect(envelope(german).msg).toContain('Das Ergebnis wäre 80 Sekunden lang');
    expect(await balance(t.ctx, free.userId)).toBe(10);
    expect((await createTask(t.app, free, 'est', { video: clip.file, speed: 0.5 })).statusCode).toBe(200);

    const standard = await standardPlan(10);
    const theirs = await uploadedFile(t.app, standard, 'clip.mp4', twenty);
    expect((await createTask(t.app, standard, 'est', { video: theirs.file, speed: 0.25 })).statusCode).toBe(
      200,
    );
    const long = await uploadedFile(t.app, standard, 'long.mp4', await mp4Clip(dir, 35));
    const tooLong = await createTask(t.app, standard, 'est', { video: long.file, speed: 0.25 });
    expect(envelope(tooLong)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'The result would last 140 seconds: results can last up to 120 seconds. Use a shorter clip or a gentler setting.',
    });
  });
});
