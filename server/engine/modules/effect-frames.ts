/** The frames the effect module animates: one photo, two photos on one canvas, or the frame size of a clip. */
import sharp from 'sharp';
import { imagePixels, readRgb, rgbToSharp } from '../image-io';
import type { MediaInfo } from '../probe';
import type { EngineInputFile } from '../types';
import { hdSize } from '../../../src/core/generation-limits';

export interface FrameSize {
  width: number;
  height: number;
}

/** H.264 wants even sides; `step` 4 keeps halves of a side even too. */
const even = (v: number, step = 2) => Math.max(step, Math.round(v / step) * step);

/** How big an output frame is: a long side it never exceeds (small inputs keep their size), or 'hd' (1080p). */
export type FrameTarget = number | 'hd';

/** One photo as a PNG with even sides: long side at most the target (never enlarged), or HD (enlarged to 1080p). */
export async function photoFrame(
  file: EngineInputFile,
  out: string,
  target: FrameTarget,
): Promise<FrameSize> {
  const img = await readRgb(file.path, target === 'hd' ? 2048 : target);
  const size =
    target === 'hd' ? hdSize(img.width, img.height) : { width: even(img.width), height: even(img.height) };
  await rgbToSharp(img)
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .png()
    .toFile(out);
  return size;
}

/** A photo shown whole inside a cell, on a blurred, dimmed copy of itself that fills the cell (no black bars). */
async function cellImage(file: string, width: number, height: number): Promise<Buffer> {
  const img = await readRgb(file, Math.max(width, height) * 2);
  const backdrop = await rgbToSharp(img)
    .resize(width, height, { fit: 'cover' })
    .blur(16)
    .modulate({ brightness: 0.55 })
    .png()
    .toBuffer();
  const front = await rgbToSharp(img).resize(width, height, { fit: 'inside' }).png().toBuffer();
  return sharp(backdrop)
    .composite([{ input: front, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Two photos on one canvas with the target's long side (HD: 1080p): side by side when the photos are portrait (the usual
 * two-person shot), one above the other when they are landscape, so the canvas stays close to square. Each
 * photo is shown whole (nobody is cropped out); the cell shape is the photos' mean aspect, within 9:16–16:9.
 */
export async function pairFrame(
  files: EngineInputFile[],
  out: string,
  target: FrameTarget,
): Promise<FrameSize> {
  const sizes = await Promise.all(files.map((f) => imagePixels(f.path)));
  const mean = sizes.reduce((sum, s) => sum + s.width / Math.max(1, s.height), 0) / sizes.length;
  const aspect = Math.min(16 / 9, Math.max(9 / 16, mean));
  const across = aspect <= 1;
  const canvasAspect = across ? 2 * aspect : aspect / 2;
  const wide = canvasAspect >= 1;
  const hd = target === 'hd' ? hdSize(canvasAspect * 1000, 1000) : undefined;
  const longSide = hd ? Math.max(hd.width, hd.height) : (target as number);
  // The side split in two is a multiple of 4, so each half is even as well.
  const width = even(wide ? longSide : longSide * canvasAspect, across ? 4 : 2);
  const height = even(wide ? longSide / canvasAspect : longSide, across ? 2 : 4);
  const cell = across ? { width: width / 2, height } : { width, height: height / 2 };
  const cells = await Promise.all(files.map((f) => cellImage(f.path, cell.width, cell.height)));
  await sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite(
      cells.map((input, i) => ({
        input,
        left: across ? i * cell.width : 0,
        top: across ? 0 : i * cell.height,
      })),
    )
    .png()
    .toFile(out);
  return { width, height };
}

/** A clip's output frame: its displayed size (rotation applied), long side at most the target or HD, even sides. */
export function clipFrame(info: MediaInfo, target: FrameTarget): FrameSize {
  const turned = Math.abs(info.rotation ?? 0) % 180 === 90;
  const fallback = target === 'hd' ? 1080 : target;
  const w = (turned ? info.height : info.width) ?? fallback;
  const h = (turned ? info.width : info.height) ?? fallback;
  if (target === 'hd') return hdSize(w, h);
  const scale = Math.min(1, target / Math.max(w, h));
  return { width: even(w * scale), height: even(h * scale) };
}
