/**
 * What an uploaded file really is, from its bytes: the format by content sniffing (file-type), the size of an
 * image by sharp, the streams and length of video and audio by ffprobe, and a short decode to prove the media
 * is not broken. The name and the client's mime type are never consulted.
 */
import { spawn } from 'node:child_process';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { FFMPEG_PATH } from '../engine/ffmpeg';
import { guardInputs, inputOptions } from '../engine/ffmpeg-inputs';
import { videoCapIssue } from '../engine/media-caps';
import { countVideoFrames, probeMedia } from '../engine/probe';
import {
  AUDIO_ONLY_FORMAT,
  uploadFormatOf,
  type UploadFacts,
  type UploadFormat,
} from '../../src/core/upload-limits';
import type { ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';
import { ANIMATED_IMAGE, DAMAGED_IMAGE, damagedMediaText, UNSUPPORTED_UPLOAD } from './upload-messages';

/** The file's content is not something we store; `text` is user-facing (`message` its English). */
export class UnreadableUpload extends Error {
  constructor(
    /** What the user reads, in their language. */
    readonly text: ServerText,
    readonly why: 'unsupported' | 'corrupt',
  ) {
    super(translate(text));
  }
}

/** The sniffed format; anything outside UPLOAD_FORMATS (text, PDF, GIF, HEIC…) is refused. */
export async function sniffFormat(file: string): Promise<UploadFormat> {
  const found = await fileTypeFromFile(file);
  const format = found && uploadFormatOf(found.mime);
  if (!format) throw new UnreadableUpload(UNSUPPORTED_UPLOAD, 'unsupported');
  return format;
}

export interface InspectedUpload extends Required<UploadFacts> {
  format: UploadFormat;
}

async function imageFacts(file: string, format: UploadFormat): Promise<Omit<InspectedUpload, 'size'>> {
  let meta: Metadata;
  try {
    meta = await sharp(file).metadata();
  } catch {
    throw new UnreadableUpload(DAMAGED_IMAGE, 'corrupt');
  }
  if ((meta.pages ?? 1) > 1) {
    throw new UnreadableUpload(ANIMATED_IMAGE, 'unsupported');
  }
  // Sizes as browsers show them: a phone photo stored sideways with an EXIF turn reports its upright size.
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  return { format, width, height, duration: 0 };
}

/** Decodes the whole image at a small size: a truncated or garbled file fails here, not in a task later. */
export async function assertImageDecodes(file: string): Promise<void> {
  try {
    await sharp(file, { failOn: 'error', limitInputPixels: false })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    throw new UnreadableUpload(DAMAGED_IMAGE, 'corrupt');
  }
}

/** Runs ffmpeg with `args` (inputs guarded); resolves with its log on exit 0, rejects otherwise. */
function ffmpegLog(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG_PATH, ['-hide_banner', '-nostdin', ...guardInputs(args)], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(log) : reject(new Error(log.trim().split('\n').pop())),
    );
  });
}

/**
 * Length of a file whose container does not state it (a browser's MediaRecorder webm): the last packet time,
 * read by copying every packet to nowhere, which does not decode anything.
 */
async function measuredDuration(file: string, ext: string): Promise<number> {
  const input = [...inputOptions(file, ext), '-i', file];
  const log = await ffmpegLog([...input, '-map', '0', '-c', 'copy', '-f', 'null', '-']);
  const times = [...log.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : 0;
}

/** Decodes the first frame of a video (or first second of sound): streams that cannot be decoded fail here. */
async function assertMediaDecodes(file: string, kind: 'video' | 'audio', ext: string): Promise<void> {
  const take = kind === 'video' ? ['-map', '0:v:0', '-frames:v', '1'] : ['-map', '0:a:0', '-t', '1'];
  try {
    const input = [...inputOptions(file, ext), '-i', file];
    await ffmpegLog(['-v', 'error', '-xerror', ...input, ...take, '-f', 'null', '-']);
  } catch {
    throw new UnreadableUpload(damagedMediaText(kind), 'corrupt');
  }
}

async function mediaFacts(file: string, sniffed: UploadFormat): Promise<Omit<InspectedUpload, 'size'>> {
  const damaged = () =>
    new UnreadableUpload(damagedMediaText(sniffed.kind === 'video' ? 'video' : 'audio'), 'corrupt');
  let info;
  try {
    // Read by the demuxer of the sniffed format only: a playlist or script inside is never followed.
    info = await probeMedia(file, sniffed.ext);
  } catch {
    throw damaged();
  }
  let format = sniffed;
  if (sniffed.kind === 'video' && !info.hasVideo && info.hasAudio && AUDIO_ONLY_FORMAT[sniffed.mime]) {
    format = AUDIO_ONLY_FORMAT[sniffed.mime];
  }
  if (format.kind === 'video' && !info.hasVideo) throw damaged();
  if (format.kind === 'audio' && !info.hasAudio) throw damaged();
  let duration = info.duration;
  if (!(duration > 0)) duration = await measuredDuration(file, sniffed.ext).catch(() => 0);
  if (!(duration > 0)) throw damaged();
  if (format.kind === 'video') {
    // Containers that do not state their frame count (WebM) have their packets counted, which decodes nothing.
    const frames = info.frames ?? (await countVideoFrames(file, sniffed.ext).catch(() => undefined));
    const capIssue = videoCapIssue({ fps: info.fps, frames, duration });
    if (capIssue) throw new UnreadableUpload(capIssue, 'unsupported');
  }
  await assertMediaDecodes(file, format.kind === 'video' ? 'video' : 'audio', sniffed.ext);
  return {
    format,
    width: format.kind === 'video' ? (info.width ?? 0) : 0,
    height: format.kind === 'video' ? (info.height ?? 0) : 0,
    duration: Math.round(duration * 1000) / 1000,
  };
}

/**
 * Measures a file of a sniffed format: its kind may change (an mp4 holding only sound is audio). Images are only
 * measured here; their decode check runs after the size limits, so a 40000-pixel image is refused by its header.
 */
export async function measureUpload(
  file: string,
  format: UploadFormat,
  size: number,
): Promise<InspectedUpload> {
  const facts = format.kind === 'image' ? await imageFacts(file, format) : await mediaFacts(file, format);
  return { ...facts, size };
}
