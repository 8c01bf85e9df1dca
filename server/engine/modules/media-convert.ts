/** Format tools: converter, compressor, audio extraction (ead) and still extraction (esd). */
import { say, type ServerText } from '../../i18n/server-text';
import path from 'node:path';
import sharp from 'sharp';
import { defineModule, inputFile } from '../define-module';
import { AAC_ARGS, H264_ARGS, MP3_ARGS, VP9_ARGS } from '../ffmpeg';
import { imageOutput, mediaOutput } from '../outputs';
import { choiceParam, EngineParamError, numberParam } from '../params';
import type { EngineJob, EngineOutput } from '../types';
import { ffmpegStep, fitEven, probeInput } from '../video-io';

/** Exactly one of these carries the input of the tools that accept any media. */
const anyMedia = {
  video: { kind: 'video' as const, required: false },
  audio: { kind: 'audio' as const, required: false },
  image: { kind: 'image' as const, required: false },
};

/** Which of the three file params carries this job's input. */
function inputKind(p: Record<string, unknown>): 'video' | 'audio' | 'image' {
  return (['video', 'audio', 'image'] as const).find((k) => p[k] !== undefined) ?? 'video';
}

function exactlyOneInput(p: Record<string, unknown>) {
  const given = ['video', 'audio', 'image'].filter((k) => p[k] !== undefined);
  if (given.length !== 1)
    throw new EngineParamError(say('Provide exactly one input file: video, audio or image.'));
}

const TARGETS = {
  video: ['mp4', 'webm', 'gif', 'mp3', 'm4a'],
  audio: ['mp3', 'm4a', 'wav'],
  image: ['png', 'jpg', 'webp'],
} as const;

/** What an input of each kind can become; a sentence per kind, since the noun's gender changes it in some languages. */
const CONVERTS_TO: Record<keyof typeof TARGETS, (formats: string) => ServerText> = {
  video: (formats) => say('A video can be converted to {formats}.', { formats }),
  audio: (formats) => say('An audio file can be converted to {formats}.', { formats }),
  image: (formats) => say('An image can be converted to {formats}.', { formats }),
};

async function transcode(
  job: EngineJob,
  src: string,
  format: string,
  duration: number,
  extra: string[] = [],
) {
  const file = path.join(job.outDir, `output.${format}`);
  const byFormat: Record<string, string[]> = {
    mp4: [...H264_ARGS, ...AAC_ARGS],
    webm: [...VP9_ARGS, '-c:a', 'libopus'],
    gif: ['-vf', `fps=12,${fitEven(480, 480)},split[a][b];[a]palettegen[p];[b][p]paletteuse`, '-an'],
    mp3: ['-vn', ...MP3_ARGS],
    m4a: ['-vn', ...AAC_ARGS],
    wav: ['-vn', '-c:a', 'pcm_s16le'],
  };
  await ffmpegStep(job, { args: ['-i', src, ...extra, ...byFormat[format], file], duration });
  return { files: [await mediaOutput(file)] };
}

export const formatConverter = defineModule({
  key: 'converter',
  description: say(
    'Converts between formats with ffmpeg/sharp: video → MP4 (H.264), WebM (VP9), GIF, MP3, M4A; audio → MP3, M4A, WAV; image → PNG, JPEG, WebP.',
  ),
  fileParams: anyMedia,
  params: {
    format: choiceParam(['mp4', 'webm', 'gif', 'mp3', 'm4a', 'wav', 'png', 'jpg', 'webp'], 'mp4'),
  },
  check(p) {
    exactlyOneInput(p);
    const kind = inputKind(p);
    if (!(TARGETS[kind] as readonly string[]).includes(p.format)) {
      throw new EngineParamError(CONVERTS_TO[kind](TARGETS[kind].join(', ')));
    }
  },
  async run(job, p): Promise<EngineOutput> {
    const name = inputKind(p);
    if (name === 'image') {
      const file = path.join(job.outDir, `output.${p.format}`);
      const format = p.format === 'jpg' ? 'jpeg' : (p.format as 'png' | 'webp');
      await sharp(inputFile(job, 'image').path).rotate().toFormat(format).toFile(file);
      return { files: [await imageOutput(file)] };
    }
    const src = inputFile(job, name).path;
    const info = await probeInput(src, {
      video: name === 'video',
      audio: name === 'audio' || ['mp3', 'm4a'].includes(p.format),
    });
    return transcode(job, src, p.format, info.duration);
  },
});

