import { afterEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { CreateTaskData, ProgressData, TaskDto } from '../../../src/core/contract/tasks';
import {
  CODE_BUY_NOW,
  CODE_NOT_AVAILABLE,
  CODE_PARAMS_ERROR,
  CODE_RELOGIN,
} from '../../../src/core/business-codes';
import {
  balance,
  createTask,
  envelope,
  reasonDetail,
  signIn,
  startTestApp,
  until,
  waitFinished,
  type TestApp,
} from './support/test-app';
import { countRows } from './support/databases';
import { addFile } from './support/drive-data';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

function records(t: TestApp, userId: number) {
  return t.ctx.kdb
    .selectFrom('credit_records')
    .select(['type', 'details', 'credits', 'task_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('create → progress → success', () => {
  it('runs a task to a real PNG, charging one credit once', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 5);
    const res = await createTask(t.app, user, 'text2image', {
      prompt: '  a red fox  ',
      steps: 8,
      step_ms: 20,
    });
    expect(res.statusCode).toBe(200);
    const created = envelope<CreateTaskData>(res);
    expect(created.code).toBe(0);
    expect(created.data.task.status).toBe(2);
    expect(created.data.task.params.prompt).toBe('a red fox');
    expect(created.data.credits).toBe(4);

    const progress = await t.app.inject({
      method: 'GET',
      url: `/v1/text2image/progress/${created.data.task_id}`,
      headers: user.headers,
    });
    const p = envelope<ProgressData>(progress);
    expect(p.code).toBe(0);
    expect(p.data.task_id).toBe(created.data.task_id);
    expect([2, 3]).toContain(p.data.status);

    const done = await waitFinished(t.app, user, 'text2image', created.data.task_id);
    expect(done.status).toBe(3);
    expect(done.progress).toBe(100);
    expect(done.end).toBeGreaterThanOrEqual(done.begin);
    expect(done.cancelable).toBe(false);
    expect(done.result?.description).toBe('test module: solid PNG');
    const [file] = done.result!.files;
    expect(file).toMatchObject({ kind: 'image', mime: 'image/png', width: 32, height: 32 });

    const view = await t.app.inject({ method: 'GET', url: file.url });
    expect(view.statusCode).toBe(200);
    const meta = await sharp(view.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(view.rawPayload.length).toBe(file.size);

    expect(await balance(t.ctx, user.userId)).toBe(4);
    const consumption = (await records(t, user.userId)).filter((r) => r.type === 'consumption');
    expect(consumption).toEqual([
      { type: 'consumption', details: 'Text to image', credits: 1, task_id: created.data.task_id },
    ]);
  });

  it('keeps a task in progress for TASK_MIN_MS even when the engine is done', async () => {
    t = await startTestApp({ env: { TASK_MIN_MS: '3000' } });
    const user = await signIn(t.ctx);
    const { data } = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'x' }));
    await until(() => t.engine.finished.includes(data.task_id));
    const during = envelope<TaskDto>(
      await t.app.inject({
        method: 'GET',
        url: `/v1/ai/result/text2image/${data.task_id}`,
        headers: user.headers,
      }),
    );
    expect(during.data.status).toBe(2);
    expect(during.data.progress).toBeLessThan(100);
    expect(during.data.result).toBeNull();
    const done = await waitFinished(t.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(3);
  });
});

describe('create refusals', () => {
  it('answers 490001 for an unknown key, 490026 for a refused key, 490001 with the module message', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const unknown = envelope(await createTask(t.app, user, 'no_such_thing', { prompt: 'x' }));
    expect(unknown.code).toBe(CODE_PARAMS_ERROR);
    const refused = await createTask(t.app, user, 'text2video', { prompt: 'x' });
    expect(envelope(refused)).toMatchObject({
      code: CODE_NOT_AVAILABLE,
      msg: 'text2video is not available on this server',
    });
    const invalid = await createTask(t.app, user, 'text2image', { prompt: '   ' });
    expect(invalid.statusCode).toBe(400);
    expect(envelope(invalid)).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'prompt is required' });
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/create/text2image',
      headers: user.headers,
    });
    expect(envelope(noBody).code).toBe(CODE_PARAMS_ERROR);
    expect(await balance(t.ctx, user.userId)).toBe(10);
  });

  it('refuses file ids that are not the caller’s', async () => {
    t = await startTestApp();
    const owner = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const file = await addFile(t.ctx.kdb, owner.userId, 10, { width: 8, height: 8 });
    const foreign = envelope(await createTask(t.app, other, 'image2image', { image: file }));
    expect(foreign).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'The file given as image was not found' });
    const missing = envelope(await createTask(t.app, other, 'image2image', {}));
    expect(missing).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'image is required' });
    const mine = envelope<CreateTaskData>(await createTask(t.app, owner, 'image2image', { image: file }));
    expect(mine.code).toBe(0);
  });

  it('answers 490505 without storing anything when credits run out', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 0);
    const res = await createTask(t.app, user, 'text2image', { prompt: 'x' });
    expect(res.statusCode).toBe(402);
    expect(envelope(res).code).toBe(CODE_BUY_NOW);
    expect(await countRows(t.ctx.kdb, 'tasks', { user_id: user.userId })).toBe(0);
    expect(await records(t, user.userId)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    t = await startTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/create/text2image',
      payload: { params: {} },
    });
    expect(res.statusCode).toBe(401);
    expect(envelope(res).code).toBe(CODE_RELOGIN);
  });
});

