import { afterEach, describe, expect, it } from 'vitest';
import { effect } from '../../../server/engine/modules/effect';
import { countVideoFrames, probeMedia } from '../../../server/engine/probe';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import {
  balance,
  createTask,
  envelope,
  signIn,
  startTestApp,
  storedFilePath,
  waitFinished,
  type TestApp,
} from './support/test-app';
import { countRows } from './support/databases';
import { realModuleEngine } from './support/test-media-engine';
import { fixtureDir, mp3Tone, mp4Clip, photo, uploadedFile } from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

const taskCount = (userId: number) => countRows(t.ctx.kdb, 'tasks', { user_id: userId });

describe('effect tasks with two photos or a video', () => {
  it('two uploaded photos make a charged task whose result is a clip with frames', async () => {
    t = await startTestApp({ engine: realModuleEngine(effect) });
    const user = await signIn(t.ctx);
    const first = await uploadedFile(t.app, user, 'one.png', await photo(300, 400));
    const second = await uploadedFile(t.app, user, 'two.jpg', await photo(360, 480, 'jpeg'));
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'effect', {
        images: [first.file, second.file],
        effect: 'fade_in',
        duration: 2,
      }),
    );
    expect(created.code).toBe(0);
    expect(await balance(t.ctx, user.userId)).toBe(9);
    const done = await waitFinished(t.app, user, 'effect', created.data.task_id, 60_000);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    const out = done.result!.files[0];
    expect(out).toMatchObject({ kind: 'video', mime: 'video/mp4', width: 720, height: 480 });
    const file = await storedFilePath(t, out.file);
    expect((await probeMedia(file)).duration).toBeCloseTo(2, 0);
    expect(await countVideoFrames(file)).toBeGreaterThan(40);
  }, 60_000);

  it('an uploaded clip runs the effect over its frames and keeps its sound', async () => {
    t = await startTestApp({ engine: realModuleEngine(effect) });
    const user = await signIn(t.ctx);
    const clip = await uploadedFile(t.app, user, 'dance.mp4', await mp4Clip(fixtureDir(), 2));
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'effect', { video: clip.file, effect: 'flash' }),
    );
    expect(created.code).toBe(0);
    const done = await waitFinished(t.app, user, 'effect', created.data.task_id, 60_000);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    const info = await probeMedia(await storedFilePath(t, done.result!.files[0].file));
    expect(info).toMatchObject({ hasVideo: true, hasAudio: true, width: 160, height: 120 });
    expect(info.duration).toBeCloseTo(2, 0);
  }, 60_000);

  it('wrong counts, kinds and combinations are 490001 with a clear message, and charge nothing', async () => {
    t = await startTestApp({ engine: realModuleEngine(effect) });
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const a = await uploadedFile(t.app, user, 'a.png', await photo(64, 64));
    const b = await uploadedFile(t.app, user, 'b.png', await photo(64, 64));
    const c = await uploadedFile(t.app, user, 'c.png', await photo(64, 64));
    const tone = await uploadedFile(t.app, user, 'tone.mp3', await mp3Tone(fixtureDir()));
    const foreign = await uploadedFile(t.app, other, 'theirs.png', await photo(64, 64));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Add an input: image (one photo), images (two photos) or video (a video clip).'],
      [{ images: [a.file] }, 'images must list exactly 2 uploaded photos (file ids)'],
      [{ images: [a.file, b.file, c.file] }, 'images must list exactly 2 uploaded photos (file ids)'],
      [{ image: a.file, images: [b.file, c.file] }, 'Give only one input, not image and images together.'],
      [{ images: [a.file, tone.file] }, 'images must be images only'],
      [{ images: [a.file, foreign.file] }, 'The file given as images was not found'],
      [{ video: a.file }, 'video must be a video'],
    ];
    for (const [params, msg] of cases) {
      const res = await createTask(t.app, user, 'effect', params);
      expect(res.statusCode, msg).toBe(400);
      expect(envelope(res)).toMatchObject({ code: CODE_PARAMS_ERROR, msg });
    }
    expect(await balance(t.ctx, user.userId)).toBe(10);
    expect(await taskCount(user.userId)).toBe(0);
  });
});
