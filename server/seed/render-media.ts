import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { artSvg } from './procedural-art';
import type { SeedMediaSpec, SeedMotion } from './media-spec';

const FRAMES = 60;
const FPS = 24;

/** Writes the WebP still for a spec to outPath. */
export async function renderImage(spec: SeedMediaSpec, outPath: string): Promise<void> {
  await sharp(Buffer.from(artSvg(spec.prompt, spec.width, spec.height)))
    .webp({ quality: 80 })
    .toFile(outPath);
}

/** zoompan expressions: `on` is the output frame number (0…FRAMES-1). */
function zoompan(motion: SeedMotion, w: number, h: number): string {
  const centre = `x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'`;
  const expr =
    motion === 'zoom-in'
      ? `z='1+0.005*on':${centre}`
      : motion === 'zoom-out'
        ? `z='1.3-0.005*on':${centre}`
        : `z='1.25':x='(iw-iw/zoom)*on/${FRAMES - 1}':y='ih/2-(ih/zoom/2)'`;
  return `zoompan=${expr}:d=${FRAMES}:s=${w}x${h}:fps=${FPS},format=yuv420p`;
}

/**
 * Writes a 2.5 s MP4 for a spec to outPath: the prompt's picture, drawn at twice the size (less zoompan
 * jitter), slowly zoomed or panned. Kills ffmpeg when the signal aborts.
 */
export async function renderVideo(spec: SeedMediaSpec, outPath: string, signal: AbortSignal): Promise<void> {
  const still = await sharp(Buffer.from(artSvg(spec.prompt, spec.width * 2, spec.height * 2)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  // The same prompt draws the same picture at any size, so preview and thumbnail match.
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    '-i',
    'pipe:0',
    '-vf',
    zoompan(spec.motion ?? 'zoom-in', spec.width, spec.height),
    '-frames:v',
    String(FRAMES),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    '-f',
    'mp4',
    outPath,
  ];
  await new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const child = spawn(ffmpegInstaller.path, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    try {
      // Seed work must not starve request handling on a small machine.
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Lowering priority is a courtesy; some containers forbid it.
    }
    let stderr = '';
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdin.on('error', () => undefined);
    child.on('error', reject);
    child.on('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (code === 0) resolve();
      else
        reject(
          new Error(signal.aborted ? 'aborted' : `ffmpeg exited ${code}: ${stderr.trim().slice(0, 300)}`),
        );
    });
    child.stdin.end(still);
  });
  if (!fs.existsSync(outPath)) throw new Error('ffmpeg wrote no file');
}
