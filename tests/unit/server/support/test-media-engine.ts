import path from 'node:path';
import sharp from 'sharp';
import type { AlgorithmModule, EngineJob } from '../../../../server/engine/types';
import type { MediaEngine } from '../../../../server/queue/types';
import { runEngineJob } from '../../../../server/engine/run-engine-job';

/** Every step checks the signal, as a real module should. */
async function steps(job: EngineJob, count: number, stepMs: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    if (job.signal.aborted) throw new Error('aborted');
    await new Promise((r) => setTimeout(r, stepMs));
    job.onProgress((100 * i) / count);
  }
}

async function writePng(job: EngineJob, size: number) {
  const file = path.join(job.outDir, 'out.png');
  const channel = job.seed % 256;
  await sharp({
    create: { width: size, height: size, channels: 3, background: { r: channel, g: 90, b: 200 } },
  })
    .png()
    .toFile(file);
  return { files: [{ path: file, kind: 'image' as const, mime: 'image/png', width: size, height: size }] };
}

function number(params: Record<string, unknown>, key: string, fallback: number): number {
  const v = params[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/**
 * text2image stand-in: a PNG after `steps` progress steps of `step_ms` each. `fail` makes it throw that
 * message after its steps; `hang` makes it ignore its signal and never end (the queue must not wait on it).
 */
const text2image: AlgorithmModule = {
  key: 'text2image',
  description: { id: 'test module: solid PNG' },
  fileParams: {},
  validate(params) {
    if (typeof params.prompt !== 'string' || params.prompt.trim() === '')
      throw new Error('prompt is required');
    return { ...params, prompt: params.prompt.trim() };
  },
  async run(job) {
    if (job.params.hang === true) return new Promise(() => undefined);
    await steps(job, number(job.params, 'steps', 4), number(job.params, 'step_ms', 5));
    if (typeof job.params.fail === 'string') throw new Error(job.params.fail);
    return writePng(job, 32);
  },
};

const image2image: AlgorithmModule = {
  key: 'image2image',
  description: { id: 'test module: copies size from the input' },
  fileParams: { image: { kind: 'image', required: true } },
  validate: (params) => params,
  async run(job) {
    await steps(job, 2, 5);
    return writePng(job, job.files.image?.width ?? 16);
  },
};

/** A video generator stand-in (the plan's video generations at once count it): text2image's steps under a video key. */
const image2video: AlgorithmModule = {
  ...text2image,
  key: 'image2video',
  description: { id: 'test module: video stand-in' },
};

/** An effect stand-in (the free plan's daily effect allowance counts it). */
const effect: AlgorithmModule = {
  ...text2image,
  key: 'effect',
  description: { id: 'test module: effect stand-in' },
};

export interface TestMediaEngine extends MediaEngine {
  /** Task ids in the order their engine runs started (a restart shows the same id twice). */
  started: string[];
  /** Task ids whose engine run resolved. */
  finished: string[];
}

export function testMediaEngine(): TestMediaEngine {
  const modules = new Map([text2image, image2image, image2video, effect].map((m) => [m.key, m]));
  const engine: TestMediaEngine = {
    started: [],
    finished: [],
    moduleFor(key) {
      if (key === 'text2video') return { refusal: 'text2video is not available on this server' };
      return modules.get(key);
    },
    async run(job) {
      engine.started.push(job.taskId);
      const output = await modules.get(job.algorithm)!.run(job);
      engine.finished.push(job.taskId);
      return output;
    },
  };
  return engine;
}

/** One real engine module, run in this thread (the queue and files are under test, not the worker pool). */
export function realModuleEngine(module: AlgorithmModule): TestMediaEngine {
  const engine: TestMediaEngine = {
    started: [],
    finished: [],
    moduleFor: (key) => (key === module.key ? module : undefined),
    async run(job) {
      engine.started.push(job.taskId);
      const output = await runEngineJob(job);
      engine.finished.push(job.taskId);
      return output;
    },
  };
  return engine;
}
