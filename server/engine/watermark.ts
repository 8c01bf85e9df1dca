/**
 * The free plan's output is marked; paid plans are watermark-free (PLAN_BENEFITS, decided when the task is created:
 * tasks.watermark). The mark is the product's badge, drawn here, semi-transparent in the bottom-right corner at a
 * fifth of the width. It is put on a module's finished files (images by sharp, every frame of a video by ffmpeg
 * overlay), never inside a module, so the same prompt and seed make the same picture on every plan but for the mark.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { h264Args, runFfmpeg, VP9_ARGS } from './ffmpeg';
import type { EngineOutputFile } from './types';

const PRODUCT_NAME = 'AI Video Generator';

interface BadgeBox {
  width: number;
  height: number;
  /** Gap between the badge and the right and bottom edges. */
  margin: number;
}

/** A fifth of the width (at least 64 px where the picture allows), a fifth as tall as wide, inside the picture. */
function badgeBox(width: number, height: number): BadgeBox | null {
  const margin = Math.max(2, Math.round(Math.min(width, height) * 0.025));
  const wide = Math.min(Math.max(Math.round(width / 5), 64), width - 2 * margin, (height - 2 * margin) * 5);
  const box = { width: Math.floor(wide), height: Math.floor(wide / 5), margin };
  return box.height >= 4 ? box : null;
}

/** The badge: a rounded dark plate with the app icon (favicon.svg's play mark) and the product name. */
function badgeSvg({ width, height }: BadgeBox): Buffer {
  const icon = height * 0.64;
  const pad = (height - icon) / 2;
  const textLeft = pad * 2 + icon;
  const textWidth = width - textLeft - pad * 1.5;
  // The bold name is about 10.4 em wide in DejaVu Sans (narrower in Arial): 11.5 em leaves room either way.
  const font = Math.min(height * 0.42, textWidth / 11.5);
  const s = icon / 64;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#8b5cf6"/><stop offset="1" stop-color="#ec4899"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" rx="${height / 2}" fill="#000" fill-opacity="0.45"/>
  <g opacity="0.9" transform="translate(${pad} ${pad}) scale(${s})">
    <rect width="64" height="64" rx="14" fill="url(#g)"/><path d="M24 18 L48 32 L24 46 Z" fill="#fff"/>
  </g>
  <text x="${textLeft + textWidth / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="central"
    font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${font}" fill="#fff"
    fill-opacity="0.9">${PRODUCT_NAME}</text>
</svg>`,
  );
}

function badgePng(box: BadgeBox): Promise<Buffer> {
  return sharp(badgeSvg(box)).png().toBuffer();
}

/** The file written beside `file` and then moved over it, so a failed step never leaves half a file. */
const besideName = (file: string) => path.join(path.dirname(file), `.watermarked-${path.basename(file)}`);

/** Still or animated (each page of a GIF or WebP gets the badge), written back in its own format. */
async function markImage(file: string): Promise<void> {
  const meta = await sharp(file, { animated: true }).metadata();
  const width = meta.width ?? 0;
  const pageHeight = meta.pageHeight ?? meta.height ?? 0;
  const box = badgeBox(width, pageHeight);
  if (!box || !meta.format) return;
  const input = await badgePng(box);
  const left = width - box.width - box.margin;
  const pages = Array.from({ length: meta.pages ?? 1 }, (_, page) => ({
    input,
    left,
    top: page * pageHeight + pageHeight - box.height - box.margin,
  }));
  const out = besideName(file);
  await sharp(file, { animated: true }).composite(pages).toFormat(meta.format).toFile(out);
  await fs.rename(out, file);
}

/** Every frame overlaid with the badge, re-encoded as the engine encodes that container; the sound copied as is. */
async function markVideo(out: EngineOutputFile, signal: AbortSignal): Promise<void> {
  const box = badgeBox(out.width ?? 0, out.height ?? 0);
  if (!box) return;
  const badge = path.join(path.dirname(out.path), '.watermark.png');
  const marked = besideName(out.path);
  await fs.writeFile(badge, await badgePng(box));
  const video = out.mime === 'video/webm' ? VP9_ARGS : h264Args();
  try {
    await runFfmpeg(
      [
        '-i',
        out.path,
        '-i',
        badge,
        '-filter_complex',
        `[0:v][1:v]overlay=x=W-w-${box.margin}:y=H-h-${box.margin}[v]`,
        '-map',
        '[v]',
        '-map',
        '0:a?',
        '-c:a',
        'copy',
        ...video,
        marked,
      ],
      { signal },
    );
    await fs.rename(marked, out.path);
  } finally {
    await fs.rm(badge, { force: true });
  }
}

/** Puts the badge on one finished output file in place (audio has nothing to mark). */
export async function watermarkOutput(out: EngineOutputFile, signal: AbortSignal): Promise<void> {
  if (out.kind === 'image') await markImage(out.path);
  else if (out.kind === 'video') await markVideo(out, signal);
}
