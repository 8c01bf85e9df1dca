/**
 * Times every supported engine algorithm on the small reference inputs the tests use (256² photo, 2 s 160×120 clip,
 * 3 s audio). The bench runner prints the rows; the first row of a key includes loading its model or wasm module.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gradientPhoto, rectMask, shortAudio, shortClip } from '../server/engine/reference-inputs';
import { ENGINE_MODULES } from '../server/engine/registry';
import type { EngineInputFile } from '../server/engine/types';

export interface EngineBenchRow {
  key: string;
  ms: number;
}

/** Params each key is timed with (short durations keep the whole bench in about a minute). */
const BENCH_PARAMS: Record<string, Record<string, unknown>> = {
  text2image: { prompt: 'a sunset over mountains and the sea' },
  wallpaper: { prompt: 'stars over a city' },
  image2image: { prompt: 'watercolor forest' },
  mai_img2img_portrait: { prompt: 'anime portrait' },
  inpaint_clothes: { prompt: 'red silk' },
  text2video: { prompt: 'a city at night', duration: 2 },
  image2video: { duration: 2 },
  mai_image2video_2: { duration: 2 },
  effect: { duration: 2 },
  txt2Music: { prompt: 'lofi piano with drums', duration: 10 },
  converter: { format: 'mp4' },
};

export async function benchEngine(keys: string[] = [...ENGINE_MODULES.keys()]): Promise<EngineBenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'engine-bench-'));
  try {
    const [image, mask, video, audio] = await Promise.all([
      gradientPhoto(dir),
      rectMask(dir),
      shortClip(dir),
      shortAudio(dir),
    ]);
    const rows: EngineBenchRow[] = [];
    for (const key of keys) {
      const module = ENGINE_MODULES.get(key);
      if (!module) continue;
      const available: Record<string, EngineInputFile> = { image, mask, video, audio };
      const files: Record<string, EngineInputFile> = {};
      const params: Record<string, unknown> = { ...BENCH_PARAMS[key] };
      const entries = Object.entries(module.fileParams);
      // Tools that take any one of several inputs (converter, compressor) are timed on the video.
      const used = entries.some(([, spec]) => spec.required)
        ? entries.filter(([, spec]) => spec.required)
        : entries.filter(([name]) => name === 'video');
      for (const [name, spec] of used) {
        files[name] = available[name] ?? available[spec.kind];
        params[name] = `bench-${name}`;
      }
      const outDir = await mkdtemp(path.join(dir, `${key}-`));
      const started = performance.now();
      await module.run({
        taskId: `bench-${key}`,
        algorithm: key,
        params,
        files,
        outDir,
        seed: 1,
        onProgress: () => {},
        signal: new AbortController().signal,
      });
      rows.push({ key, ms: Math.round(performance.now() - started) });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
