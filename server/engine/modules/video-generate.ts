/** text2video (the composed scene animated) and image2video / mai_image2video_2 (camera move, the prompt's weather, motion interpolation). */
import { say } from '../../i18n/server-text';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  CAMERA_MOVES,
  hdSize,
  VIDEO_DURATION,
  VIDEO_QUALITIES,
  sizeForAspect,
} from '../../../src/core/generation-limits';
import { aliasModule, defineModule, inputFile } from '../define-module';
import { STANDARD_H264, type H264Quality } from '../ffmpeg';
import { readRgb, rgbToSharp } from '../image-io';
import {
  aspectRatioParam,
  choiceParam,
  MOTION_SCALE,
  motionParam,
  numberParam,
  optionalChoiceParam,
  promptParam,
  switchParam,
} from '../params';
import { cameraMove, cameraPath, moveFor, settleLayer, type Move } from '../procedural/ken-burns';
import { renderPromptImage } from '../procedural/render-prompt-image';
import { airLayers, renderSceneLayers, stillLayers } from '../procedural/scene-layers';
import { sceneVideoGraph, withAir } from '../procedural/scene-video';
import { composeScene } from '../scene/compose-scene';
import { describeScene, sceneSummary } from '../scene/scene-summary';
import { STYLES } from '../prompt-features';
import { randomFor } from '../seeded-random';
import { encodeVideo } from '../video-io';

const FPS = 24;
/** Keyframes are drawn larger than the video so zooming does not show pixels or jitter. */
const OVERSCAN = 1.5;
/** Long side of a text2video without HD. */
const TEXT2VIDEO_LONG_SIDE = 960;
const even = (v: number) => Math.round(v / 2) * 2;
const durationParam = numberParam('duration', VIDEO_DURATION.min, VIDEO_DURATION.max, VIDEO_DURATION.default);

/** The encode of each quality: fast is the standard encode; quality spends more time for a finer picture. */
const ENCODES: Record<(typeof VIDEO_QUALITIES)[number], H264Quality> = {
  fast: STANDARD_H264,
  quality: { crf: 16, preset: 'medium' },
};

/** The camera move: its leaf ("left"), or the form's [group, leaf] pair. */
const cameraParam = z
  .preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), z.enum(CAMERA_MOVES))
  .optional();

export const textToVideo = defineModule({
  key: 'text2video',
  description: say(
    "Composed and animated: the prompt's scene (its things as vector art on its setting, lit for its time and weather, in its style) with each thing moving as its kind does (birds fly across, fish swim, cars drive, people and animals walk, rabbits hop, balloons float, rockets rise, clouds drift), waves rolling, rain and snow falling, and the chosen camera move (static, pan, zoom or a slow orbiting turn; else from the prompt words) over it (ffmpeg overlay and zoompan), at 960 on the long side or HD 1080p; no generative video model.",
  ),
  fileParams: {},
  params: {
    prompt: promptParam(true),
    aspect_ratio: aspectRatioParam,
    duration: durationParam,
    style: optionalChoiceParam(STYLES),
    camera: cameraParam,
    quality: choiceParam(VIDEO_QUALITIES, 'fast'),
    hd: switchParam(),
  },
  async run(job, p) {
    const standard = sizeForAspect(p.aspect_ratio, TEXT2VIDEO_LONG_SIDE);
    const { width, height } = p.hd ? hdSize(standard.width, standard.height) : standard;
    const rng = randomFor(p.prompt, job.seed);
    // The scene is drawn larger than the video, so the camera can move over it without showing its edges.
    const canvas = { width: even(width * OVERSCAN), height: even(height * OVERSCAN) };
    const scene = composeScene(p.prompt, { ...canvas, seed: job.seed, style: p.style });
    const layers = scene.understood
      ? await renderSceneLayers(scene, rng.fork('composed'), p.duration, job.outDir)
      : stillLayers(
          await writeStill(
            job.outDir,
            await renderPromptImage({ prompt: p.prompt, seed: job.seed, ...canvas, style: p.style }),
          ),
          canvas.width,
          canvas.height,
        );
    job.onProgress(15);
    const move: Move = p.camera ? cameraMove(p.camera) : moveFor(p.prompt, rng.fork('shots'));
    const graph = sceneVideoGraph(layers, {
      frames: Math.round(p.duration * FPS),
      fps: FPS,
      width,
      height,
      move,
    });
    const out = await encodeVideo(job, {
      ...graph,
      hasAudio: false,
      duration: p.duration,
      span: [15, 100],
      quality: ENCODES[p.quality],
    });
    return { ...out, description: describeScene(scene, 'video'), scene: sceneSummary(scene) };
  },
});

