import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NOT_AVAILABLE } from '../../../src/core/business-codes';
import { EngineParamError } from '../../../server/engine/params';
import { EngineRefusedError } from '../../../server/engine/run-engine-job';
import { closeEngineWorkers, runJob } from '../../../server/engine/run-in-worker';
import { startTsWorker } from '../../../server/engine/ts-worker';
import { gradientPhoto, makeJob, tempDir } from './fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let n = 0;
beforeAll(async () => ({ dir, cleanup } = await tempDir('worker-')));
afterAll(async () => {
  await closeEngineWorkers();
  await cleanup();
});

async function outDir() {
  const d = path.join(dir, `out-${n++}`);
  await mkdir(d);
  return d;
}

describe('runJob in a worker thread', () => {
  it('runs a module, posts progress back and returns real files', async () => {
    const job = makeJob('text2image', await outDir(), { prompt: 'a moon over the sea', aspect_ratio: '4:3' });
    const out = await runJob(job);
    const meta = await sharp(out.files[0].path).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 768]);
    expect(job.progress.at(-1)).toBe(100);
  });

  it('reports bad params as EngineParamError and refused keys as 490026', async () => {
    await expect(runJob(makeJob('text2image', await outDir(), {}))).rejects.toBeInstanceOf(EngineParamError);
    const refused = runJob(makeJob('dlp_down', await outDir(), {}));
    await expect(refused).rejects.toBeInstanceOf(EngineRefusedError);
    await expect(refused).rejects.toMatchObject({ code: CODE_NOT_AVAILABLE });
  });

  it('stops a running job when its signal aborts', async () => {
    const controller = new AbortController();
    const job = {
      ...makeJob('text2image', await outDir(), { prompt: 'stars', num: 4 }),
      signal: controller.signal,
    };
    const running = runJob(job);
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('runs a neural (onnxruntime) job again in a new worker process after the pool ended the first', async () => {
    // The second thread to open onnxruntime's binding used to fail with "Module did not self-register", and the
    // failure, raised between jobs, ended the whole server.
    const photo = await gradientPhoto(dir);
    for (let round = 0; round < 2; round++) {
      const job = makeJob(
        'mai_fs',
        await outDir(),
        { model: 'small', image: 'file-image' },
        { image: photo },
      );
      const out = await runJob(job);
      const meta = await sharp(out.files[0].path).metadata();
      expect([meta.width, meta.height, meta.channels]).toEqual([256, 256, 4]);
      await closeEngineWorkers();
    }
    // Two model loads and runs: seconds each, more on a loaded machine.
  }, 120_000);

  it('a thread of the server that opened onnxruntime and ended first (the seed drawer may) leaves it usable to the pool', async () => {
    const entry = path.join(dir, 'opens-onnx.mjs');
    const onnxFrom = path.resolve('node_modules/@imgly/background-removal-node/package.json');
    await writeFile(
      entry,
      `import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
createRequire(${JSON.stringify(onnxFrom)})('onnxruntime-node');
parentPort.postMessage('opened');`,
    );
    const first = startTsWorker(pathToFileURL(entry).href);
    await expect(
      new Promise((resolve, reject) => first.once('message', resolve).once('error', reject)),
    ).resolves.toBe('opened');
    await first.terminate();
    const photo = await gradientPhoto(dir);
    const out = await runJob(
      makeJob('mai_fs', await outDir(), { model: 'small', image: 'file-image' }, { image: photo }),
    );
    expect(out.files).toHaveLength(1);
  }, 120_000);
});
