/** text2video (procedural frames animated) and image2video / mai_image2video_2 (Ken Burns + motion interpolation). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_DURATION, sizeForAspect } from '../../../src/core/generation-limits';
import { aliasModule, defineModule, inputFile } from '../define-module';
import { readRgb, rgbToSharp } from '../image-io';
import { aspectRatioParam, numberParam, optionalChoiceParam, promptParam } from '../params';
import { moveFor, zoompan } from '../procedural/ken-burns';
import { renderPromptImage } from '../procedural/render-prompt-image';
import { STYLES } from '../prompt-features';
import { randomFor } from '../seeded-random';
import { encodeVideo } from '../video-io';

const FPS = 24;
/** Keyframes are drawn larger than the video so zooming does not show pixels or jitter. */
const OVERSCAN = 1.5;
const even = (v: number) => Math.round(v / 2) * 2;
const durationParam = numberParam('duration', VIDEO_DURATION.min, VIDEO_DURATION.max, VIDEO_DURATION.default);

export const text2video = defineModule({
  key: 'text2video',
  description:
    'Procedural: seeded prompt-driven compositions (as text-to-image) animated with camera moves and fades through black (ffmpeg zoompan/fade); no generative video model.',
  fileParams: {},
  params: {
    prompt: promptParam(true),
    aspect_ratio: aspectRatioParam,
    duration: durationParam,
    style: optionalChoiceParam('style', STYLES),
  },
  async run(job, p) {
    const { width, height } = sizeForAspect(p.aspect_ratio, 960);
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
      const move =
        i === 0
          ? moveFor(p.prompt, rng)
          : rng.pick(['zoom_in', 'zoom_out', 'pan_left', 'pan_right'] as const);
      chains.push(
        `[${i}:v]${[zoompan(move, frames, width, height, FPS), 'setsar=1', ...fades].join(',')}[s${i}]`,
      );
      job.onProgress(((i + 1) / shots) * 30);
    }
    const joined = `${chains.join(';')};${chains.map((_, i) => `[s${i}]`).join('')}concat=n=${shots}:v=1:a=0,format=yuv420p`;
    const out = await encodeVideo(job, {
      inputs,
      filter: joined,
      hasAudio: false,
      duration: p.duration,
      span: [30, 100],
    });
    return out;
  },
});

export const image2video = defineModule({
  key: 'image2video',
  description:
    'Classical: animates the image with a Ken Burns camera move (direction from the prompt words or the seed), smoothed by motion-interpolated frames (ffmpeg minterpolate); no generative video model.',
  fileParams: { image: { kind: 'image', required: true } },
  params: { prompt: promptParam(false), duration: durationParam },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path, 2048);
    // Output fits 1024 on the long side (at least 512), in the image's own proportions.
    const long = Math.min(1024, Math.max(512, Math.max(img.width, img.height)));
    const k = long / Math.max(img.width, img.height);
    const w = even(img.width * k);
    const h = even(img.height * k);
    const still = path.join(job.outDir, 'still.png');
    await rgbToSharp(img)
      .resize(even(w * OVERSCAN), even(h * OVERSCAN), { fit: 'fill', kernel: 'lanczos3' })
      .png()
      .toFile(still);
    job.onProgress(10);
    const move = moveFor(p.prompt, randomFor(p.prompt, job.seed));
    // The camera path is computed at 12 fps and motion interpolation fills in the frames between (to 24 fps).
    const frames = Math.round(p.duration * 12);
    return encodeVideo(job, {
      inputs: ['-i', still],
      filter: `[0:v]${zoompan(move, frames, w, h, 12, 0.3)},setsar=1,minterpolate=fps=${FPS}:mi_mode=mci:me=ds:search_param=8,format=yuv420p`,
      hasAudio: false,
      duration: p.duration,
      span: [10, 100],
    });
  },
});

export const maiImage2video2 = aliasModule(
  image2video,
  'mai_image2video_2',
  'Classical (same method as image2video): Ken Burns camera move over the image with motion-interpolated frames; no generative video model.',
);

/** How many shots (keyframes) a text2video of this length has: one per ~2.5 s. */
export function text2videoShots(duration: number): number {
  return Math.max(1, Math.round(duration / 2.5));
}
