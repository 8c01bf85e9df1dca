/**
 * Draws one seed media file (kinds in src/core/seed-media.ts): the prompt's scene as the text generators compose
 * it (a still, or a clip animated as text to video animates one, of the length the item states), a style
 * reference's colour study, the first frame of a seed clip, or the output of one of the product's own engine
 * modules run on other seed files. Runs in the seed render worker (seed-render-worker.ts), never on the request
 * thread.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../engine/ffmpeg';
import { moveFor } from '../engine/procedural/ken-burns';
import { renderPromptImage, renderPromptScene } from '../engine/procedural/render-prompt-image';
import { renderSceneLayers, stillLayers } from '../engine/procedural/scene-layers';
import { sceneVideoGraph } from '../engine/procedural/scene-video';
import { runEngineJob } from '../engine/run-engine-job';
import { composeScene } from '../engine/scene/compose-scene';
import { randomFor } from '../engine/seeded-random';
import type { EngineInputFile } from '../engine/types';
import type { SeedMediaSpec } from '../../src/core/seed-media';
import { artSvg } from './procedural-art';

const FPS = 24;
/** The seed that every seed drawing uses: the same spec always draws the same picture. */
const SEED = 7;
/** Clips are drawn larger than they are shown, for the camera's room to move. */
const OVERSCAN = 1.5;
const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);
/** Small list previews: a fast encode, streamable from the first byte, no sound. */
const CLIP_ARGS = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p'];
const CLIP_TAIL = ['-movflags', '+faststart', '-an', '-f', 'mp4'];

/** Where the files a spec is made from are (its inputs, its source), by file name. */
export type SeedInputs = Record<string, string>;

/** Writes the file of `spec` to `out`, using `workDir` for intermediate files. */
export async function renderSeedFile(
  spec: SeedMediaSpec,
  out: string,
  workDir: string,
  inputs: SeedInputs,
  signal: AbortSignal,
): Promise<void> {
  switch (spec.drawing) {
    case 'palette':
      await sharp(Buffer.from(artSvg(spec.prompt, spec.width, spec.height)))
        .webp({ quality: 80 })
        .toFile(out);
      return;
    case 'scene':
      if (spec.kind === 'image') {
        const { png } = await renderPromptScene({ ...spec, seed: SEED });
        await sharp(png).webp({ quality: 80 }).toFile(out);
        return;
      }
      return sceneClip(spec, out, workDir, signal);
    case 'frame': {
      const frame = path.join(workDir, 'frame.png');
      const seek = spec.at ? ['-ss', String(spec.at)] : [];
      await runFfmpeg([...seek, '-i', inputs[spec.source.file], '-frames:v', '1', frame], {
        signal,
        background: true,
      });
      await sharp(frame).resize(spec.width, spec.height, { fit: 'cover' }).webp({ quality: 80 }).toFile(out);
      return;
    }
    case 'mask':
      return subjectMask(spec, out);
    case 'module':
      return moduleOutput(spec, out, workDir, inputs, signal);
  }
}

