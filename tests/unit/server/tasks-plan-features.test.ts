import { afterEach, describe, expect, it } from 'vitest';
import { CODE_PLAN_FEATURE_LOCKED } from '../../../src/core/business-codes';
import { STANDARD_PLAN_IDS } from '../../../src/core/plan-tiers';
import { pay } from './support/store-checkout';
import { realModuleEngine } from './support/test-media-engine';
import { fixtureDir, mp4Clip, photo, uploadedFile } from './support/upload-fixtures';
import { frameInterpolation } from '../../../server/engine/modules/video-enhance';
import { imageUpscaler } from '../../../server/engine/modules/image-neural';
import { balance, createTask, envelope, signIn, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('options of the paid plans', () => {
  it('refuses HD to a free plan before charging, and takes it from a standard plan', async () => {
    t = await startTestApp();
    const free = await signIn(t.ctx, 10);
    const refused = await createTask(t.app, free, 'image2video', { prompt: 'a wave', hd: true });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({
      code: CODE_PLAN_FEATURE_LOCKED,
      msg: 'Ultra HD is included in the Standard and Premium plans. Upgrade your plan to use it.',
    });
    expect(await balance(t.ctx, free.userId)).toBe(10);
    // The same request without HD goes through.
    expect((await createTask(t.app, free, 'image2video', { prompt: 'a wave', hd: false })).statusCode).toBe(
      200,
    );

    const standard = await signIn(t.ctx, 10);
    expect((await pay(t.app, standard, STANDARD_PLAN_IDS[0], 'hd')).statusCode).toBeLessThan(400);
    expect(
      (await createTask(t.app, standard, 'image2video', { prompt: 'a wave', hd: true })).statusCode,
    ).toBe(200);
  });

  it('refuses frame interpolation to a free plan before charging, and takes it from a standard plan', async () => {
    t = await startTestApp({ engine: realModuleEngine(frameInterpolation) });
    const dir = fixtureDir();
    const free = await signIn(t.ctx, 10);
    const clip = await uploadedFile(t.app, free, 'clip.mp4', await mp4Clip(dir, 1));
    const refused = await createTask(t.app, free, 'vfi', { video: clip.file, fps: 48 });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).msg).toBe(
      'Frame interpolation is included in the Standard and Premium plans. Upgrade your plan to use it.',
    );
    expect(await balance(t.ctx, free.userId)).toBe(10);

    const standard = await signIn(t.ctx, 10);
    expect((await pay(t.app, standard, STANDARD_PLAN_IDS[0], 'vfi')).statusCode).toBeLessThan(400);
    const own = await uploadedFile(t.app, standard, 'clip.mp4', await mp4Clip(dir, 1));
    expect((await createTask(t.app, standard, 'vfi', { video: own.file, fps: 48 })).statusCode).toBe(200);
  });

  it('refuses a ×4 upscale to a free plan and takes ×2', async () => {
    t = await startTestApp({ engine: realModuleEngine(imageUpscaler) });
    const free = await signIn(t.ctx, 10);
    const picture = await uploadedFile(t.app, free, 'one.png', await photo(64, 48));
    const four = await createTask(t.app, free, 'image_scale', { image: picture.file, scale: 4 });
    expect(envelope(four).code).toBe(CODE_PLAN_FEATURE_LOCKED);
    expect((await createTask(t.app, free, 'image_scale', { image: picture.file, scale: 2 })).statusCode).toBe(
      200,
    );
    expect(await balance(t.ctx, free.userId)).toBe(9);
  });
});