async function writeStill(dir: string, png: Buffer): Promise<string> {
  const file = path.join(dir, 'still.png');
  await writeFile(file, png);
  return file;
}

/** How far the Ken Burns move of image2video goes at medium motion (zoom range). */
const IMAGE2VIDEO_MOVE = 0.3;

/** The end frame as a PNG still of the start's w×h: other proportions are cropped around its most salient part. */
async function endStill(file: string, out: string, w: number, h: number): Promise<string> {
  await rgbToSharp(await readRgb(file, 2048))
    .resize(w, h, { fit: 'cover', position: 'attention', kernel: 'lanczos3' })
    .png()
    .toFile(out);
  return out;
}

export const imageToVideo = defineModule({
  key: 'image2video',
  description: say(
    'Classical: animates the image with a camera move (zoom, pan, tilt or orbit from the prompt words, else the seed; size and speed from motion) and lays the weather the prompt names over it as text to video draws it (fog, rain or snow falling), cross-fading into the end frame when one is given; standard size is smoothed by motion-interpolated frames (ffmpeg minterpolate), HD (1080p) draws every frame; no generative video model.',
  ),
  fileParams: {
    image: { kind: 'image', required: true },
    end_image: { kind: 'image', required: false },
  },
  params: {
    prompt: promptParam(false),
    duration: durationParam,
    motion: motionParam,
    hd: switchParam(),
  },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path, 2048);
    const side = Math.max(img.width, img.height);
    // Output fits 1024 on the long side (at least 512), or is HD 1080p, in the image's own proportions.
    const long = Math.min(1024, Math.max(512, side));
    const { width: w, height: h } = p.hd
      ? hdSize(img.width, img.height)
      : { width: even((img.width * long) / side), height: even((img.height * long) / side) };
    const [sw, sh] = [even(w * OVERSCAN), even(h * OVERSCAN)];
    const still = path.join(job.outDir, 'still.png');
    await rgbToSharp(img).resize(sw, sh, { fit: 'fill', kernel: 'lanczos3' }).png().toFile(still);
    const inputs = ['-i', still];
    const end = job.files.end_image;
    if (end) inputs.push('-i', await endStill(end.path, path.join(job.outDir, 'end.png'), sw, sh));
    job.onProgress(10);
    const rng = randomFor(p.prompt, job.seed);
    const move = moveFor(p.prompt, rng);
    const amount = IMAGE2VIDEO_MOVE * MOTION_SCALE[p.motion];
    // Standard size: the camera path at 12 fps, motion interpolation fills in the frames between (to 24 fps).
    // HD: every frame drawn by the path at 24 fps (interpolating 1080p frames would take minutes).
    const fps = p.hd ? FPS : 12;
    // Interpolation ends a few frames short of its last source frame: the path runs two frames past the end,
    // and the clip is cut to exactly the asked length.
    const frames = Math.round(p.duration * fps) + (p.hd ? 0 : 2);
    let filter = `[0:v]${cameraPath(move, frames, w, h, fps, amount)},setsar=1`;
    if (end) {
      // The end frame fades in over 40–80 % of the clip and settles on its whole view at the last frame.
      const fade = { from: p.duration * 0.4, to: p.duration * 0.8 };
      const layer = settleLayer(frames, w, h, fps, amount, fade);
      filter = `${filter}[start];[1:v]${layer},setsar=1[end];[start][end]overlay=shortest=1`;
    }
    if (!p.hd) {
      filter += `,minterpolate=fps=${FPS}:mi_mode=mci:me=ds:search_param=8,trim=end_frame=${Math.round(p.duration * FPS)}`;
    }
    // The prompt's weather over the photo, as text to video draws it: fog, rain or snow falling.
    const scene = composeScene(p.prompt, { width: w, height: h, seed: job.seed });
    const air = scene.weather ? await airLayers(scene, rng.fork('composed'), job.outDir, 1, false) : {};
    const graph = withAir(inputs, `${filter},format=rgba`, { ...air, height: h });
    return encodeVideo(job, {
      ...graph,
      filter: `${graph.filter},format=yuv420p`,
      hasAudio: false,
      duration: p.duration,
      span: [10, 100],
    });
  },
});

export const imageToVideoSecondModel = aliasModule(
  imageToVideo,
  'mai_image2video_2',
  say(
    "Classical (same method as image2video): a camera move over the image from the prompt words (motion sets its size) with the prompt's fog, rain or snow over it, cross-fading into the end frame when given, motion-interpolated frames or HD; no generative video model.",
  ),
);
