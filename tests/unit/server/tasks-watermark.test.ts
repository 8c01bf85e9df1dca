/**
 * The free plan's output carries the product's badge in its bottom-right corner; a paid plan's does not. The same
 * prompt and seed make the same picture on both plans apart from that corner (images, and every frame of a video).
 */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { textToImage } from '../../../server/engine/modules/text-to-image';
import { textToVideo } from '../../../server/engine/modules/video-generate';
import type { AlgorithmModule } from '../../../server/engine/types';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { PREMIUM_PLAN_IDS } from '../../../src/core/plan-tiers';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { videoFrames } from '../engine/frames';
import { pay } from './support/store-checkout';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  storedFilePath,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { realModuleEngine } from './support/test-media-engine';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A free user and a premium one on an app running the real module. */
async function freeAndPremium(module: AlgorithmModule) {
  t = await startTestApp({ engine: realModuleEngine(module) });
  const free = await signIn(t.ctx, 20);
  const premium = await signIn(t.ctx, 20);
  expect((await pay(t.app, premium, PREMIUM_PLAN_IDS[0], 'premium')).statusCode).toBeLessThan(400);
  return { free, premium };
}

/** Runs one task to success and returns the stored path of its first output. */
async function outputOf(user: TestUser, algorithm: string, params: Record<string, unknown>) {
  const created = envelope<CreateTaskData>(await createTask(t.app, user, algorithm, params));
  expect(created.code).toBe(0);
  const done = await waitFinished(t.app, user, algorithm, created.data.task_id, 50_000);
  expect(done.status).toBe(TASK_STATUS_SUCCESS);
  return storedFilePath(t, done.result!.files[0].file);
}

/** Mean and largest absolute difference of two RGB pictures, inside the bottom-right corner and outside it. */
function differences(a: Buffer, b: Buffer, width: number, height: number) {
  const corner = { sum: 0, n: 0, max: 0 };
  const rest = { sum: 0, n: 0, max: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The badge is a fifth of the width with a small margin: well inside the last 30 % across and 20 % down.
      const area = x >= width * 0.7 && y >= height * 0.8 ? corner : rest;
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        const d = Math.abs(a[i] - b[i]);
        area.sum += d;
        area.n += 1;
        area.max = Math.max(area.max, d);
      }
    }
  }
  return {
    corner: { mean: corner.sum / corner.n, max: corner.max },
    rest: { mean: rest.sum / rest.n, max: rest.max },
  };
}

describe('watermark by plan', () => {
  it('marks a free user’s image in its corner and leaves the premium one clean', async () => {
    const { free, premium } = await freeAndPremium(textToImage);
    const params = { prompt: 'A red fox in a snowy forest', aspect_ratio: '16:9', seed: 4242 };
    const [freeFile, premiumFile] = await Promise.all([
      outputOf(free, 'text2image', params),
      outputOf(premium, 'text2image', params),
    ]);
    const [a, b] = await Promise.all(
      [freeFile, premiumFile].map((f) => sharp(f).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
    );
    expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
    const diff = differences(a.data, b.data, a.info.width, a.info.height);
    expect(diff.rest.max).toBe(0);
    expect(diff.corner.mean).toBeGreaterThan(5);
    expect(
      await t.ctx.kdb.selectFrom('tasks').select(['user_id', 'watermark']).orderBy('user_id').execute(),
    ).toEqual([
      { user_id: free.userId, watermark: 1 },
      { user_id: premium.userId, watermark: 0 },
    ]);
  }, 60_000);

  it('marks every frame of a free user’s video and leaves the premium one clean', async () => {
    const { free, premium } = await freeAndPremium(textToVideo);
    const params = { prompt: 'A boat on a calm lake', aspect_ratio: '16:9', duration: 2, seed: 99 };
    const freeFile = await outputOf(free, 'text2video', params);
    const premiumFile = await outputOf(premium, 'text2video', params);
    const [a, b] = await Promise.all([
      videoFrames(freeFile, 160, 90, 'rgb24'),
      videoFrames(premiumFile, 160, 90, 'rgb24'),
    ]);
    expect(a.frames.length).toBe(b.frames.length);
    expect(a.frames.length).toBeGreaterThan(24);
    for (const [i, frame] of a.frames.entries()) {
      const diff = differences(frame, b.frames[i], 160, 90);
      // The free video is encoded once more (the badge is drawn into each frame): the rest moves only by that.
      expect(diff.rest.mean).toBeLessThan(1.5);
      expect(diff.corner.mean).toBeGreaterThan(5);
    }
  }, 60_000);
});
