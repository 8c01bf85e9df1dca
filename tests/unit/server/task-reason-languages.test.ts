/**
 * A failed task's reason reads in the language of each request that reads it (result poll, task list, batch, event
 * stream), not the one of the moment it failed: the reason is stored as a message and its values. An engine's own
 * words read as the generic failure in every language and stay with the task as its detail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResultData, TaskDto, TaskListData } from '../../../src/core/contract/tasks';
import { TASK_EVENTS_PATH } from '../../../src/core/contract/task-events';
import {
  TASK_STATUS_BAD_INPUT,
  TASK_STATUS_CANCELLED,
  TASK_STATUS_FAILED,
  TASK_STATUS_TIMEOUT,
} from '../../../src/core/task-status';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import { realMediaEngine } from '../../../server/queue/real-media-engine';
import { openStream, type SseConnection } from './support/sse-client';
import {
  createTask,
  envelope,
  reasonDetail,
  signIn,
  startTestApp,
  storedFilePath,
  waitFinished,
  type TestApp,
  type TestUser,
  result,
} from './support/test-app';
import { fixtureDir, mp4Clip, uploadedFile } from './support/upload-fixtures';

const GERMAN = 'de-DE,de;q=0.9,en;q=0.5';

/** The task as the result poll answers it for a reader whose browser asks for `language` (none: English). */
async function readIn(t: TestApp, user: TestUser, algorithm: string, taskId: string, language?: string) {
  return (await result(t.app, user, algorithm, taskId, language)).data;
}

async function created(t: TestApp, user: TestUser, algorithm: string, params: Record<string, unknown>) {
  const res = envelope<{ task_id: string }>(await createTask(t.app, user, algorithm, params));
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data.task_id;
}

describe('a failed task with the test engine', () => {
  let t: TestApp | undefined;
  const streams: SseConnection[] = [];
  afterEach(async () => {
    for (const s of streams.splice(0)) s.close();
    await t?.close();
    t = undefined;
  });

  it('reads its timeout in English, German and Japanese from the poll, the list and the batch', async () => {
    t = await startTestApp({ queue: { deadlineMs: 1000 } });
    const user = await signIn(t.ctx);
    const taskId = await created(t, user, 'text2image', { prompt: 'x', hang: true });
    const done = await waitFinished(t.app, user, 'text2image', taskId);
    expect(done.status).toBe(TASK_STATUS_TIMEOUT);
    expect(done.reason).toBe('The task took longer than 1 second');
    expect((await readIn(t, user, 'text2image', taskId, GERMAN)).reason).toBe(
      'Der Auftrag hat länger als 1 Sekunde gedauert',
    );
    expect((await readIn(t, user, 'text2image', taskId, 'ja')).reason).toBe('タスクに1秒以上かかりました');

    const list = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/task',
      headers: { ...user.headers, 'accept-language': 'ja' },
      payload: { page: 1, page_size: 10 },
    });
    expect(envelope<TaskListData>(list).data.list[0]).toMatchObject({
      task_id: taskId,
      reason: 'タスクに1秒以上かかりました',
    });
    const batch = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/result/batch',
      headers: { ...user.headers, 'accept-language': GERMAN },
      payload: { task_ids: [taskId] },
    });
    expect(envelope<BatchResultData>(batch).data.list[0].reason).toBe(
      'Der Auftrag hat länger als 1 Sekunde gedauert',
    );
  });

  it('reads an engine error as the generic failure in German, its words kept only as the detail', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const fail = 'onnxruntime: tensor shape [1,3,0] is invalid';
    const taskId = await created(t, user, 'text2image', { prompt: 'x', fail });
    expect((await waitFinished(t.app, user, 'text2image', taskId)).status).toBe(TASK_STATUS_FAILED);
    const german = await readIn(t, user, 'text2image', taskId, GERMAN);
    expect(german.reason).toBe('Die Engine konnte diesen Auftrag nicht abschließen');
    expect((await readIn(t, user, 'text2image', taskId)).reason).toBe(
      'The engine could not finish this task',
    );
    expect(await reasonDetail(t.ctx, taskId)).toBe(fail);
  });

  it('reads a reason stored as an English sentence before reasons were messages: a message translated, else the generic one', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const [cancelled, logged] = [
      await created(t, user, 'text2image', { prompt: 'a', hang: true }),
      await created(t, user, 'text2image', { prompt: 'b', hang: true }),
    ];
    const { kdb } = t.ctx;
    const stored = (status: number, reason: string, id: string) =>
      kdb
        .updateTable('tasks')
        .set({ status, phase: 'done', reason, reason_values: null })
        .where('id', '=', id)
        .execute();
    await stored(TASK_STATUS_CANCELLED, 'Cancelled', cancelled);
    await stored(TASK_STATUS_FAILED, 'ffmpeg failed (1): in.mp4: Invalid data found {x}', logged);
    expect((await readIn(t, user, 'text2image', cancelled, GERMAN)).reason).toBe('Abgebrochen');
    expect((await readIn(t, user, 'text2image', logged, 'ja')).reason).toBe(
      'エンジンがこのタスクを完了できませんでした',
    );
  });

  it('sends the reason on the event stream in the language its `lang` names, else in Accept-Language’s', async () => {
    t = await startTestApp();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signIn(t.ctx);
    const japanese = await openStream(`${url}${TASK_EVENTS_PATH}?lang=ja`, {
      ...user.headers,
      'accept-language': GERMAN,
    });
    const german = await openStream(`${url}${TASK_EVENTS_PATH}`, {
      ...user.headers,
      'accept-language': GERMAN,
    });
    streams.push(japanese, german);
    for (const s of [japanese, german]) await s.until((e) => e.event === 'ready');
    const taskId = await created(t, user, 'text2image', { prompt: 'x', fail: 'boom' });
    const failedOn = async (s: SseConnection) => {
      const event = await s.until(
        (e) => e.event === 'task' && (JSON.parse(e.data) as TaskDto).status === TASK_STATUS_FAILED,
      );
      return (JSON.parse(event.data) as TaskDto).reason;
    };
    expect(await failedOn(japanese)).toBe('エンジンがこのタスクを完了できませんでした');
    expect(await failedOn(german)).toBe('Die Engine konnte diesen Auftrag nicht abschließen');
    expect((await readIn(t, user, 'text2image', taskId)).reason).toBe(
      'The engine could not finish this task',
    );
  });
});

