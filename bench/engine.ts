/**
 * Times every supported engine algorithm on the small reference inputs the tests use (256² photo, 2 s 160×120 clip,
 * 3 s audio). The bench runner prints the rows; the first row of a key includes loading its model or wasm module.
 * Three more rows time the scene composer, warm: a 1024² picture (reading alone, then the PNG) and a 5 s 720p clip.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gradientPhoto, rectMask, shortAudio, shortClip } from '../tests/unit/engine/reference-inputs';
import { ENGINE_MODULES } from '../server/engine/registry';
import { renderPromptScene } from '../server/engine/procedural/render-prompt-image';
import { composeScene } from '../server/engine/scene/compose-scene';
import { renderSceneLayers } from '../server/engine/procedural/scene-layers';
import { sceneVideoGraph } from '../server/engine/procedural/scene-video';
import { randomFor } from '../server/engine/seeded-random';
import { h264Args, runFfmpeg } from '../server/engine/ffmpeg';
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

/** Mean milliseconds of `runs` calls (after the engine's own rows, so the emoji data is already loaded). */
async function meanMs(runs: number, work: (i: number) => unknown): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < runs; i++) await work(i);
  return Math.round((performance.now() - started) / runs);
}

/**
 * The scene composer: reading and placing a 1024² picture alone, the whole PNG, and a 5 s 720p clip animated as
 * text to video animates one (layers drawn 1.5× larger, overlays per frame, camera move, H.264 encode).
 */
async function benchComposer(dir: string): Promise<EngineBenchRow[]> {
  const prompt = 'Two cats on a windowsill at dusk next to a plant';
  const size = { width: 1024, height: 1024 };
  const clipPrompt = 'a bird flying over the sea at sunset with two sailboats, rain';
  const clip = async (i: number) => {
    const work = await mkdtemp(path.join(dir, 'clip-'));
    const scene = composeScene(clipPrompt, { width: 1920, height: 1080, seed: i });
    const layers = await renderSceneLayers(scene, randomFor(clipPrompt, i).fork('composed'), 5, work);
    const graph = sceneVideoGraph(layers, {
      frames: 120,
      fps: 24,
      width: 1280,
      height: 720,
      move: 'pan_left',
    });
    const out = path.join(work, 'clip.mp4');
    await runFfmpeg([
      ...graph.inputs,
      '-filter_complex',
      `${graph.filter}[vout]`,
      '-map',
      '[vout]',
      ...h264Args(),
      out,
    ]);
  };
  return [
    { key: 'composer scene 1024²', ms: await meanMs(5, (i) => composeScene(prompt, { ...size, seed: i })) },
    {
      key: 'composer PNG 1024²',
      ms: await meanMs(3, (i) => renderPromptScene({ prompt, ...size, seed: i })),
    },
    { key: 'composer clip 5 s 720p', ms: await meanMs(2, clip) },
  ];
}

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
    if (keys.includes('text2image')) rows.push(...(await benchComposer(dir)));
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
