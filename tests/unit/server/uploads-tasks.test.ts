import { afterEach, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../src/core/contract/uploads';
import type { CreateTaskData } from '../../../src/core/contract/tasks';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TASK_STATUS_SUCCESS } from '../../../src/core/task-status';
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
import { fixtureDir, mp3Tone, photo, upload } from './support/upload-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

async function uploaded(user: TestUser, filename: string, data: Buffer): Promise<UploadedFile> {
  const body = envelope<UploadedFile>(await upload(t.app, user, { filename, data }));
  expect(body.code).toBe(0);
  return body.data;
}

describe('uploads as task inputs', () => {
  it('an uploaded image runs an image task; the engine sees its measured size', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const image = await uploaded(user, 'in.png', await photo(48, 30));
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2image', { image: image.file }),
    );
    expect(created.code).toBe(0);
    const done = await waitFinished(t.app, user, 'image2image', created.data.task_id);
    expect(done.status).toBe(TASK_STATUS_SUCCESS);
    // The test engine copies the input's width into its square output.
    expect(done.result!.files[0]).toMatchObject({ width: 48, height: 48 });
  });

  it('someone else’s upload is “not found”, and an upload of the wrong kind is refused, both free', async () => {
    t = await startTestApp();
    const owner = await signIn(t.ctx);
    const other = await signIn(t.ctx, 10);
    const image = await uploaded(owner, 'mine.png', await photo(32, 32));
    const foreign = await createTask(t.app, other, 'image2image', { image: image.file });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'The file given as image was not found',
    });
    const sound = await uploaded(other, 'tone.mp3', await mp3Tone(fixtureDir()));
    const wrongKind = await createTask(t.app, other, 'image2image', { image: sound.file });
    expect(envelope(wrongKind)).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'image must be an image' });
    expect(await balance(t.ctx, other.userId)).toBe(10);
  });
});
