/** Reading and writing images for the modules: orientation fixed, alpha handled, sizes bounded. */
import sharp from 'sharp';
import type { RgbImage } from './neural/esrgan';

/** Largest long side any image module processes; bigger inputs are scaled down first (keeps memory and time bounded). */
const MAX_IMAGE_SIDE = 4096;

/** Decodes to raw RGB (EXIF orientation applied, alpha flattened on white), long side at most maxSide. */
export async function readRgb(file: string, maxSide = MAX_IMAGE_SIDE): Promise<RgbImage> {
  const { data, info } = await sharp(file)
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A mask as one byte per pixel at the given size: white (>127) marks the area to change. */
export async function readMask(file: string, width: number, height: number): Promise<Buffer> {
  return sharp(file)
    .rotate()
    .flatten({ background: '#000000' })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
}

export function rgbToSharp(img: RgbImage) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } });
}

export async function writeRgbPng(img: RgbImage, file: string): Promise<void> {
  await rgbToSharp(img).png().toFile(file);
}

/** Input pixels, for choosing between the neural path and a bounded fallback. */
export async function imagePixels(file: string): Promise<{ width: number; height: number }> {
  const meta = await sharp(file).rotate().metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return swap ? { width: height, height: width } : { width, height };
}