describe('failure, cancel and deadline refund once', () => {
  it('refunds a task whose engine fails, with status 4 and the generic reason (its words kept as the detail)', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 3);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', fail: 'The model ran out of memory' }),
    );
    const done = await waitFinished(t.app, user, 'text2image', data.task_id);
    expect(done).toMatchObject({ status: 4, reason: 'The engine could not finish this task', result: null });
    expect(await reasonDetail(t.ctx, data.task_id)).toBe('The model ran out of memory');
    expect(await balance(t.ctx, user.userId)).toBe(3);
    expect((await records(t, user.userId)).filter((r) => r.details === 'Refund')).toEqual([
      { type: 'acquisition', details: 'Refund', credits: 1, task_id: data.task_id },
    ]);
  });

  it('cancels a running task: status 5, engine stopped, refunded once even if cancelled twice', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 3);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', steps: 1000, step_ms: 20 }),
    );
    await until(() => t.engine.started.includes(data.task_id));
    const cancel = () =>
      t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${data.task_id}`, headers: user.headers });
    const first = envelope<TaskDto>(await cancel());
    expect(first.data).toMatchObject({ status: 5, cancelable: false });
    const second = envelope<TaskDto>(await cancel());
    expect(second).toMatchObject({ code: 0, data: { status: 5 } });
    await until(() => t.ctx.taskQueue.runningCount === 0);
    expect(await balance(t.ctx, user.userId)).toBe(3);
    expect((await records(t, user.userId)).filter((r) => r.details === 'Refund')).toHaveLength(1);
  });

  it('a cancel after half the work is shown done keeps the credit; one before that, or before the start, refunds', async () => {
    t = await startTestApp({ queue: { concurrency: 1 } });
    const user = await signIn(t.ctx, 5);
    const start = async () =>
      envelope<CreateTaskData>(
        await createTask(t.app, user, 'text2image', { prompt: 'x', steps: 200, step_ms: 20 }),
      ).data.task_id;
    const progressOf = async (id: string) =>
      (await t.ctx.kdb.selectFrom('tasks').select('progress').where('id', '=', id).executeTakeFirstOrThrow())
        .progress;
    const cancel = async (id: string) =>
      envelope<TaskDto>(
        await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${id}`, headers: user.headers }),
      ).data;
    const refunded = async (id: string) =>
      (await records(t, user.userId)).filter((r) => r.details === 'Refund' && r.task_id === id);

    const late = await start();
    // Queued behind the first (one at a time): never started.
    const queued = await start();
    await until(async () => (await progressOf(late)) >= 50, 10_000);
    expect(await cancel(late)).toMatchObject({ status: 5 });
    expect(await progressOf(late)).toBeGreaterThanOrEqual(50);
    expect(await refunded(late)).toEqual([]);
    expect(await cancel(queued)).toMatchObject({ status: 5 });
    expect(await refunded(queued)).toHaveLength(1);
    expect(await balance(t.ctx, user.userId)).toBe(4);

    const early = await start();
    await until(async () => t.engine.started.includes(early) && (await progressOf(early)) > 0);
    await cancel(early);
    expect(await progressOf(early)).toBeLessThan(50);
    expect(await refunded(early)).toEqual([
      { type: 'acquisition', details: 'Refund', credits: 1, task_id: early },
    ]);
    expect(await balance(t.ctx, user.userId)).toBe(4);
  });

  it('ends a task past its deadline with status 6 and refunds it', async () => {
    t = await startTestApp({ queue: { deadlineMs: 300 } });
    const user = await signIn(t.ctx, 2);
    const { data } = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'x', hang: true }),
    );
    const done = await waitFinished(t.app, user, 'text2image', data.task_id);
    expect(done.status).toBe(6);
    expect(done.reason).toMatch(/longer than/);
    expect(await balance(t.ctx, user.userId)).toBe(2);
  });
});
