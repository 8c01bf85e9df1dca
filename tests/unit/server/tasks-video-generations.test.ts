import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CODE_VIDEO_GENERATIONS_BUSY } from '../../../src/core/business-codes';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { PREMIUM_PLAN_IDS, STANDARD_PLAN_IDS } from '../../../src/core/plan-tiers';
import { pay } from './support/store-checkout';
import {
  balance,
  createTask,
  envelope,
  signIn,
  startTestApp,
  type TestApp,
  type TestUser,
} from './support/test-app';
import { countRows } from './support/databases';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A video that stays in progress until cancelled (its steps check the cancel signal). */
const longVideo = (n: number) => ({ prompt: `video ${n}`, steps: 2000, step_ms: 50 });

async function startVideos(user: TestUser, count: number): Promise<LightMyRequestResponse[]> {
  const responses: LightMyRequestResponse[] = [];
  for (let i = 0; i < count; i++) responses.push(await createTask(t.app, user, 'image2video', longVideo(i)));
  return responses;
}

const accepted = (responses: LightMyRequestResponse[]) =>
  responses.filter((r) => r.statusCode === 200).length;

describe('video generations at once, by plan', () => {
  it('refuses a free user’s second video before charging, and still takes images', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 10);
    const [first, second] = await startVideos(user, 2);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(429);
    expect(envelope(second)).toMatchObject({ code: CODE_VIDEO_GENERATIONS_BUSY, data: null });
    expect(envelope(second).msg).toBe(
      'Your plan runs 1 video generation at once: wait for one to finish. Upgrade your plan to run more at once.',
    );
    // One charge for the running video; the refused one left nothing behind.
    expect(await balance(t.ctx, user.userId)).toBe(9);
    expect(await countRows(t.ctx.kdb, 'tasks', { user_id: user.userId })).toBe(1);
    // Images are not video generations.
    expect((await createTask(t.app, user, 'text2image', { prompt: 'still' })).statusCode).toBe(200);
  });

  it('lets parallel creates take only the free slot', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 10);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createTask(t.app, user, 'image2video', longVideo(i))),
    );
    expect(accepted(responses)).toBe(1);
    expect(await balance(t.ctx, user.userId)).toBe(9);
  });

  it('frees the slot when the video is cancelled', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 10);
    const [first] = await startVideos(user, 1);
    const taskId = envelope<CreateTaskData>(first).data.task_id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/ai/cancel/${taskId}`,
      headers: user.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await createTask(t.app, user, 'image2video', longVideo(9))).statusCode).toBe(200);
  });

  it('runs 3 at once for standard and 5 for premium, counted per user', async () => {
    t = await startTestApp();
    const standard = await signIn(t.ctx, 20);
    const premium = await signIn(t.ctx, 20);
    expect((await pay(t.app, standard, STANDARD_PLAN_IDS[0], 'standard')).statusCode).toBeLessThan(400);
    expect((await pay(t.app, premium, PREMIUM_PLAN_IDS[0], 'premium')).statusCode).toBeLessThan(400);
    const standardRuns = await startVideos(standard, 4);
    const premiumRuns = await startVideos(premium, 6);
    expect(standardRuns.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(premiumRuns.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    // A premium plan has no higher plan to offer.
    expect(envelope(premiumRuns[5]).msg).toBe(
      'Your plan runs 5 video generations at once: wait for one to finish.',
    );
  });
});
