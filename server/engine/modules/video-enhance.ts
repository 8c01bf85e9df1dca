/** Classical video enhancers with ffmpeg filters: quality enhance, denoise, frame interpolation. */
import { say, type ServerText } from '../../i18n/server-text';
import { defineModule, inputFile } from '../define-module';
import { choiceParam, numberParam } from '../params';
import type { AlgorithmModule } from '../types';
import { encodeVideo, fitEven, probeInput } from '../video-io';

const videoIn = { video: { kind: 'video' as const, required: true } };

/** Upscale target for the enhancers: twice the size, at most 1920×1080 (or 1080×1920). */
function upscale2x(width = 0, height = 0): string {
  const landscape = width >= height;
  const [maxW, maxH] = landscape ? [1920, 1080] : [1080, 1920];
  const f = `min(2,min(${maxW}/iw,${maxH}/ih))`;
  return `scale=w='trunc(max(1,${f})*iw/2)*2':h='trunc(max(1,${f})*ih/2)*2':flags=lanczos`;
}

function enhancer(
  key: string,
  description: ServerText,
  chain: (w?: number, h?: number) => string,
): AlgorithmModule {
  return defineModule({
    key,
    description,
    fileParams: videoIn,
    params: {},
    async run(job) {
      const src = inputFile(job, 'video').path;
      const info = await probeInput(src, { video: true });
      return encodeVideo(job, {
        inputs: ['-i', src],
        filter: `[0:v]${chain(info.width, info.height)},format=yuv420p`,
        hasAudio: info.hasAudio,
        duration: info.duration,
      });
    },
  });
}

export const videoEnhancer = enhancer(
  'vqe',
  say(
    'Classical video enhance: temporal/spatial denoise (hqdn3d), 2× Lanczos upscale up to 1080p, unsharp mask and a gentle contrast/saturation lift.',
  ),
  (w, h) => `hqdn3d=3:3:4:4,${upscale2x(w, h)},unsharp=5:5:0.8:5:5:0.0,eq=contrast=1.05:saturation=1.1`,
);

export const strongVideoEnhancer = enhancer(
  'mai_vqe',
  say(
    'Classical video enhance, strong: deflicker, stronger hqdn3d denoise, 2× Lanczos upscale up to 1080p, two-radius unsharp, local contrast; no neural model (per-frame super-resolution would take minutes here).',
  ),
  (w, h) =>
    `deflicker=size=5,hqdn3d=5:4:6:6,${upscale2x(w, h)},unsharp=7:7:0.6:7:7:0.0,unsharp=3:3:0.5:3:3:0.0,eq=contrast=1.08:saturation=1.12`,
);

const VNR_STRENGTH = { low: '2:2:3:3', medium: '4:3:6:4.5', high: '8:6:12:9' } as const;

export const videoNoiseReduction = defineModule({
  key: 'vnr',
  description: say(
    'Classical video noise reduction: hqdn3d spatial + temporal denoise at the chosen strength.',
  ),
  fileParams: videoIn,
  params: { strength: choiceParam(['low', 'medium', 'high'], 'medium') },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    return encodeVideo(job, {
      inputs: ['-i', src],
      filter: `[0:v]hqdn3d=${VNR_STRENGTH[p.strength]},format=yuv420p`,
      hasAudio: info.hasAudio,
      duration: info.duration,
    });
  },
});

export const frameInterpolation = defineModule({
  key: 'vfi',
  description: say(
    'Classical frame interpolation: motion-compensated in-between frames (ffmpeg minterpolate, bidirectional motion estimation) up to the target frame rate.',
  ),
  fileParams: videoIn,
  params: { fps: numberParam('fps', 24, 60, 60, true) },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    // Interpolation cost grows with area; larger frames are brought down to 720p first.
    return encodeVideo(job, {
      inputs: ['-i', src],
      filter: `[0:v]${fitEven(1280, 1280)},minterpolate=fps=${p.fps}:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1,format=yuv420p`,
      hasAudio: info.hasAudio,
      duration: info.duration,
    });
  },
});
