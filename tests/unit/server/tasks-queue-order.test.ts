import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { PREMIUM_PLAN_IDS } from '../../../src/core/plan-tiers';
import { FASTER_QUEUE_LEAD_MS } from '../../../src/core/queue-priority';
import { onPostgres } from '../../../server/db/dialect';
import { rescheduleUserJobs } from '../../../server/queue/graphile-jobs';
import { pay } from './support/store-checkout';
import {
  createTask,
  envelope,
  result,
  signIn,
  startTestApp,
  until,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function create(user: TestUser, params: Record<string, unknown>): Promise<string> {
  const res = await createTask(t.app, user, 'text2image', params);
  expect(res.statusCode).toBe(200);
  return envelope<CreateTaskData>(res).data.task_id;
}

/** One engine slot, taken by a task that runs until cancelled: everything created next waits in the queue. */
async function blockedQueue(): Promise<{ blocker: string; owner: TestUser }> {
  t = await startTestApp({ queue: { concurrency: 1 } });
  const owner = await signIn(t.ctx, 20);
  const blocker = await create(owner, { prompt: 'blocker', steps: 4000, step_ms: 50 });
  await until(() => t.engine.started.includes(blocker));
  return { blocker, owner };
}

async function premiumUser(): Promise<TestUser> {
  const user = await signIn(t.ctx, 20);
  expect((await pay(t.app, user, PREMIUM_PLAN_IDS[0], `p${user.userId}`)).statusCode).toBeLessThan(400);
  return user;
}

const ahead = async (user: TestUser, id: string) =>
  (await result(t.app, user, 'text2image', id)).data.queue_ahead;

describe('the queue: premium first, users take turns, no starvation', () => {
  it('runs a premium job created after three queued free jobs before them, and says where each waits', async () => {
    const { blocker, owner } = await blockedQueue();
    const free = await signIn(t.ctx, 20);
    const freeJobs = [await create(free, { prompt: 'one' }), await create(free, { prompt: 'two' })];
    freeJobs.push(await create(free, { prompt: 'three' }));
    expect(await Promise.all(freeJobs.map((id) => ahead(free, id)))).toEqual([0, 1, 2]);
    const premium = await premiumUser();
    const fast = await create(premium, { prompt: 'premium' });
    expect(await ahead(premium, fast)).toBe(0);
    expect(await Promise.all(freeJobs.map((id) => ahead(free, id)))).toEqual([1, 2, 3]);
    // The running task reports no place in line.
    expect(await ahead(owner, blocker)).toBeUndefined();
    const progress = await t.app.inject({
      method: 'GET',
      url: `/v1/text2image/progress/${freeJobs[2]}`,
      headers: free.headers,
    });
    expect(envelope<{ queue_ahead: number }>(progress).data.queue_ahead).toBe(3);

    await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${blocker}`, headers: owner.headers });
    await waitFinished(t.app, free, 'text2image', freeJobs[2]);
    expect(t.engine.started.slice(1)).toEqual([fast, ...freeJobs]);
  });

  it('moves a waiting job ahead once its user buys a faster plan', async () => {
    const { blocker, owner } = await blockedQueue();
    const free = await signIn(t.ctx, 20);
    const first = await create(free, { prompt: 'first' });
    const buyer = await signIn(t.ctx, 20);
    const waiting = await create(buyer, { prompt: 'bought a plan while waiting' });
    expect(await ahead(buyer, waiting)).toBe(1);
    const paid = await pay(t.app, buyer, PREMIUM_PLAN_IDS[0], `p${buyer.userId}`);
    expect(paid.statusCode).toBeLessThan(400);
    expect(await ahead(buyer, waiting)).toBe(0);
    await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${blocker}`, headers: owner.headers });
    await waitFinished(t.app, free, 'text2image', first);
    expect(t.engine.started.slice(1)).toEqual([waiting, first]);
  });

  it('keeps a free job that has waited longer than the lead ahead of a newer premium job', async () => {
    const { blocker, owner } = await blockedQueue();
    const free = await signIn(t.ctx, 20);
    const waited = await create(free, { prompt: 'waited long' });
    const fresh = await create(free, { prompt: 'fresh' });
    // Made long ago, when its user had nothing else in flight (its turn is its creation time).
    const longAgo = Date.now() - FASTER_QUEUE_LEAD_MS - 60_000;
    await t.ctx.kdb
      .updateTable('tasks')
      .set({ created_ms: longAgo, turn_ms: longAgo })
      .where('id', '=', waited)
      .execute();
    // On PostgreSQL graphile-worker keeps each job's place: it moves as after a plan bought.
    if (onPostgres(t.ctx.kdb)) await rescheduleUserJobs(t.ctx.kdb, free.userId, Date.now());
    const premium = await premiumUser();
    const fast = await create(premium, { prompt: 'premium' });
    expect(await ahead(premium, fast)).toBe(1);
    await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${blocker}`, headers: owner.headers });
    await waitFinished(t.app, free, 'text2image', fresh);
    expect(t.engine.started.slice(1)).toEqual([waited, fast, fresh]);
  });

  it('lets another user’s first job go before the second of one who sent many, and says so in line', async () => {
    const { blocker, owner } = await blockedQueue();
    const busy = await signIn(t.ctx, 20);
    const many = [await create(busy, { prompt: 'a' }), await create(busy, { prompt: 'b' })];
    many.push(await create(busy, { prompt: 'c' }));
    const other = await signIn(t.ctx, 20);
    const single = await create(other, { prompt: 'mine' });
    expect(await ahead(other, single)).toBe(1);
    expect(await Promise.all(many.map((id) => ahead(busy, id)))).toEqual([0, 2, 3]);
    // The blocker's owner has a job running, so their next one is a second turn: behind both first jobs and the
    // older second turn.
    const owners = await create(owner, { prompt: 'owner again' });
    expect(await ahead(owner, owners)).toBe(3);

    await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${blocker}`, headers: owner.headers });
    await waitFinished(t.app, busy, 'text2image', many[2]!);
    await waitFinished(t.app, owner, 'text2image', owners);
    // Second turns go by waiting time: busy's second job is older than the owner's.
    expect(t.engine.started.slice(1)).toEqual([many[0], single, many[1], owners, many[2]]);
  });
});
