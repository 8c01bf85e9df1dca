/** text2video (procedural frames animated) and image2video / mai_image2video_2 (Ken Burns + motion interpolation). */
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
  .preprocess(
    (v) => (Array.isArray(v) ? v[v.length - 1] : v),
    z.enum(CAMERA_MOVES, { error: `camera must be one of ${CAMERA_MOVES.join(', ')}` }),
  )
  .optional();

export const text2video = defineModule({
  key: 'text2video',
  description:
    'Procedural: seeded prompt-driven compositions (as text-to-image) animated with the chosen camera move (static, pan, zoom or a slow orbiting turn; else from the prompt words) and fades through black (ffmpeg zoompan/rotate/fade), at 960 on the long side or HD 1080p; no generative video model.',
  fileParams: {},
  params: {
    prompt: promptParam(true),
    aspect_ratio: aspectRatioParam,
    duration: durationParam,
    style: optionalChoiceParam('style', STYLES),
    camera: cameraParam,
    quality: choiceParam('quality', VIDEO_QUALITIES, 'fast'),
    hd: switchParam('hd'),
  },
  async run(job, p) {
    const standard = sizeForAspect(p.aspect_ratio, TEXT2VIDEO_LONG_SIDE);
    const { width, height } = p.hd ? hdSize(standard.width, standard.height) : standard;
    const shots = text2videoShots(p.duration);
    const shotSeconds = p.duration / shots;
    const rng = randomFor(p.prompt, job.seed).fork('shots');
    const inputs: string[] = [];
    const chains: string[] = [];
    const fade = Math.min(0.5, shotSeconds / 4);
    for (let i = 0; i < shots; i++) {
      job.signal.throwIfAborted();
      const png = await renderPromptImage({
        prompt: p.prompt,
        seed: job.seed + i,
        width: even(width * OVERSCAN),
        height: even(height * OVERSCAN),
        style: p.style,
      });
      const file = path.join(job.outDir, `shot-${i}.png`);
      await writeFile(file, png);
      inputs.push('-i', file);
      const frames = Math.round(shotSeconds * FPS);
      const fades = [
        i > 0 ? `fade=t=in:st=0:d=${fade}` : '',
        i < shots - 1 ? `fade=t=out:st=${(shotSeconds - fade).toFixed(3)}:d=${fade}` : '',
      ].filter(Boolean);
      // A chosen camera moves every shot the same way; else the prompt's words or the seed pick each move.
      const move: Move = p.camera
        ? cameraMove(p.camera)
        : i === 0
          ? moveFor(p.prompt, rng)
          : rng.pick(['zoom_in', 'zoom_out', 'pan_left', 'pan_right'] as const);
      chains.push(
        `[${i}:v]${[cameraPath(move, frames, width, height, FPS), 'setsar=1', ...fades].join(',')}[s${i}]`,
      );
      job.onProgress(((i + 1) / shots) * 30);
    }
    const joined = `${chains.join(';')};${chains.map((_, i) => `[s${i}]`).join('')}concat=n=${shots}:v=1:a=0,format=yuv420p`;
    return encodeVideo(job, {
      inputs,
      filter: joined,
      hasAudio: false,
      duration: p.duration,
      span: [30, 100],
      quality: ENCODES[p.quality],
    });
  },
});

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

export const image2video = defineModule({
  key: 'image2video',
  description:
    'Classical: animates the image with a Ken Burns camera move (direction from the prompt words or the seed, size and speed from motion), cross-fading into the end frame when one is given; standard size is smoothed by motion-interpolated frames (ffmpeg minterpolate), HD (1080p) draws every frame; no generative video model.',
  fileParams: {
    image: { kind: 'image', required: true },
    end_image: { kind: 'image', required: false },
  },
  params: {
    prompt: promptParam(false),
    duration: durationParam,
    motion: motionParam,
    hd: switchParam('hd'),
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
    const move = moveFor(p.prompt, randomFor(p.prompt, job.seed));
    const amount = IMAGE2VIDEO_MOVE * MOTION_SCALE[p.motion];
    // Standard size: the camera path at 12 fps, motion interpolation fills in the frames between (to 24 fps).
    // HD: every frame drawn by the path at 24 fps (interpolating 1080p frames would take minutes).
    const fps = p.hd ? FPS : 12;
    const frames = Math.round(p.duration * fps);
    let filter = `[0:v]${cameraPath(move, frames, w, h, fps, amount)},setsar=1`;
    if (end) {
      // The end frame fades in over 40–80 % of the clip and settles on its whole view at the last frame.
      const fade = { from: p.duration * 0.4, to: p.duration * 0.8 };
      const layer = settleLayer(frames, w, h, fps, amount, fade);
      filter = `${filter}[start];[1:v]${layer},setsar=1[end];[start][end]overlay=shortest=1`;
    }
    if (!p.hd) filter += `,minterpolate=fps=${FPS}:mi_mode=mci:me=ds:search_param=8`;
    return encodeVideo(job, {
      inputs,
      filter: `${filter},format=yuv420p`,
      hasAudio: false,
      duration: p.duration,
      span: [10, 100],
    });
  },
});

export const maiImage2video2 = aliasModule(
  image2video,
  'mai_image2video_2',
  'Classical (same method as image2video): Ken Burns camera move over the image (motion sets its size), cross-fading into the end frame when given, motion-interpolated frames or HD; no generative video model.',
);

/** How many shots (keyframes) a text2video of this length has: one per ~2.5 s. */
function text2videoShots(duration: number): number {
  return Math.max(1, Math.round(duration / 2.5));
}
