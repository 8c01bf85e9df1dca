/** image2video's end frame through the API: an optional file param, checked like every file and used by the engine. */
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { imageToVideo } from '../../../server/engine/modules/video-generate';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
import { meanAbsDiff, videoFrames } from '../engine/frames';
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
import { realModuleEngine } from './support/test-media-engine';
import { fixtureDir, mp3Tone, photo, uploadedFile } from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

/** A flat green picture with a white disc: nothing like the start photo. */
function endPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#1fbf4a"/><circle cx="160" cy="160" r="70" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('image2video end frame', () => {
  it('an uploaded end frame is where the clip ends', async () => {
    t = await startTestApp({ engine: realModuleEngine(imageToVideo) });
    const user = await signIn(t.ctx);
    const start = await uploadedFile(t.app, user, 'start.png', await photo(320, 320));
    const endBytes = await endPicture();
    const end = await uploadedFile(t.app, user, 'end.png', endBytes);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2video', { image: start.file, end_image: end.file, duration: 2 }),
    );
    expect(created.code).toBe(0);
    const done = await waitFinished(t.app, user, 'image2video', created.data.task_id, 60_000);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    const { frames } = await videoFrames(
      await storedFilePath(t, done.result!.files[0].file),
      64,
      64,
      'rgb24',
    );
    const last = frames[frames.length - 1];
    const [endRgb, startRgb] = await Promise.all(
      [endBytes, await photo(320, 320)].map((b) => sharp(b).resize(64, 64).removeAlpha().raw().toBuffer()),
    );
    expect(meanAbsDiff(last, endRgb)).toBeLessThan(meanAbsDiff(last, startRgb) / 3);
  }, 60_000);

  it("someone else's file or a sound as the end frame is 490001 and charges nothing", async () => {
    t = await startTestApp({ engine: realModuleEngine(imageToVideo) });
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const start = await uploadedFile(t.app, user, 'start.png', await photo(64, 64));
    const tone = await uploadedFile(t.app, user, 'tone.mp3', await mp3Tone(fixtureDir()));
    const foreign = await uploadedFile(t.app, other, 'theirs.png', await photo(64, 64));
    const cases: Array<[string, string]> = [
      [foreign.file, 'The file given as end_image was not found'],
      [tone.file, 'end_image must be an image'],
    ];
    for (const [id, msg] of cases) {
      const res = await createTask(t.app, user, 'image2video', { image: start.file, end_image: id });
      expect(res.statusCode, msg).toBe(400);
      expect(envelope(res)).toMatchObject({ code: CODE_PARAMS_ERROR, msg });
    }
    expect(await balance(t.ctx, user.userId)).toBe(10);
  });
});