const LEVELS = {
  low: { crf: 23, box: 1920, jpeg: 82, audio: '128k' },
  medium: { crf: 28, box: 1280, jpeg: 70, audio: '96k' },
  high: { crf: 32, box: 854, jpeg: 55, audio: '64k' },
} as const;

export const compressor = defineModule({
  key: 'compressor',
  description: say(
    'Makes files smaller: video re-encoded with H.264 at a higher CRF and bounded size, images as optimised JPEG, audio as lower-bitrate MP3.',
  ),
  fileParams: anyMedia,
  params: { level: choiceParam(['low', 'medium', 'high'], 'medium') },
  check: exactlyOneInput,
  async run(job, p): Promise<EngineOutput> {
    const l = LEVELS[p.level];
    const kind = inputKind(p);
    if (kind === 'image') {
      const file = path.join(job.outDir, 'output.jpg');
      await sharp(inputFile(job, 'image').path)
        .rotate()
        .resize({ width: l.box * 2, height: l.box * 2, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: l.jpeg, mozjpeg: true })
        .toFile(file);
      return { files: [await imageOutput(file)] };
    }
    if (kind === 'audio') {
      const src = inputFile(job, 'audio').path;
      const info = await probeInput(src, { audio: true });
      const file = path.join(job.outDir, 'output.mp3');
      await ffmpegStep(job, {
        args: ['-i', src, '-vn', '-c:a', 'libmp3lame', '-b:a', l.audio, file],
        duration: info.duration,
      });
      return { files: [await mediaOutput(file)] };
    }
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const file = path.join(job.outDir, 'video.mp4');
    const video = H264_ARGS.map((a, i) => (H264_ARGS[i - 1] === '-crf' ? String(l.crf) : a));
    const audio = info.hasAudio ? ['-c:a', 'aac', '-b:a', l.audio] : ['-an'];
    await ffmpegStep(job, {
      args: ['-i', src, '-vf', `${fitEven(l.box, l.box)},format=yuv420p`, ...video, ...audio, file],
      duration: info.duration,
    });
    return { files: [await mediaOutput(file)] };
  },
});

export const extractAudio = defineModule({
  key: 'ead',
  description: say('Extracts the audio track of a video as MP3 or M4A (AAC).'),
  fileParams: { video: { kind: 'video', required: true } },
  params: { format: choiceParam(['mp3', 'm4a'], 'mp3') },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { audio: true });
    return transcode(job, src, p.format, info.duration);
  },
});

export const extractStills = defineModule({
  key: 'esd',
  description: say('Extracts still frames from a video as PNG images, evenly spaced through its length.'),
  fileParams: { video: { kind: 'video', required: true } },
  params: { count: numberParam('count', 1, 12, 4, true) },
  async run(job, p) {
    const src = inputFile(job, 'video').path;
    const info = await probeInput(src, { video: true });
    const files = [];
    for (let i = 0; i < p.count; i++) {
      // Middle of each of `count` equal parts, so the first and last frames (often black) are avoided.
      const at = ((i + 0.5) / p.count) * info.duration;
      const file = path.join(job.outDir, `still-${i + 1}.png`);
      await ffmpegStep(job, {
        args: ['-ss', at.toFixed(3), '-i', src, '-frames:v', '1', file],
        duration: 0,
      });
      files.push(await imageOutput(file));
      job.onProgress(((i + 1) / p.count) * 100);
    }
    return { files };
  },
});
