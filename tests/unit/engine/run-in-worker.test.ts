import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_NOT_AVAILABLE } from '../../../src/core/business-codes';
import { EngineParamError } from '../../../server/engine/params';
import { EngineRefusedError } from '../../../server/engine/run-engine-job';
import { closeEngineWorkers, runJob } from '../../../server/engine/run-in-worker';
import { makeJob, tempDir } from './fixtures';

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
});
