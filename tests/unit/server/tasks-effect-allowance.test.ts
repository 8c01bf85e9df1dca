import { afterEach, describe, expect, it } from 'vitest';
import { CODE_DAILY_EFFECTS_USED } from '../../../src/core/business-codes';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { FREE_DAILY_EFFECTS } from '../../../src/core/effect-allowance';
import { STANDARD_PLAN_IDS } from '../../../src/core/plan-tiers';
import { pay } from './support/store-checkout';
import {
  balance,
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** Runs one effect to its end (effects are videos: a free plan runs one at a time). */
async function runEffect(user: TestUser, params: Record<string, unknown> = { prompt: 'flash' }) {
  const res = await createTask(t.app, user, 'effect', params);
  if (res.statusCode !== 200) return res;
  await waitFinished(t.app, user, 'effect', envelope<CreateTaskData>(res).data.task_id);
  return res;
}

describe('effects: a daily allowance on the free plan, unlimited on paid plans', () => {
  it(`gives a free plan ${FREE_DAILY_EFFECTS} effects a day, refuses the next uncharged, and gives back a failed one`, async () => {
    t = await startTestApp();
    const free = await signIn(t.ctx, 20);
    // A failed effect is refunded and does not use the allowance.
    const failed = await runEffect(free, { prompt: 'broken', fail: 'engine broke' });
    expect(failed.statusCode).toBe(200);
    for (let i = 0; i < FREE_DAILY_EFFECTS; i++) expect((await runEffect(free)).statusCode).toBe(200);
    const before = await balance(t.ctx, free.userId);
    const refused = await runEffect(free);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ code: CODE_DAILY_EFFECTS_USED, data: null });
    expect(envelope(refused).msg).toContain('includes 3 effects a day');
    expect(await balance(t.ctx, free.userId)).toBe(before);
    // Other generators are not effects.
    expect((await createTask(t.app, free, 'text2image', { prompt: 'still' })).statusCode).toBe(200);
    // Yesterday's effects do not count today.
    await t.ctx.kdb
      .updateTable('tasks')
      .set((eb) => ({ created_ms: eb('created_ms', '-', 86_400_000) }))
      .where('algorithm', '=', 'effect')
      .execute();
    expect((await runEffect(free)).statusCode).toBe(200);
  });

  it('lets a standard plan run effects past the free allowance', async () => {
    t = await startTestApp();
    const standard = await signIn(t.ctx, 20);
    expect((await pay(t.app, standard, STANDARD_PLAN_IDS[0], 'fx')).statusCode).toBeLessThan(400);
    for (let i = 0; i < FREE_DAILY_EFFECTS + 2; i++) expect((await runEffect(standard)).statusCode).toBe(200);
  });
});
