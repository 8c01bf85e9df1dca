/**
 * effect: a template effect (ffmpeg filters) over one photo, two photos on one canvas, or an uploaded clip
 * (its sound kept), as an MP4.
 */
import path from 'node:path';
import { defineModule, inputFile, inputFileList } from '../define-module';
import { choiceParam, exactlyOneInput, optionalNumberParam } from '../params';
import type { EngineJob, EngineOutput } from '../types';
import { encodeVideo, probeInput } from '../video-io';
import { clipFrame, pairFrame, photoFrame, type FrameSize } from './effect-frames';

import { EFFECT_DURATION, EFFECTS, type Effect } from '../../../src/core/generation-limits';

export { EFFECTS };

const FPS = 24;
/** Longest side of the output frame. */
const LONG_SIDE = 720;

/** The alternative inputs, exactly one of which a task gives, with how the user would name each. */
const INPUTS = { image: 'one photo', images: 'two photos', video: 'a video clip' } as const;

function effectFilter(effect: Effect, w: number, h: number, seconds: number): string {
  switch (effect) {
    case 'zoom_pulse':
      // Zoom breathes twice a second around the centre.
      return `zoompan=z='1.12+0.1*sin(2*PI*2*in/${FPS})':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${w}x${h}:fps=${FPS}`;
    case 'shake':
      return `scale=${Math.round(w * 1.1)}:${Math.round(h * 1.1)},crop=${w}:${h}:x='(iw-ow)/2+(iw-ow)/2*sin(t*29)':y='(ih-oh)/2+(ih-oh)/2*sin(t*37)'`;
    case 'spin':
      return `rotate=a='2*PI*t/${seconds}':fillcolor=black,scale=${w}:${h}`;
    case 'color_cycle':
      return `hue=h='t*360/${seconds}':s=1.3,scale=${w}:${h}`;
    case 'flash':
      return `eq=brightness='0.35*pow(abs(sin(PI*t*1.5)),8)':contrast=1.1:eval=frame,scale=${w}:${h}`;
    case 'fade_in':
      return `fade=t=in:st=0:d=${Math.min(2, seconds / 2)},scale=${w}:${h}`;
  }
}

/** The effect over a still looped for `seconds` (one photo, or two on one canvas). */
function stillEffect(job: EngineJob, still: string, size: FrameSize, effect: Effect, seconds: number) {
  return encodeVideo(job, {
    inputs: ['-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', still],
    filter: `[0:v]${effectFilter(effect, size.width, size.height, seconds)},setsar=1,format=yuv420p`,
    hasAudio: false,
    duration: seconds,
  });
}

/**
 * The effect over a clip's frames, at most `duration` seconds (the longest effect, 10 s, when not given) so a
 * minute of dance costs what a short effect does. The picture is fitted into its frame before the effect.
 */
async function clipEffect(job: EngineJob, effect: Effect, duration?: number): Promise<EngineOutput> {
  const video = inputFile(job, 'video');
  const info = await probeInput(video.path, { video: true });
  const length = info.duration || video.duration || EFFECT_DURATION.max;
  const seconds = Math.min(length, duration ?? EFFECT_DURATION.max);
  const { width: w, height: h } = clipFrame(info, LONG_SIDE);
  const fit = `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  return encodeVideo(job, {
    inputs: ['-t', String(seconds), '-i', video.path],
    filter: `[0:v]fps=${FPS},${fit},${effectFilter(effect, w, h, seconds)},setsar=1,format=yuv420p`,
    hasAudio: info.hasAudio,
    duration: seconds,
  });
}

export const effect = defineModule({
  key: 'effect',
  description:
    'Template effects rendered with ffmpeg filters (zoom pulse, camera shake, spin, colour cycle, flash or fade-in) over one photo, two photos side by side on one canvas, or a video clip (its sound kept, at most 10 s), as an MP4 clip.',
  fileParams: {
    image: { kind: 'image', required: false },
    images: { kind: 'image', required: false, multiple: { min: 2, max: 2 } },
    video: { kind: 'video', required: false },
  },
  params: {
    effect: choiceParam('effect', EFFECTS, 'zoom_pulse'),
    duration: optionalNumberParam('duration', EFFECT_DURATION.min, EFFECT_DURATION.max),
  },
  check: (p) => void exactlyOneInput(p, INPUTS),
  async run(job, p) {
    const input = exactlyOneInput(job.params, INPUTS);
    if (input === 'video') return clipEffect(job, p.effect, p.duration);
    const still = path.join(job.outDir, 'still.png');
    const size =
      input === 'images'
        ? await pairFrame(inputFileList(job, 'images'), still, LONG_SIDE)
        : await photoFrame(inputFile(job, 'image'), still, LONG_SIDE);
    return stillEffect(job, still, size, p.effect, p.duration ?? EFFECT_DURATION.default);
  },
});
