/** Runs the ffmpeg binary shipped by @ffmpeg-installer: progress from `-progress pipe:1`, abort through an AbortSignal. */
import { spawn } from 'node:child_process';
import os from 'node:os';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { guardInputs } from './ffmpeg-inputs';

export const FFMPEG_PATH: string = ffmpegInstaller.path;

/** How hard x264 works on an output: lower crf = finer picture and larger file; slower presets compress better. */
export interface H264Quality {
  crf: number;
  preset: 'veryfast' | 'fast' | 'medium' | 'slow';
}

/** The encode every video output gets unless a module asks for another. */
export const STANDARD_H264: H264Quality = { crf: 20, preset: 'veryfast' };

/** H.264 settings every video output uses so that Chromium and phones play it (yuv420p, moov atom first). */
export function h264Args(quality: H264Quality = STANDARD_H264): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    quality.preset,
    '-crf',
    String(quality.crf),
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ];
}
export const H264_ARGS = h264Args();
/** The WebM video encode (VP9, constant quality, fast): the converter's WebM output. */
export const VP9_ARGS = [
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '34',
  '-deadline',
  'realtime',
  '-cpu-used',
  '8',
];
export const AAC_ARGS = ['-c:a', 'aac', '-b:a', '160k'];
export const MP3_ARGS = ['-c:a', 'libmp3lame', '-b:a', '192k'];

export interface FfmpegRun {
  /** Expected output duration in seconds, to turn out_time into a percentage. */
  duration?: number;
  onProgress?(percent: number): void;
  signal?: AbortSignal;
  /** Working directory, so filter arguments can name files without escaping absolute paths. */
  cwd?: string;
  /** Run at a lower priority (background work that must not slow requests down on a small machine). */
  background?: boolean;
}

class AbortedError extends Error {
  override name = 'AbortError';
  constructor() {
    super('cancelled');
  }
}

/** Resolves when ffmpeg exits 0; rejects with the tail of its log otherwise. Every input is guarded (ffmpeg-inputs). */
export function runFfmpeg(args: string[], run: FfmpegRun = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(new AbortedError());
    const child = spawn(
      FFMPEG_PATH,
      ['-hide_banner', '-nostdin', '-y', '-nostats', '-progress', 'pipe:1', ...guardInputs(args)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        cwd: run.cwd,
      },
    );
    if (run.background && child.pid) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // Lowering priority is a courtesy; some containers forbid it.
      }
    }
    let log = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    run.signal?.addEventListener('abort', onAbort, { once: true });
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_ms is in microseconds despite its name.
        const m = /^out_time_(?:ms|us)=(\d+)/.exec(line);
        if (m && run.duration && run.onProgress) {
          run.onProgress(Math.min(100, (Number(m[1]) / 1e6 / run.duration) * 100));
        }
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      run.signal?.removeEventListener('abort', onAbort);
      if (run.signal?.aborted) return reject(new AbortedError());
      if (code === 0) return resolve();
      const tail = log.trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`ffmpeg failed (${code}): ${tail}`));
    });
  });
}
