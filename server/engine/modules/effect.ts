/**
 * effect: a template effect (ffmpeg filters) over one photo, two photos on one canvas, or an uploaded clip
 * (its sound kept), as an MP4.
 */
import { say } from '../../i18n/server-text';
import path from 'node:path';
import { defineModule, inputFile, inputFileList } from '../define-module';
import {
  choiceParam,
  exactlyOneInput,
  MOTION_SCALE,
  motionParam,
  optionalNumberParam,
  switchParam,
} from '../params';
import type { EngineJob, EngineOutput } from '../types';
import { encodeVideo, probeInput } from '../video-io';
import { clipFrame, pairFrame, photoFrame, type FrameSize } from './effect-frames';

import { EFFECT_DURATION, EFFECTS, type Effect } from '../../../src/core/generation-limits';

const FPS = 24;
/** Longest side of the output frame (never enlarged); HD frames are 1080p, enlarged when needed. */
const LONG_SIDE = 720;

/** The alternative inputs, exactly one of which a task gives, with how the user would name each. */
const INPUTS = { image: say('one photo'), images: say('two photos'), video: say('a video clip') };

/**
 * The effect's filter for w×h frames over `seconds`. `k` scales its motion (1 = medium, the standard look):
 * zoom depth, shake reach, turns, hue sweep and flash brightness grow with it; a fade-in gets quicker.
 */
function effectFilter(effect: Effect, w: number, h: number, seconds: number, k: number): string {
  switch (effect) {
    case 'zoom_pulse': {
      // Zoom breathes twice a second around the centre, never below 1.02 (no border shows).
      const a = 0.1 * k;
      return `zoompan=z='${(1.02 + a).toFixed(3)}+${a.toFixed(3)}*sin(2*PI*2*in/${FPS})':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=${w}x${h}:fps=${FPS}`;
    }
    case 'shake': {
      const reach = 1 + 0.1 * k;
      return `scale=${Math.round(w * reach)}:${Math.round(h * reach)},crop=${w}:${h}:x='(iw-ow)/2+(iw-ow)/2*sin(t*29)':y='(ih-oh)/2+(ih-oh)/2*sin(t*37)'`;
    }
    case 'spin':
      return `rotate=a='${k}*2*PI*t/${seconds}':fillcolor=black,scale=${w}:${h}`;
    case 'color_cycle':
      return `hue=h='t*${Math.round(360 * k)}/${seconds}':s=${(1 + 0.3 * k).toFixed(2)},scale=${w}:${h}`;
    case 'flash':
      return `eq=brightness='${Math.min(0.6, 0.35 * k).toFixed(3)}*pow(abs(sin(PI*t*1.5)),8)':contrast=1.1:eval=frame,scale=${w}:${h}`;
    case 'fade_in':
      return `fade=t=in:st=0:d=${Math.min(2 / k, seconds / (2 * k), seconds * 0.9)},scale=${w}:${h}`;
  }
}

interface EffectLook {
  effect: Effect;
  /** Motion scale (MOTION_SCALE of the motion level). */
  k: number;
  hd: boolean;
}

/** The effect over a still looped for `seconds` (one photo, or two on one canvas). */
function stillEffect(job: EngineJob, still: string, size: FrameSize, look: EffectLook, seconds: number) {
  return encodeVideo(job, {
    inputs: ['-loop', '1', '-framerate', String(FPS), '-t', String(seconds), '-i', still],
    filter: `[0:v]${effectFilter(look.effect, size.width, size.height, seconds, look.k)},setsar=1,format=yuv420p`,
    hasAudio: false,
    duration: seconds,
  });
}

/**
 * The effect over a clip's frames, at most `duration` seconds (the longest effect, 10 s, when not given) so a
 * minute of dance costs what a short effect does. The picture is fitted into its frame before the effect.
 */
async function clipEffect(job: EngineJob, look: EffectLook, duration?: number): Promise<EngineOutput> {
  const video = inputFile(job, 'video');
  const info = await probeInput(video.path, { video: true });
  const length = info.duration || video.duration || EFFECT_DURATION.max;
  const seconds = Math.min(length, duration ?? EFFECT_DURATION.max);
  const { width: w, height: h } = clipFrame(info, look.hd ? 'hd' : LONG_SIDE);
  const fit = `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  return encodeVideo(job, {
    inputs: ['-t', String(seconds), '-i', video.path],
    filter: `[0:v]fps=${FPS},${fit},${effectFilter(look.effect, w, h, seconds, look.k)},setsar=1,format=yuv420p`,
    hasAudio: info.hasAudio,
    duration: seconds,
  });
}

export const effect = defineModule({
  key: 'effect',
  description: say(
    'Template effects rendered with ffmpeg filters (zoom pulse, camera shake, spin, colour cycle, flash or fade-in, their strength set by motion) over one photo, two photos side by side on one canvas, or a video clip (its sound kept, at most 10 s), as an MP4 clip at up to 720 px or HD 1080p.',
  ),
  fileParams: {
    image: { kind: 'image', required: false },
    images: { kind: 'image', required: false, multiple: { min: 2, max: 2 } },
    video: { kind: 'video', required: false },
  },
  params: {
    effect: choiceParam(EFFECTS, 'zoom_pulse'),
    duration: optionalNumberParam('duration', EFFECT_DURATION.min, EFFECT_DURATION.max),
    motion: motionParam,
    hd: switchParam(),
  },
  check: (p) => void exactlyOneInput(p, INPUTS),
  async run(job, p) {
    const input = exactlyOneInput(job.params, INPUTS);
    const look: EffectLook = { effect: p.effect, k: MOTION_SCALE[p.motion], hd: p.hd };
    if (input === 'video') return clipEffect(job, look, p.duration);
    const still = path.join(job.outDir, 'still.png');
    const frame = p.hd ? 'hd' : LONG_SIDE;
    const size =
      input === 'images'
        ? await pairFrame(inputFileList(job, 'images'), still, frame)
        : await photoFrame(inputFile(job, 'image'), still, frame);
    return stillEffect(job, still, size, look, p.duration ?? EFFECT_DURATION.default);
  },
});
