/**
 * Real models by configuration: tasks routed to a ComfyUI server or an OpenAI-compatible images API run end to
 * end against servers that speak each protocol (tests/unit/server/support/*-protocol-server.ts): progress shown,
 * result stored and served, cancel and failure refunded once, a dropped WebSocket recovered. The queue, credits
 * and refunds are the product's own; only the module that makes the file is remote.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import { probeMedia } from '../../../server/engine/probe';
import { engineSettingsFromEnv } from '../../../server/engine/remote/remote-settings';
import { realMediaEngine } from '../../../server/queue/real-media-engine';
import type { MediaEngine } from '../../../server/queue/types';
import type { CreateTaskData, TaskDto } from '../../../src/core/contract/tasks';
import type { EngineListData } from '../../../src/core/contract/engines';
import {
  TASK_STATUS_CANCELLED,
  TASK_STATUS_FAILED,
  TASK_STATUS_SUCCESS,
} from '../../../src/core/task-status';
import { startComfyUiProtocolServer, type ComfyUiProtocolServer } from './support/comfyui-protocol-server';
import {
  startImagesApiProtocolServer,
  type ImagesApiProtocolServer,
} from './support/images-api-protocol-server';
import {
  balance,
  createTask,
  envelope,
  getJson,
  reasonDetail,
  result,
  signIn,
  tempDataDir,
  until,
  waitFinished,
  type TestApp,
} from './support/test-app';
import { uploadedFile } from './support/upload-fixtures';
import fs from 'node:fs';

/** The product's own modules validate; nothing routed to a remote engine may fall through to them. */
const validatingEngine: MediaEngine = {
  moduleFor: (key) => realMediaEngine.moduleFor(key),
  run: (job) => Promise.reject(new Error(`the built-in engine ran ${job.algorithm}`)),
};

