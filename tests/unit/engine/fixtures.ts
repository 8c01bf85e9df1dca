/** Helpers of the engine tests: temp dirs, jobs, running a module, reading regions. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { engineFor } from '../../../server/engine/registry';
export { gradientPhoto, rectMask, shortAudio, shortClip } from './reference-inputs';
import type { EngineInputFile, EngineJob } from '../../../server/engine/types';

export async function tempDir(prefix = 'engine-'): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A job with sensible defaults; progress values are collected for assertions. */
export function makeJob(
  algorithm: string,
  outDir: string,
  params: Record<string, unknown>,
  files: Record<string, EngineInputFile> = {},
  seed = 42,
): EngineJob & { progress: number[] } {
  const progress: number[] = [];
  return {
    taskId: `test-${algorithm}`,
    algorithm,
    params,
    files,
    outDir,
    seed,
    progress,
    onProgress: (p) => progress.push(p),
    signal: new AbortController().signal,
  };
}

/** Runs a registered module in-process on a fresh output directory under `base`; file params get placeholder ids. */
export async function runModule(
  base: string,
  key: string,
  params: Record<string, unknown>,
  inputs: Record<string, EngineInputFile | EngineInputFile[]> = {},
  seed = 42,
) {
  const found = engineFor(key);
  if (!('module' in found)) throw new Error(`${key} is refused: ${found.refused.message}`);
  const outDir = await mkdtemp(path.join(base, `${key}-`));
  const files: Record<string, EngineInputFile> = {};
  const fileLists: Record<string, EngineInputFile[]> = {};
  const ids: Record<string, string | string[]> = {};
  for (const [name, input] of Object.entries(inputs)) {
    if (Array.isArray(input)) {
      fileLists[name] = input;
      ids[name] = input.map((_, i) => `file-${name}-${i}`);
    } else {
      files[name] = input;
      ids[name] = `file-${name}`;
    }
  }
  const job = { ...makeJob(key, outDir, { ...params, ...ids }, files, seed), fileLists };
  const output = await found.module.run(job);
  return { output, job, files: output.files };
}

/** Mean of each channel inside a rectangle of an image file. */
export async function regionMean(file: string, left: number, top: number, width: number, height: number) {
  // stats() reads the input, not the pipeline, so the region is cut out into its own image first.
  const region = await sharp(file).extract({ left, top, width, height }).removeAlpha().png().toBuffer();
  const stats = await sharp(region).stats();
  return stats.channels.slice(0, 3).map((c) => c.mean);
}
