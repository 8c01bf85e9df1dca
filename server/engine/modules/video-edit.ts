/** Video edits with ffmpeg: trim (clip), reverse (erv), speed (est), stabilise (ese), crop to a ratio (ecr). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ASPECT_RATIOS, sizeForAspect } from '../../../src/core/generation-limits';
import { defineModule, inputFile } from '../define-module';
import { H264_ARGS, AAC_ARGS } from '../ffmpeg';
import { mediaOutput } from '../outputs';
import { choiceParam, EngineParamError, numberParam } from '../params';
import { say } from '../../i18n/server-text';
import { encodeVideo, ffmpegStep, probeInput } from '../video-io';

const videoIn = { video: { kind: 'video' as const, required: true } };

export const trimVideo = defineModule({
  key: 'clip',
  description: say(
    'Cuts the video (and its audio) to the chosen start and end times, re-encoded to H.264/AAC MP4.',
  ),
  fileParams: videoIn,
  params: {
    start: numberParam('start', 0, 36_000, 0),
    end: z.coerce.number().positive().optional(),
  },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const end = Math.min(p.end ?? info.duration, info.duration);
    if (p.start >= end)
      throw new EngineParamError(
        say('The start must be before the end (the video is {seconds} s long)', {
          seconds: info.duration.toFixed(1),
        }),
      );
    return encodeVideo(job, {
      inputs: ['-ss', String(p.start), '-t', String(end - p.start), '-i', src],
      filter: '[0:v]format=yuv420p',
      hasAudio: info.hasAudio,
      duration: end - p.start,
    });
  },
});

/** Reversing buffers every frame in memory, so longer videos are reversed in pieces and joined in reverse order. */
const REVERSE_PIECE_SECONDS = 5;

export const reverseVideo = defineModule({
  key: 'erv',
  description: say(
    'Reverses the video and its audio (ffmpeg reverse/areverse, in 5-second pieces joined back to front).',
  ),
  fileParams: videoIn,
  params: {},
  async run(job) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const pieces = Math.max(1, Math.ceil(info.duration / REVERSE_PIECE_SECONDS));
    const names: string[] = [];
    for (let i = 0; i < pieces; i++) {
      const start = i * REVERSE_PIECE_SECONDS;
      const len = Math.min(REVERSE_PIECE_SECONDS, info.duration - start);
      const piece = path.join(job.outDir, `piece-${i}.mp4`);
      const audio = info.hasAudio ? ['-af', 'areverse', ...AAC_ARGS] : ['-an'];
      await ffmpegStep(job, {
        args: [
          '-ss',
          String(start),
          '-t',
          String(len),
          '-i',
          src,
          '-vf',
          'reverse,format=yuv420p',
          ...audio,
          ...H264_ARGS,
          piece,
        ],
        duration: len,
        span: [(i / pieces) * 90, ((i + 1) / pieces) * 90],
      });
      names.unshift(piece);
    }
    const list = path.join(job.outDir, 'pieces.txt');
    await writeFile(list, names.map((n) => `file '${n.replace(/'/g, "'\\''")}'`).join('\n'));
    const file = path.join(job.outDir, 'video.mp4');
    await ffmpegStep(job, {
      args: ['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', file],
      duration: info.duration,
      span: [90, 100],
    });
    return { files: [await mediaOutput(file)] };
  },
});

/** atempo accepts 0.5–2 per instance; chain instances for other speeds. */
function atempoChain(speed: number): string {
  const parts: string[] = [];
  let s = speed;
  while (s > 2) {
    parts.push('atempo=2');
    s /= 2;
  }
  while (s < 0.5) {
    parts.push('atempo=0.5');
    s /= 0.5;
  }
  parts.push(`atempo=${s.toFixed(4)}`);
  return parts.join(',');
}

export const videoSpeed = defineModule({
  key: 'est',
  description: say(
    'Changes playback speed (0.25×–4×): video timestamps rescaled, audio time-stretched without pitch change (atempo).',
  ),
  fileParams: videoIn,
  params: { speed: numberParam('speed', 0.25, 4, 2) },
  // Slowed down, a clip plays (and is encoded) for longer than it was recorded.
  outputFacts: (p, { video }) => (video?.duration ? { seconds: video.duration / p.speed } : {}),
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    return encodeVideo(job, {
      inputs: ['-i', src],
      filter: `[0:v]setpts=PTS/${p.speed},format=yuv420p`,
      audioFilter: atempoChain(p.speed),
      hasAudio: info.hasAudio,
      duration: info.duration / p.speed,
    });
  },
});

export const stabiliseVideo = defineModule({
  key: 'ese',
  description: say(
    'Stabilises shaky video: two-pass motion analysis and smoothing with vid.stab (vidstabdetect + vidstabtransform).',
  ),
  fileParams: videoIn,
  params: { smoothing: numberParam('smoothing', 1, 60, 15, true) },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    // Run inside outDir so the filters name the motion file relatively (no path escaping in filter syntax).
    const trf = 'motion.trf';
    await ffmpegStep(job, {
      cwd: job.outDir,
      args: ['-i', src, '-vf', `vidstabdetect=shakiness=6:result=${trf}`, '-f', 'null', '-'],
      duration: info.duration,
      span: [0, 45],
    });
    const out = await encodeVideo(job, {
      inputs: ['-i', src],
      cwd: job.outDir,
      filter: `[0:v]vidstabtransform=input=${trf}:smoothing=${p.smoothing}:zoom=2,unsharp=5:5:0.6,format=yuv420p`,
      hasAudio: info.hasAudio,
      duration: info.duration,
      span: [45, 100],
    });
    return out;
  },
});

export const cropToRatio = defineModule({
  key: 'ecr',
  description: say(
    'Crops the video to the chosen aspect ratio around the chosen position (centre by default).',
  ),
  fileParams: videoIn,
  params: {
    aspect_ratio: choiceParam(ASPECT_RATIOS, '9:16'),
    position: choiceParam(['center', 'start', 'end'], 'center'),
  },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const { width: rw, height: rh } = sizeForAspect(p.aspect_ratio, 1000);
    const r = rw / rh;
    const w = `trunc(min(iw,ih*${r})/2)*2`;
    const h = `trunc(min(ih,iw/${r})/2)*2`;
    const at = { center: 0.5, start: 0, end: 1 }[p.position];
    return encodeVideo(job, {
      inputs: ['-i', src],
      filter: `[0:v]crop=w='${w}':h='${h}':x='(iw-ow)*${at}':y='(ih-oh)*${at}',format=yuv420p`,
      hasAudio: info.hasAudio,
      duration: info.duration,
    });
  },
});