async function startApp(env: Record<string, string>): Promise<TestApp> {
  const dataDir = tempDataDir();
  const config = configFromEnv({ DATA_DIR: dataDir, CLIENT_DIR: '', ...env });
  const { app, ctx, sqlite } = await buildApp(config, { engine: validatingEngine as never });
  await app.ready();
  return {
    app,
    ctx,
    engine: validatingEngine as never,
    dataDir,
    db: sqlite!,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let comfy: ComfyUiProtocolServer;
let images: ImagesApiProtocolServer;
let t: TestApp | undefined;
beforeAll(async () => {
  [comfy, images] = await Promise.all([startComfyUiProtocolServer(), startImagesApiProtocolServer()]);
});
afterAll(async () => {
  await Promise.all([comfy.close(), images.close()]);
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  comfy.behaviour = { steps: 4, stepMs: 40 };
  images.behaviour = {};
});

const comfyEnv = () => ({ ENGINE: 'comfyui', COMFYUI_URL: comfy.url });
const imagesEnv = () => ({
  ENGINE: 'openai-images',
  IMAGES_API_URL: `${images.url}/v1`,
  IMAGES_API_KEY: images.key,
  IMAGES_MODEL: 'gpt-image-1',
});

async function started(algorithm: string, params: Record<string, unknown>) {
  const user = await signIn(t!.ctx, 100);
  const before = await balance(t!.ctx, user.userId);
  const created = envelope<CreateTaskData>(await createTask(t!.app, user, algorithm, params));
  expect(created.code, created.msg).toBe(0);
  return { user, before, taskId: created.data.task_id };
}

async function download(url: string): Promise<Buffer> {
  const res = await t!.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('engine settings', () => {
  it('route each algorithm to the engine that can make it, and say what is missing', () => {
    expect(engineSettingsFromEnv({}).routes).toEqual({});
    expect(engineSettingsFromEnv({ ...imagesEnv() }).routes).toEqual({
      text2image: 'openai-images',
      image2image: 'openai-images',
    });
    expect(
      engineSettingsFromEnv({ ...comfyEnv(), ENGINE_TEXT2VIDEO: 'builtin', ENGINE_IMAGE2IMAGE: 'comfyui' })
        .routes,
    ).toEqual({ text2image: 'comfyui', image2image: 'comfyui', image2video: 'comfyui' });
    expect(() => engineSettingsFromEnv({ ENGINE: 'comfyui' })).toThrow(/COMFYUI_URL must be set/);
    expect(() => engineSettingsFromEnv({ ENGINE: 'dall-e' })).toThrow(
      /ENGINE must be builtin, comfyui or openai-images/,
    );
    expect(() => engineSettingsFromEnv({ ...imagesEnv(), ENGINE_TEXT2VIDEO: 'openai-images' })).toThrow(
      /ENGINE_TEXT2VIDEO: openai-images cannot make text2video/,
    );
    expect(() => engineSettingsFromEnv({ ENGINE: 'openai-images', IMAGES_API_URL: 'x' })).toThrow(
      /must be set/,
    );
  });

  it('the model list learns which engine and model make each algorithm', async () => {
    t = await startApp({ ...comfyEnv(), ENGINE_TEXT2VIDEO: 'builtin' });
    const res = await getJson<EngineListData>(t.app, '/v1/common/engines');
    expect(res.data.list).toEqual(
      expect.arrayContaining([
        { algorithm: 'text2image', engine: 'comfyui', model: 'sd_xl_base_1.0' },
        { algorithm: 'image2video', engine: 'comfyui', model: 'wan2.1_i2v_480p_14B_fp8_scaled' },
        { algorithm: 'text2video', engine: 'builtin', model: 'builtin' },
      ]),
    );
  });
});

describe('ComfyUI', () => {
  it('makes a text-to-image task: the prompt in the workflow, progress shown, pictures stored and served, charged once', async () => {
    t = await startApp(comfyEnv());
    comfy.behaviour = { steps: 8, stepMs: 120 };
    const { user, before, taskId } = await started('text2image', {
      prompt: 'two cats on a windowsill',
      aspect_ratio: '16:9',
      num: 2,
      style: 'anime',
    });
    const seen: number[] = [];
    let done: TaskDto | undefined;
    await until(async () => {
      const { data } = await result(t!.app, user, 'text2image', taskId);
      seen.push(data.progress);
      if (data.status === TASK_STATUS_SUCCESS) done = data;
      return done !== undefined;
    }, 30_000);
    expect(seen.some((p) => p > 10 && p < 100)).toBe(true);
    const workflow = comfy.prompts.at(-1)!.workflow;
    expect(workflow['2'].inputs.text).toBe('two cats on a windowsill, anime style');
    expect(workflow['4'].inputs).toMatchObject({ width: 1024, height: 576, batch_size: 2 });
    expect(typeof workflow['5'].inputs.seed).toBe('number');
    expect(done!.result!.files).toHaveLength(2);
    expect(done!.result!.description).toBe('Made by ComfyUI with sd_xl_base_1.0.');
    const png = await sharp(await download(done!.result!.files[0].url)).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', 1024, 576]);
    expect(await balance(t.ctx, user.userId)).toBe(before - done!.cost);
  }, 60_000);

  it('uploads the photo of an image-to-video task and stores the clip it makes', async () => {
    t = await startApp(comfyEnv());
    const user = await signIn(t.ctx, 100);
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const file = await uploadedFile(t.app, user, 'photo.png', photo);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2video', {
        image: file.file,
        prompt: 'the grass sways',
        duration: 3,
      }),
    );
    expect(created.code, created.msg).toBe(0);
    const done = await waitFinished(t.app, user, 'image2video', created.data.task_id, 60_000);
    expect(done.status, done.reason).toBe(TASK_STATUS_SUCCESS);
    const workflow = comfy.prompts.at(-1)!.workflow;
    expect(comfy.uploads.has(String(workflow['5'].inputs.image))).toBe(true);
    // 3 s at 16 frames a second, as the 4n + 1 frames the model takes.
    expect(workflow['9'].inputs.length).toBe(49);
    const clip = done.result!.files[0];
    expect([clip.kind, clip.mime]).toEqual(['video', 'video/mp4']);
    const stored = `${t.dataDir}/probe.mp4`;
    fs.writeFileSync(stored, await download(clip.url));
    expect((await probeMedia(stored)).duration).toBeCloseTo(49 / 16, 1);
  }, 90_000);

  it('a failed run fails the task (ComfyUI’s reason kept as its detail) and refunds it once', async () => {
    t = await startApp(comfyEnv());
    comfy.behaviour = { steps: 4, stepMs: 30, failWith: 'CUDA out of memory' };
    const { user, before, taskId } = await started('text2image', { prompt: 'a red fox' });
    const done = await waitFinished(t.app, user, 'text2image', taskId, 30_000);
    expect(done.status).toBe(TASK_STATUS_FAILED);
    expect(done.reason).toBe('The engine could not finish this task');
    expect(await reasonDetail(t.ctx, taskId)).toBe('ComfyUI failed in KSampler: CUDA out of memory');
    await until(async () => (await balance(t!.ctx, user.userId)) === before);
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance(t.ctx, user.userId)).toBe(before);
  }, 60_000);

  it('cancelling the task interrupts the run on ComfyUI and refunds once', async () => {
    t = await startApp(comfyEnv());
    comfy.behaviour = { steps: 100, stepMs: 100 };
    const { user, before, taskId } = await started('text2image', { prompt: 'a slow picture' });
    await until(async () => (await result(t!.app, user, 'text2image', taskId)).data.progress > 10, 30_000);
    const interruptsBefore = comfy.interrupts;
    const res = await t.app.inject({ method: 'POST', url: `/v1/ai/cancel/${taskId}`, headers: user.headers });
    expect(envelope(res).code).toBe(0);
    const done = await waitFinished(t.app, user, 'text2image', taskId, 30_000);
    expect(done.status).toBe(TASK_STATUS_CANCELLED);
    await until(() => comfy.interrupts > interruptsBefore);
    expect(comfy.deletes).toContain(comfy.prompts.at(-1)!.id);
    expect(await balance(t.ctx, user.userId)).toBe(before);
  }, 60_000);

  it('a dropped WebSocket does not lose the run: it ends by the history and a new socket', async () => {
    t = await startApp(comfyEnv());
    comfy.behaviour = { steps: 6, stepMs: 150, dropSocket: true };
    const { user, taskId } = await started('text2image', { prompt: 'a lighthouse in the rain' });
    const done = await waitFinished(t.app, user, 'text2image', taskId, 30_000);
    expect(done.status, done.reason).toBe(TASK_STATUS_SUCCESS);
    expect(done.result!.files).toHaveLength(1);
  }, 60_000);

  it('a workflow ComfyUI refuses fails the task with its validation message', async () => {
    t = await startApp(comfyEnv());
    const user = await signIn(t.ctx, 100);
    const before = await balance(t.ctx, user.userId);
    // image2image whose picture the server did not keep: ComfyUI answers 400 with node errors.
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const file = await uploadedFile(t.app, user, 'p.png', photo);
    comfy.behaviour = { steps: 2, stepMs: 10, forgetUploads: true };
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2image', { image: file.file, prompt: 'oil painting' }),
    );
    const done = await waitFinished(t.app, user, 'image2image', created.data.task_id, 30_000);
    expect(done.status).toBe(TASK_STATUS_FAILED);
    expect(done.reason).toBe('The engine could not finish this task');
    expect(await reasonDetail(t.ctx, created.data.task_id)).toMatch(
      /^ComfyUI refused the workflow: Prompt outputs failed validation; LoadImage: Invalid image file/,
    );
    await until(async () => (await balance(t!.ctx, user.userId)) === before);
  }, 60_000);
});

