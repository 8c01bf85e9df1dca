/** Reading decoded video frames in the engine tests: small grey or RGB copies, and measures of motion between them. */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { runFfmpeg } from '../../../server/engine/ffmpeg';

export interface Frames {
  width: number;
  height: number;
  channels: 1 | 3;
  frames: Buffer[];
}

/** Every frame of a video scaled to width×height, as grey (default) or RGB bytes. */
export async function videoFrames(
  file: string,
  width: number,
  height: number,
  colour: 'gray' | 'rgb24' = 'gray',
): Promise<Frames> {
  const raw = `${file}.${width}x${height}.${colour}.raw`;
  await runFfmpeg(['-i', file, '-vf', `scale=${width}:${height}`, '-pix_fmt', colour, '-f', 'rawvideo', raw]);
  const bytes = await readFile(raw);
  const channels = colour === 'gray' ? 1 : 3;
  const size = width * height * channels;
  const frames: Buffer[] = [];
  for (let at = 0; at + size <= bytes.length; at += size) frames.push(bytes.subarray(at, at + size));
  return { width, height, channels, frames };
}

/** An image file as raw bytes at width×height (grey or RGB), to compare with frames. */
export async function imageBytes(file: string, width: number, height: number, colour: 'gray' | 'rgb24') {
  const img = sharp(file).removeAlpha().resize(width, height, { fit: 'fill' });
  return (colour === 'gray' ? img.greyscale() : img).raw().toBuffer();
}

/** Mean absolute difference of two equally sized byte buffers. */
export function meanAbsDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** A rectangle of a frame: columns x0…x1 and rows y0…y1 (ends excluded). */
export interface Region {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * The shift (dx, dy) that best maps grey frame `a` onto `b` inside a region: b(x + dx, y + dy) ≈ a(x, y).
 * Positive dx: the picture moved right between a and b; positive dy: it moved down.
 */
export function bestShift(
  a: Buffer,
  b: Buffer,
  width: number,
  height: number,
  region: Region,
  range: { x: number; y: number },
): { dx: number; dy: number } {
  let best = { dx: 0, dy: 0, cost: Infinity };
  for (let dy = -range.y; dy <= range.y; dy++) {
    for (let dx = -range.x; dx <= range.x; dx++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.max(region.y0, -dy); y < Math.min(region.y1, height - dy); y++) {
        for (let x = Math.max(region.x0, -dx); x < Math.min(region.x1, width - dx); x++) {
          sum += Math.abs(a[y * width + x] - b[(y + dy) * width + x + dx]);
          count++;
        }
      }
      const cost = sum / Math.max(1, count);
      if (cost < best.cost) best = { dx, dy, cost };
    }
  }
  return { dx: best.dx, dy: best.dy };
}

/** How much a clip moves: the mean difference of each frame from the first. */
export function motionEnergy(video: Frames): number {
  const [first, ...rest] = video.frames;
  return rest.reduce((sum, f) => sum + meanAbsDiff(first, f), 0) / Math.max(1, rest.length);
}
