/** A text2image task made by the real engine module reports what it drew: the scene and one honest line. */
import { afterEach, describe, expect, it } from 'vitest';
import { textToImage } from '../../../server/engine/modules/text-to-image';
import type { CreateTaskData, TaskListData } from '../../../src/core/contract/tasks';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { createTask, envelope, signIn, startTestApp, waitFinished, type TestApp } from './support/test-app';
import { realModuleEngine, testMediaEngine } from './support/test-media-engine';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

describe('text2image result scene', () => {
  it('carries the scene the composer drew and says what it drew', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToImage) });
    const user = await signIn(t.ctx);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'Two cats on a windowsill at dusk' }),
    );
    expect(created.code).toBe(0);
    const done = await waitFinished(t.app, user, 'text2image', created.data.task_id, 60_000);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    expect(done.result?.scene).toEqual({
      subjects: [{ name: 'cat', count: 2, icon: 'cat' }],
      setting: 'windowsill',
      time: 'dusk',
      weather: null,
      style: 'plain',
      unmatched: [],
    });
    expect(done.result?.description).toBe(
      '2 × cat, windowsill, dusk; composed from vector art (Fluent Emoji), no neural model.',
    );
    // The task list reports the same result.
    const list = envelope<TaskListData>(
      await t.app.inject({ method: 'POST', url: '/v1/ai/task', headers: user.headers }),
    );
    expect(list.data.list[0].result?.scene).toEqual(done.result?.scene);
  }, 60_000);

  it('names the words it could not draw', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToImage) });
    const user = await signIn(t.ctx);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', {
        prompt: 'a dog under a table in the kitchen, watercolor',
      }),
    );
    const done = await waitFinished(t.app, user, 'text2image', created.data.task_id, 60_000);
    expect(done.result?.scene).toMatchObject({
      subjects: [{ name: 'dog', count: 1, icon: 'dog' }],
      setting: 'kitchen',
      style: 'watercolor',
      unmatched: ['table'],
    });
    expect(done.result?.description).toBe(
      '1 × dog, kitchen, watercolor; composed from vector art (Fluent Emoji), no neural model.',
    );
  }, 60_000);

  it('leaves the scene out of results the composer did not make', async () => {
    t = await startTestApp({ engine: testMediaEngine() });
    const user = await signIn(t.ctx);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'text2image', { prompt: 'a cat' }),
    );
    const done = await waitFinished(t.app, user, 'text2image', created.data.task_id);
    expect(done.result).toEqual({ files: expect.any(Array), description: 'test module: solid PNG' });
  });
});
