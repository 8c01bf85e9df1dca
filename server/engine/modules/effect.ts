/** effect: turns an image into a short video with a template effect (ffmpeg filters over the looped still). */
import path from 'node:path';
import { defineModule, inputFile } from '../define-module';
import { readRgb, rgbToSharp } from '../image-io';
import { choiceParam, numberParam } from '../params';
import { encodeVideo } from '../video-io';

import { EFFECTS, type Effect } from '../../../src/core/generation-limits';

export { EFFECTS };

const FPS = 24;

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

export const effect = defineModule({
  key: 'effect',
  description:
    'Template effects on an image rendered with ffmpeg filters: zoom pulse, camera shake, spin, colour cycle, flash or fade-in, as an MP4 clip.',
  fileParams: { image: { kind: 'image', required: true } },
  params: {
    effect: choiceParam('effect', EFFECTS, 'zoom_pulse'),
    duration: numberParam('duration', 2, 10, 4),
  },
  async run(job, p) {
    const img = await readRgb(inputFile(job, 'image').path, 720);
    const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);
    const w = even(img.width);
    const h = even(img.height);
    const still = path.join(job.outDir, 'still.png');
    await rgbToSharp(img).resize(w, h, { fit: 'fill' }).png().toFile(still);
    return encodeVideo(job, {
      inputs: ['-loop', '1', '-framerate', String(FPS), '-t', String(p.duration), '-i', still],
      filter: `[0:v]${effectFilter(p.effect, w, h, p.duration)},setsar=1,format=yuv420p`,
      hasAudio: false,
      duration: p.duration,
    });
  },
});
