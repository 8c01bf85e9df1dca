/** Shared pieces of the ffmpeg-based modules: size limits, output naming, running with progress. */
import path from 'node:path';
import { EngineParamError } from './params';
import { AAC_ARGS, h264Args, runFfmpeg, type H264Quality } from './ffmpeg';
import { mediaOutput } from './outputs';
import { probeMedia, type MediaInfo } from './probe';
import { videoCapIssue } from './media-caps';
import { say } from '../i18n/server-text';
import { formatLimitSeconds } from '../../src/core/upload-limits';
import type { EngineJob, EngineOutput } from './types';

/** Longest input a video module accepts, in seconds (keeps a task within minutes on a small server). */
const MAX_INPUT_SECONDS = 600;

/** A scale filter that fits the frame inside maxW×maxH without enlarging, with even sides (H.264 needs them). */
export function fitEven(maxW: number, maxH: number): string {
  const f = `min(1,min(${maxW}/iw,${maxH}/ih))`;
  return `scale=w='trunc(${f}*iw/2)*2':h='trunc(${f}*ih/2)*2'`;
}

/** Probes an input and checks it is usable video (and audio when needed), with messages a user can act on. */
export async function probeInput(
  file: string,
  need: { video?: boolean; audio?: boolean },
): Promise<MediaInfo> {
  const info = await probeMedia(file).catch(() => {
    throw new EngineParamError(say('The uploaded file could not be read as media'));
  });
  if (need.video && !info.hasVideo) throw new EngineParamError(say('The uploaded file has no video stream'));
  if (need.audio && !info.hasAudio) throw new EngineParamError(say('The uploaded file has no audio track'));
  if (info.duration > MAX_INPUT_SECONDS) {
    // The upload's own refusal, so a file says the same whether refused at upload or when a task opens it.
    throw new EngineParamError(
      say(
        '{kind, select, video {This video is too long: at most {max}} other {This audio file is too long: at most {max}}}',
        { kind: info.hasVideo ? 'video' : 'audio', max: formatLimitSeconds(MAX_INPUT_SECONDS) },
      ),
    );
  }
  const capIssue = info.hasVideo ? videoCapIssue(info) : null;
  if (capIssue) throw new EngineParamError(capIssue);
  return info;
}

export interface FfmpegStep {
  args: string[];
  /** Output seconds this step writes, for progress. */
  duration: number;
  /** Share of the job's 0–100 progress this step covers, as [from, to]. */
  span?: [number, number];
  cwd?: string;
}

export async function ffmpegStep(job: EngineJob, step: FfmpegStep): Promise<void> {
  const [from, to] = step.span ?? [0, 100];
  await runFfmpeg(step.args, {
    duration: step.duration,
    signal: job.signal,
    cwd: step.cwd,
    onProgress: (p) => job.onProgress(from + ((to - from) * p) / 100),
  });
}

/** Encodes a filtered video (plus audio when present) to H.264/AAC MP4 and returns it as the job's output. */
export async function encodeVideo(
  job: EngineJob,
  opts: {
    inputs: string[];
    filter: string;
    /** Audio filter, or null to drop audio. */
    audioFilter?: string | null;
    hasAudio: boolean;
    duration: number;
    name?: string;
    span?: [number, number];
    cwd?: string;
    /** x264 effort; the standard encode when absent. */
    quality?: H264Quality;
  },
): Promise<EngineOutput> {
  const file = path.join(job.outDir, opts.name ?? 'video.mp4');
  const audio =
    opts.hasAudio && opts.audioFilter !== null
      ? ['-map', '0:a:0', ...(opts.audioFilter ? ['-af', opts.audioFilter] : []), ...AAC_ARGS]
      : ['-an'];
  await ffmpegStep(job, {
    args: [
      ...opts.inputs,
      '-filter_complex',
      `${opts.filter}[vout]`,
      '-map',
      '[vout]',
      ...audio,
      ...h264Args(opts.quality),
      file,
    ],
    duration: opts.duration,
    span: opts.span,
    cwd: opts.cwd,
  });
  return { files: [await mediaOutput(file)] };
}
