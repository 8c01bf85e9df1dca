import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { TASK_STATUS_FAILED, TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { FAULT_PROMPT_REASON } from '../../../server/queue/fault-prompt';
import { configFromEnv } from '../../../server/config';
import {
  balance,
  createTask,
  envelope,
  reasonDetail,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
} from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

describe('ENGINE_FAULT_PROMPT', () => {
  it('is off unless set', () => {
    expect(configFromEnv({}).engineFaultPrompt).toBeUndefined();
    expect(configFromEnv({ ENGINE_FAULT_PROMPT: 'boom' }).engineFaultPrompt).toBe('boom');
  });

  it('fails exactly that prompt at run time, refunds it, and leaves other prompts alone', async () => {
    t = await startTestApp({ env: { ENGINE_FAULT_PROMPT: 'please fail' } });
    const user = await signIn(t.ctx, 5);
    const bad = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'please fail' }),
    );
    const good = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'a red fox' }),
    );
    expect(bad.code).toBe(0);
    expect(bad.data.credits).toBe(4);
    const failed = await waitFinished(t.app, user, 'text2image', bad.data.task_id);
    expect(failed.status).toBe(TASK_STATUS_FAILED);
    // Users read the generic failure; the hook's own words stay with the task for the operator.
    expect(failed.reason).toBe('The engine could not finish this task');
    expect(await reasonDetail(t.ctx, bad.data.task_id)).toBe(FAULT_PROMPT_REASON);
    const done = await waitFinished(t.app, user, 'text2image', good.data.task_id);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    expect(await balance(t.ctx, user.userId)).toBe(4);
  });
});
