import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { CODE_TASKS_IN_FLIGHT } from '../../../src/core/business-codes';
import {
  balance,
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
} from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('tasks one account has in flight', () => {
  it('refuses one past the cap before charging, in parallel too, and takes it again once one ends', async () => {
    t = await startTestApp({ queue: { concurrency: 1 }, env: { TASKS_IN_FLIGHT_MAX: '3' } });
    const user = await signIn(t.ctx, 20);
    const slow = { prompt: 'slow', steps: 40, step_ms: 50 };
    // Five creates at once: the cap is checked inside the create's transaction, so exactly three get through.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        createTask(t.app, user, 'text2image', { ...slow, prompt: `slow ${i}` }),
      ),
    );
    const taken = answers.filter((res) => res.statusCode === 200);
    expect(taken).toHaveLength(3);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(envelope(refused)).toMatchObject({
      code: CODE_TASKS_IN_FLIGHT,
      msg: 'You have 3 generations waiting or running. Wait for one to finish, then try again.',
    });
    expect(await balance(t.ctx, user.userId)).toBe(17);
    // Another account is not held back by this one's cap.
    const other = await signIn(t.ctx, 5);
    expect((await createTask(t.app, other, 'text2image', { prompt: 'mine' })).statusCode).toBe(200);

    const first = envelope<CreateTaskData>(taken[0]!).data.task_id;
    await waitFinished(t.app, user, 'text2image', first);
    expect((await createTask(t.app, user, 'text2image', { prompt: 'after one ended' })).statusCode).toBe(200);
  });
});
