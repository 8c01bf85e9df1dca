import { afterEach, describe, expect, it } from 'vitest';
import type {
  BatchResultData,
  CreateTaskData,
  ProgressData,
  TaskDto,
  TaskListData,
} from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR, CODE_TASK_MISMATCH, CODE_TASK_NOT_FOUND } from '../../../src/core/business-codes';
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
import { addFile } from './support/drive-data';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

async function newTask(user: TestUser, algorithm: string, params: Record<string, unknown>): Promise<string> {
  return envelope<CreateTaskData>(await createTask(t.app, user, algorithm, params)).data.task_id;
}

function post(user: TestUser, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload && { payload }) });
}

describe('task ownership and algorithm checks', () => {
  it('answers 490101 for another user’s or a missing task and 490199 for a path of another algorithm', async () => {
    t = await startTestApp();
    const owner = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const id = await newTask(owner, 'text2image', { prompt: 'x' });
    const urls = [`/v1/ai/result/text2image/${id}`, `/v1/text2image/progress/${id}`];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(envelope(res).code).toBe(CODE_TASK_NOT_FOUND);
    }
    for (const url of [`/v1/ai/cancel/${id}`, `/v1/ai/del/${id}`]) {
      expect(envelope(await post(other, url)).code).toBe(CODE_TASK_NOT_FOUND);
    }
    expect(envelope(await post(other, '/v1/ai/retry', { task_id: id })).code).toBe(CODE_TASK_NOT_FOUND);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/ai/result/text2image/nope',
      headers: owner.headers,
    });
    expect(envelope(missing).code).toBe(CODE_TASK_NOT_FOUND);
    for (const url of [`/v1/ai/result/image2image/${id}`, `/v1/image2image/progress/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(envelope(res).code).toBe(CODE_TASK_MISMATCH);
    }
    const progress = envelope<ProgressData>(
      await t.app.inject({ method: 'GET', url: `/v1/text2image/progress/${id}`, headers: owner.headers }),
    );
    expect(progress.code).toBe(0);
  });
});

describe('POST /v1/ai/task', () => {
  it('lists newest first with pagination and an algorithm filter', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 20);
    const other = await signIn(t.ctx);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await newTask(user, 'text2image', { prompt: `p${i}` }));
    const image = await addFile(t.ctx.kdb, user.userId, 1);
    const i2i = await newTask(user, 'image2image', { image });
    await newTask(other, 'text2image', { prompt: 'not mine' });

    const page1 = envelope<TaskListData>(await post(user, '/v1/ai/task', { page: 1, page_size: 4 }));
    expect(page1.data.paginate).toEqual({ total: 6, page: 1, page_size: 4 });
    expect(page1.data.list.map((x) => x.task_id)).toEqual([i2i, ids[4], ids[3], ids[2]]);
    const page2 = envelope<TaskListData>(await post(user, '/v1/ai/task', { page: '2', page_size: '4' }));
    expect(page2.data.list.map((x) => x.task_id)).toEqual([ids[1], ids[0]]);
    const filtered = envelope<TaskListData>(await post(user, '/v1/ai/task', { algorithm: 'image2image' }));
    expect(filtered.data).toMatchObject({ paginate: { total: 1, page: 1, page_size: 20 } });
    expect(filtered.data.list.map((x) => x.task_id)).toEqual([i2i]);
    const defaults = envelope<TaskListData>(await post(user, '/v1/ai/task'));
    expect(defaults.data.paginate).toEqual({ total: 6, page: 1, page_size: 20 });
  });

  it('rejects a zero or negative page and a page size over 100 with 490001', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    for (const body of [{ page: 0 }, { page: -1 }, { page_size: 101 }, { page_size: 0 }, { page: 'two' }]) {
      const res = await post(user, '/v1/ai/task', body);
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe(CODE_PARAMS_ERROR);
    }
  });
});

describe('POST /v1/ai/task/data_save', () => {
  it('stores like 1, dislike 0 and cancel -1, and merges user_data', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const id = await newTask(user, 'text2image', { prompt: 'x' });
    const save = (body: object) => post(user, '/v1/ai/task/data_save', { taskId: id, ...body });
    for (const like of [1, 0, -1]) {
      const res = envelope<TaskDto>(await save({ save_type: 'like', user_data: { like } }));
      expect(res.data.user_data.like).toBe(like);
    }
    const bad = await save({ save_type: 'like', user_data: { like: 2 } });
    expect(envelope(bad).code).toBe(CODE_PARAMS_ERROR);
    await save({ save_type: 'user_data', user_data: { name: 'Fox', num: 2 } });
    const merged = envelope<TaskDto>(
      await save({ save_type: 'user_data', user_data: { num: null, module: 'm' } }),
    );
    expect(merged.data.user_data).toEqual({ like: -1, name: 'Fox', module: 'm' });
    const foreign = await post(await signIn(t.ctx), '/v1/ai/task/data_save', {
      taskId: id,
      save_type: 'like',
      user_data: { like: 1 },
    });
    expect(envelope(foreign).code).toBe(CODE_TASK_NOT_FOUND);
  });
});

describe('POST /v1/ai/result/batch', () => {
  it('returns the caller’s tasks in the order asked and leaves out others', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const a = await newTask(user, 'text2image', { prompt: 'a' });
    const b = await newTask(user, 'text2image', { prompt: 'b' });
    const theirs = await newTask(other, 'text2image', { prompt: 'c' });
    const res = envelope<BatchResultData>(
      await post(user, '/v1/ai/result/batch', { task_ids: [b, theirs, a, b, 'x'] }),
    );
    expect(res.data.list.map((x) => x.task_id)).toEqual([b, a]);
    const tooMany = await post(user, '/v1/ai/result/batch', {
      task_ids: Array.from({ length: 101 }, (_, i) => `${i}`),
    });
    expect(envelope(tooMany).code).toBe(CODE_PARAMS_ERROR);
    expect(envelope(await post(user, '/v1/ai/result/batch', { task_ids: [] })).code).toBe(CODE_PARAMS_ERROR);
  });
});

describe('retry and delete', () => {
  it('retries a failed task as a new charged task with the same params; refuses to retry a success', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 5);
    const failed = await newTask(user, 'text2image', { prompt: 'x', fail: 'boom' });
    expect((await waitFinished(t.app, user, 'text2image', failed)).status).toBe(4);
    expect(await balance(t.ctx, user.userId)).toBe(5);
    const retry = envelope<CreateTaskData>(await post(user, '/v1/ai/retry', { task_id: failed }));
    expect(retry.code).toBe(0);
    expect(retry.data.task_id).not.toBe(failed);
    expect(retry.data.task.params).toEqual({ prompt: 'x', fail: 'boom' });
    expect(retry.data.credits).toBe(4);

    const good = await newTask(user, 'text2image', { prompt: 'fine' });
    await waitFinished(t.app, user, 'text2image', good);
    const refused = await post(user, '/v1/ai/retry', { task_id: good });
    expect(envelope(refused)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'Only a failed or cancelled task can be retried',
    });
  });

  it('deletes a running task: cancelled and refunded, then gone from results and the list', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 3);
    const id = await newTask(user, 'text2image', { prompt: 'x', steps: 1000, step_ms: 20 });
    const del = envelope(await post(user, `/v1/ai/del/${id}`));
    expect(del).toMatchObject({ code: 0, data: { task_id: id } });
    expect(await balance(t.ctx, user.userId)).toBe(3);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/v1/ai/result/text2image/${id}`,
      headers: user.headers,
    });
    expect(envelope(gone).code).toBe(CODE_TASK_NOT_FOUND);
    const list = envelope<TaskListData>(await post(user, '/v1/ai/task'));
    expect(list.data.paginate.total).toBe(0);
  });
});
