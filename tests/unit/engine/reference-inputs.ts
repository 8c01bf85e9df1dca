/** Small reference inputs (generated with sharp and ffmpeg) for the engine tests and bench/engine.ts: test support, not product code. */
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../../server/engine/ffmpeg';
import type { EngineInputFile } from '../../../server/engine/types';

/** A 256×256 "photo": a colour gradient with a few shapes so filters and models have edges to work on. */
export async function gradientPhoto(dir: string, size = 256): Promise<EngineInputFile> {
  const file = path.join(dir, `photo-${size}.png`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a6fdb"/><stop offset="1" stop-color="#f2a541"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${size * 0.35}" cy="${size * 0.4}" r="${size * 0.18}" fill="#e63946"/><rect x="${size * 0.55}" y="${size * 0.55}" width="${size * 0.3}" height="${size * 0.25}" fill="#1d3557"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return { path: file, kind: 'image', mime: 'image/png', width: size, height: size };
}

/** A white-on-black mask PNG covering the rectangle (white = the area to remove/redraw). */
export async function rectMask(dir: string, size = 256): Promise<EngineInputFile> {
  const file = path.join(dir, 'mask.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#000"/><rect x="${size * 0.5}" y="${size * 0.5}" width="${size * 0.4}" height="${size * 0.35}" fill="#fff"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return { path: file, kind: 'image', mime: 'image/png', width: size, height: size };
}

/** A 2-second 160×120 test pattern clip with a 440 Hz tone. */
export async function shortClip(dir: string): Promise<EngineInputFile> {
  const file = path.join(dir, 'clip.mp4');
  await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=24:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  return { path: file, kind: 'video', mime: 'video/mp4', width: 160, height: 120, duration: 2 };
}

/** A 3-second stereo audio file: a voice-like tone plus noise (so denoisers have work). */
export async function shortAudio(dir: string): Promise<EngineInputFile> {
  const file = path.join(dir, 'audio.mp3');
  await runFfmpeg([
    ...[
      '-f',
      'lavfi',
      '-i',
      "aevalsrc='0.4*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*3*t))+0.05*(random(0)-0.5)|0.4*sin(2*PI*330*t)+0.05*(random(1)-0.5)':s=44100:d=3",
    ],
    ...['-c:a', 'libmp3lame', '-b:a', '128k', file],
  ]);
  return { path: file, kind: 'audio', mime: 'audio/mpeg', duration: 3 };
}
