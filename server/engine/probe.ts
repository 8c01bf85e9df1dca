/** ffprobe wrapper: the size, duration and streams of a media file. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { inputOptions } from './ffmpeg-inputs';

const exec = promisify(execFile);

const FFPROBE_PATH: string = ffprobeInstaller.path;

export interface MediaInfo {
  /** Seconds (0 when unknown, e.g. a still image). */
  duration: number;
  width?: number;
  height?: number;
  /** Display rotation of the video in degrees (phones store portrait clips as rotated landscape frames). */
  rotation?: number;
  /** Frames per second of the video stream. */
  fps?: number;
  /** Counted video frames when the container reports them. */
  frames?: number;
  hasVideo: boolean;
  hasAudio: boolean;
  sampleRate?: number;
  channels?: number;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  sample_rate?: string;
  channels?: number;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

/** The stream's rotation: the display matrix (newer ffprobe) or the rotate tag (older files and ffprobe). */
function rotationOf(stream: ProbeStream | undefined): number | undefined {
  const fromMatrix = stream?.side_data_list?.find((d) => typeof d.rotation === 'number')?.rotation;
  const degrees = fromMatrix ?? Number(stream?.tags?.rotate ?? 0);
  return Number.isFinite(degrees) && degrees !== 0 ? degrees : undefined;
}

function rate(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const [a, b] = text.split('/').map(Number);
  const v = b ? a / b : a;
  return Number.isFinite(v) && v > 0 ? v : undefined;
}

/** The streams of a file, read by the demuxer of `ext` (default: the file name's extension; see ffmpeg-inputs). */
export async function probeMedia(file: string, ext?: string): Promise<MediaInfo> {
  const { stdout } = await exec(FFPROBE_PATH, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    ...inputOptions(file, ext),
    '-i',
    file,
  ]);
  const data = JSON.parse(stdout) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(data.format?.duration ?? video?.duration ?? audio?.duration ?? 0);
  return {
    duration: Number.isFinite(duration) ? duration : 0,
    width: video?.width,
    height: video?.height,
    rotation: rotationOf(video),
    fps: rate(video?.avg_frame_rate) ?? rate(video?.r_frame_rate),
    frames: video?.nb_frames ? Number(video.nb_frames) : undefined,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    sampleRate: audio?.sample_rate ? Number(audio.sample_rate) : undefined,
    channels: audio?.channels,
  };
}

/** Decodes nothing but counts the video packets: a reliable frame count for containers (WebM) that do not store it. */
export async function countVideoFrames(file: string, ext?: string): Promise<number> {
  const { stdout } = await exec(FFPROBE_PATH, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-count_packets',
    '-show_entries',
    'stream=nb_read_packets',
    '-of',
    'csv=p=0',
    ...inputOptions(file, ext),
    '-i',
    file,
  ]);
  return Number(stdout.trim()) || 0;
}