describe('a failed task with the real engine (its modules in worker processes)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fixtureDir();
    t = await startTestApp({ engine: { ...realMediaEngine, started: [], finished: [] } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads a video cap met when a module opens its input in English, German and Japanese', async () => {
    const user = await signIn(t.ctx, 20);
    const clip = await uploadedFile(t.app, user, 'clip.mp4', await mp4Clip(dir, 1));
    // The stored file turns into a 300 fps video behind the upload check's back (one stored before the caps).
    const fast = path.join(dir, 'fast.mp4');
    await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=300:duration=0.5'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', fast],
    ]);
    fs.copyFileSync(fast, await storedFilePath(t, clip.file));
    const taskId = await created(t, user, 'erv', { video: clip.file });
    const done = await waitFinished(t.app, user, 'erv', taskId, 60_000);
    expect(done.status).toBe(TASK_STATUS_BAD_INPUT);
    expect(done.reason).toBe('This video has too many frames per second (300): at most 240');
    expect((await readIn(t, user, 'erv', taskId, GERMAN)).reason).toBe(
      'Dieses Video hat zu viele Bilder pro Sekunde (300): höchstens 240',
    );
    expect((await readIn(t, user, 'erv', taskId, 'ja')).reason).toBe(
      'この動画はフレームレートが高すぎます（毎秒 300 フレーム）。上限は 240 です',
    );
  }, 90_000);

  it('reads a module’s own complaint with its values in German', async () => {
    const user = await signIn(t.ctx, 20);
    const clip = await uploadedFile(t.app, user, 'clip.mp4', await mp4Clip(dir, 1));
    const taskId = await created(t, user, 'clip', { video: clip.file, start: 100 });
    const done = await waitFinished(t.app, user, 'clip', taskId, 60_000);
    expect(done.status).toBe(TASK_STATUS_BAD_INPUT);
    expect(done.reason).toMatch(/^The start must be before the end \(the video is 1\.\d s long\)$/);
    expect((await readIn(t, user, 'clip', taskId, GERMAN)).reason).toMatch(
      /^Der Anfang muss vor dem Ende liegen \(das Video ist 1\.\d s lang\)$/,
    );
  }, 90_000);
});