describe('an OpenAI-compatible images API', () => {
  it('makes a text-to-image task in the asked proportions, from base64 or a URL', async () => {
    t = await startApp(imagesEnv());
    for (const asUrl of [false, true]) {
      images.behaviour = { asUrl };
      const { user, before, taskId } = await started('text2image', {
        prompt: 'a red kite over the beach',
        aspect_ratio: '16:9',
        negative_prompt: 'people',
      });
      const done = await waitFinished(t.app, user, 'text2image', taskId, 30_000);
      expect(done.status, done.reason).toBe(TASK_STATUS_SUCCESS);
      expect(images.requests.at(-1)).toMatchObject({
        route: 'generations',
        model: 'gpt-image-1',
        size: '1536x1024',
        n: 1,
        prompt: 'a red kite over the beach. Avoid: people',
      });
      expect(done.result!.description).toBe('Made by gpt-image-1 through an images API.');
      const png = await sharp(await download(done.result!.files[0].url)).metadata();
      expect([png.width, png.height]).toEqual([1024, 576]);
      expect(await balance(t.ctx, user.userId)).toBe(before - done.cost);
    }
  }, 60_000);

  it('sends the photo of an image-to-image task as an edit', async () => {
    t = await startApp(imagesEnv());
    const user = await signIn(t.ctx, 100);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#48c' } })
      .png()
      .toBuffer();
    const file = await uploadedFile(t.app, user, 'photo.png', photo);
    const created = envelope<CreateTaskData>(
      await createTask(t.app, user, 'image2image', { image: file.file, prompt: 'as a watercolour' }),
    );
    const done = await waitFinished(t.app, user, 'image2image', created.data.task_id, 30_000);
    expect(done.status, done.reason).toBe(TASK_STATUS_SUCCESS);
    expect(images.requests.at(-1)).toMatchObject({ route: 'edits', model: 'gpt-image-1', size: '1536x1024' });
    expect(images.requests.at(-1)!.imageBytes).toBeGreaterThan(0);
    const out = await sharp(await download(done.result!.files[0].url)).metadata();
    expect([out.width, out.height]).toEqual([1024, 682]);
  }, 60_000);

  it('a refusal fails the task with the API’s own message and refunds it once', async () => {
    t = await startApp(imagesEnv());
    images.behaviour = { refuseWith: 'Your request was rejected by the safety system.' };
    const { user, before, taskId } = await started('text2image', { prompt: 'something refused' });
    const done = await waitFinished(t.app, user, 'text2image', taskId, 30_000);
    expect(done.status).toBe(TASK_STATUS_FAILED);
    expect(done.reason).toBe('The images API refused: Your request was rejected by the safety system.');
    await until(async () => (await balance(t!.ctx, user.userId)) === before);
  }, 60_000);
});
