import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR, CODE_TASK_MISMATCH } from '../../../src/core/business-codes';
import { countRows } from './support/databases';
import { balance, createTask, envelope, signIn, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

describe('Idempotency-Key on create', () => {
  it('gives 50 concurrent repeats one task, charged once', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 5);
    const key = { 'Idempotency-Key': 'client-key-1' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => createTask(t.app, user, 'text2image', { prompt: 'same' }, key)),
    );
    const ids = new Set(responses.map((res) => envelope<CreateTaskData>(res).data.task_id));
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await balance(t.ctx, user.userId)).toBe(4);
    const counts = {
      tasks: await countRows(t.ctx.kdb, 'tasks', { user_id: user.userId }),
      charges: await countRows(t.ctx.kdb, 'credit_records', { user_id: user.userId, type: 'consumption' }),
    };
    expect(counts).toEqual({ tasks: 1, charges: 1 });
  });

  it('treats equal params in another key order as the same request', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const key = { 'Idempotency-Key': 'k2' };
    const a = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'p', steps: 2 }, key),
    );
    const b = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { steps: 2, prompt: 'p' }, key),
    );
    expect(b.data.task_id).toBe(a.data.task_id);
  });

  it('refuses the same key for different params with 490199, and keys of another user are theirs', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const key = { 'Idempotency-Key': 'k3' };
    const first = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'one' }, key),
    );
    const reuse = await createTask(t.app, user, 'text2image', { prompt: 'two' }, key);
    expect(reuse.statusCode).toBe(409);
    expect(envelope(reuse).code).toBe(CODE_TASK_MISMATCH);
    const theirs = envelope<CreateTaskData>(
      await createTask(t.app, other, 'text2image', { prompt: 'one' }, key),
    );
    expect(theirs.code).toBe(0);
    expect(theirs.data.task_id).not.toBe(first.data.task_id);
  });

  it('rejects a malformed key with 490001', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const res = await createTask(
      t.app,
      user,
      'text2image',
      { prompt: 'x' },
      { 'Idempotency-Key': 'has spaces' },
    );
    expect(envelope(res).code).toBe(CODE_PARAMS_ERROR);
    expect(await balance(t.ctx, user.userId)).toBe(10);
  });
});