/** White over the boxes where the subject is drawn in the source scene (a little larger), black elsewhere. */
async function subjectMask(spec: Extract<SeedMediaSpec, { drawing: 'mask' }>, out: string): Promise<void> {
  const source = spec.source;
  if (source.drawing !== 'scene') throw new Error('a mask is drawn over a scene');
  const scene = composeScene(source.prompt, {
    width: source.width,
    height: source.height,
    seed: SEED,
    style: source.style,
  });
  const boxes = scene.items.filter(
    (item) => item.subject !== undefined && scene.subjects[item.subject].name === spec.subject,
  );
  if (boxes.length === 0) throw new Error(`no ${spec.subject} in the scene of "${source.prompt}"`);
  const rects = boxes
    .map(({ box }) => {
      const pad = Math.max(box.w, box.h) * 0.12;
      return `<rect x="${box.x - pad}" y="${box.y - pad}" width="${box.w + pad * 2}" height="${box.h + pad * 2}" fill="#fff"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}"><rect width="100%" height="100%" fill="#000"/>${rects}</svg>`;
  await sharp(Buffer.from(svg)).webp({ lossless: true }).toFile(out);
}

async function sceneClip(
  spec: Extract<SeedMediaSpec, { drawing: 'scene' }>,
  out: string,
  workDir: string,
  signal: AbortSignal,
): Promise<void> {
  const seconds = spec.duration ?? 5;
  const canvas = { width: even(spec.width * OVERSCAN), height: even(spec.height * OVERSCAN) };
  const rng = randomFor(spec.prompt, SEED);
  const scene = composeScene(spec.prompt, { ...canvas, seed: SEED, style: spec.style });
  let layers;
  if (scene.understood) layers = await renderSceneLayers(scene, rng.fork('composed'), seconds, workDir);
  else {
    const still = path.join(workDir, 'still.png');
    await writeFile(
      still,
      await renderPromptImage({ prompt: spec.prompt, seed: SEED, ...canvas, style: spec.style }),
    );
    layers = stillLayers(still, canvas.width, canvas.height);
  }
  const graph = sceneVideoGraph(layers, {
    frames: Math.round(seconds * FPS),
    fps: FPS,
    width: spec.width,
    height: spec.height,
    move: moveFor(spec.prompt, rng.fork('shots')),
  });
  await runFfmpeg(
    [
      ...graph.inputs,
      '-filter_complex',
      `${graph.filter}[vout]`,
      '-map',
      '[vout]',
      ...CLIP_ARGS,
      ...CLIP_TAIL,
      out,
    ],
    { duration: seconds, signal, background: true },
  );
}

/** What an engine module needs to know of a seed file it takes as input. */
async function inputFile(file: string, spec: SeedMediaSpec): Promise<EngineInputFile> {
  if (spec.kind === 'image') {
    return { path: file, kind: 'image', mime: 'image/webp', width: spec.width, height: spec.height };
  }
  return {
    path: file,
    kind: 'video',
    mime: 'video/mp4',
    width: spec.width,
    height: spec.height,
    duration: spec.kind === 'video' && 'duration' in spec ? spec.duration : undefined,
  };
}

/** Runs the module on the spec's input files, then fits its first output to the spec's size and kind. */
async function moduleOutput(
  spec: Extract<SeedMediaSpec, { drawing: 'module' }>,
  out: string,
  workDir: string,
  inputs: SeedInputs,
  signal: AbortSignal,
): Promise<void> {
  const files: Record<string, EngineInputFile> = {};
  const params: Record<string, unknown> = { ...spec.params };
  for (const [name, input] of Object.entries(spec.inputs)) {
    files[name] = await inputFile(inputs[input.file], input);
    params[name] = `seed-${name}`;
  }
  const outDir = path.join(workDir, 'module');
  await mkdir(outDir, { recursive: true });
  const output = await runEngineJob({
    taskId: `seed-${spec.file}`,
    algorithm: spec.algorithm,
    params,
    files,
    outDir,
    seed: SEED,
    onProgress: () => undefined,
    signal,
  });
  const made = output.files[0];
  if (!made) throw new Error(`${spec.algorithm} made no file`);
  const fit = `scale=${spec.width}:${spec.height}:force_original_aspect_ratio=increase,crop=${spec.width}:${spec.height}`;
  if (spec.kind === 'video') {
    // A whole number of frames at the preview rate: exactly the stated length, whatever rate the module made.
    const trim = spec.duration ? ['-frames:v', String(Math.round(spec.duration * FPS))] : [];
    await runFfmpeg(
      ['-i', made.path, ...trim, '-vf', `${fit},fps=${FPS},setsar=1`, ...CLIP_ARGS, ...CLIP_TAIL, out],
      {
        signal,
        background: true,
      },
    );
    return;
  }
  if (made.kind === 'audio') {
    // A sound shown as a picture: its waveform.
    const wave = path.join(workDir, 'wave.png');
    await runFfmpeg(
      [
        '-i',
        made.path,
        '-filter_complex',
        `showwavespic=s=${spec.width}x${spec.height}:colors=#7c5cff|#ec4899`,
        '-frames:v',
        '1',
        wave,
      ],
      { signal, background: true },
    );
    await sharp(wave).webp({ quality: 85 }).toFile(out);
    return;
  }
  const source = made.kind === 'video' ? path.join(workDir, 'module-frame.png') : made.path;
  if (made.kind === 'video')
    await runFfmpeg(['-i', made.path, '-frames:v', '1', source], { signal, background: true });
  await sharp(source).resize(spec.width, spec.height, { fit: 'cover' }).webp({ quality: 82 }).toFile(out);
}
