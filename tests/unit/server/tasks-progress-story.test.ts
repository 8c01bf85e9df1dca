import { afterEach, describe, expect, it } from 'vitest';
import { textToVideo } from '../../../server/engine/modules/video-generate';
import type { CreateTaskData, ProgressData, TaskDto, TaskListData } from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR, CODE_TASK_MISMATCH, CODE_TASK_NOT_FOUND } from '../../../src/core/business-codes';
import { TASK_STATUS_IN_PROGRESS, TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { envelope, signIn, startTestApp, until, type TestApp, type TestUser } from './support/test-app';
import { realModuleEngine } from './support/test-media-engine';

let t: TestApp;
// Closing stops the video engine's work (ffmpeg, scene drawing), which takes its time on a loaded machine.
afterEach(async () => {
  await t?.app.close();
}, 60_000);

const story = {
  module: 'text-to-video',
  isAudio: false,
  isFromTpl: false,
  fields: [
    { field: 'prompt', val: 'a neon city at night' },
    { field: 'duration', val: 2 },
  ],
  name: 'a neon city at night',
  inputs: {},
};

async function create(user: TestUser, userData: unknown) {
  return envelope<CreateTaskData>(
    await t.app.inject({
      method: 'POST',
      url: '/v1/ai/create/text2video',
      headers: user.headers,
      payload: { params: { prompt: 'a neon city at night', duration: 2 }, user_data: userData },
    }),
  );
}

async function progress(user: TestUser, algorithm: string, taskId: string) {
  return envelope<ProgressData>(
    await t.app.inject({ method: 'GET', url: `/v1/${algorithm}/progress/${taskId}`, headers: user.headers }),
  );
}

describe('a video task: its story stored, its real progress polled', () => {
  it('reports rising progress on GET /v1/{algorithm}/progress/{id} and keeps the story it was sent', async () => {
    // The minimum in-progress time keeps the two-second clip running long enough to be seen between 0 and 100.
    t = await startTestApp({ engine: realModuleEngine(textToVideo), env: { TASK_MIN_MS: '1500' } });
    const user = await signIn(t.ctx);
    const created = await create(user, story);
    expect(created.code, created.msg).toBe(0);
    const taskId = created.data.task_id;

    const seen: ProgressData[] = [];
    await until(async () => {
      const polled = await progress(user, 'text2video', taskId);
      expect(polled.code).toBe(0);
      seen.push(polled.data);
      return polled.data.status === TASK_STATUS_SUCCESS;
    }, 110_000);
    const values = seen.map((p) => p.progress);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(seen.some((p) => p.status === TASK_STATUS_IN_PROGRESS && p.progress > 0 && p.progress < 100)).toBe(
      true,
    );
    expect(seen.at(-1)).toEqual({ task_id: taskId, status: TASK_STATUS_SUCCESS, progress: 100 });

    const done = envelope<TaskDto>(
      await t.app.inject({ method: 'GET', url: `/v1/ai/result/text2video/${taskId}`, headers: user.headers }),
    );
    expect(done.data.user_data).toEqual(story);
    expect(done.data.end).toBeGreaterThanOrEqual(done.data.begin + 1);
    const list = envelope<TaskListData>(
      await t.app.inject({ method: 'POST', url: '/v1/ai/task', headers: user.headers, payload: {} }),
    );
    expect(list.data.list.find((task) => task.task_id === taskId)?.user_data).toEqual(story);
  }, 120_000);

  it("answers another algorithm's path with 490199 and another user's task with 490101", async () => {
    t = await startTestApp({ engine: realModuleEngine(textToVideo), env: { TASK_MIN_MS: '1500' } });
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const { data } = await create(user, story);
    expect((await progress(user, 'text2image', data.task_id)).code).toBe(CODE_TASK_MISMATCH);
    expect((await progress(other, 'text2video', data.task_id)).code).toBe(CODE_TASK_NOT_FOUND);
  }, 60_000);

  it('refuses a story whose keys have the wrong types, and charges nothing', async () => {
    t = await startTestApp({ engine: realModuleEngine(textToVideo) });
    const user = await signIn(t.ctx);
    for (const bad of [{ isAudio: 'no' }, { fields: [{ val: 1 }] }, { num: 7 }, { module: 3 }]) {
      const refused = await create(user, { ...story, ...bad });
      expect(refused.code).toBe(CODE_PARAMS_ERROR);
    }
    const list = envelope<TaskListData>(
      await t.app.inject({ method: 'POST', url: '/v1/ai/task', headers: user.headers, payload: {} }),
    );
    expect(list.data.list).toHaveLength(0);
  });
});
