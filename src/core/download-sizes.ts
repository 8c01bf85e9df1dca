/**
 * The sizes an image result can be downloaded at. The download contract re-draws an image at a given width and
 * height; the sizes a user expects are the original and the HD sizes plans sell ("ultra HD videos and images"
 * is a standard and premium benefit). HD is a 1920 px long side (Full HD) for everyone; Ultra HD is a 3840 px long
 * side (4K UHD) for plans with the ultra HD benefit. A size no larger than the original is not offered: re-drawing
 * down is not what "HD" promises.
 */
import { type UserLevel } from './user-level';
import { PLAN_BENEFITS } from './plan-tiers';

const HD_LONG_SIDE = 1920;
const ULTRA_HD_LONG_SIDE = 3840;

type DownloadSizeKey = 'original' | 'hd' | 'ultra-hd';

export interface DownloadSize {
  key: DownloadSizeKey;
  width: number;
  height: number;
  /** Offered but not in the user's plan: choosing it leads to the plans. */
  locked: boolean;
}

interface PixelSize {
  width: number;
  height: number;
}

/** The size with `longSide` on the longer side and the original's aspect ratio (rounded to whole pixels). */
function scaledToLongSide(original: PixelSize, longSide: number): PixelSize {
  const scale = longSide / Math.max(original.width, original.height);
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** Whether a level's plan includes ultra HD: the user levels standard and premium are the plan tiers of that name. */
function hasUltraHd(level: UserLevel): boolean {
  return level === 'standard' || level === 'premium'
    ? PLAN_BENEFITS[level].ultraHd
    : PLAN_BENEFITS.basic.ultraHd;
}

export function downloadSizes(original: PixelSize, level: UserLevel): DownloadSize[] {
  const sizes: DownloadSize[] = [{ key: 'original', ...original, locked: false }];
  const longSide = Math.max(original.width, original.height);
  if (longSide < HD_LONG_SIDE)
    sizes.push({ key: 'hd', ...scaledToLongSide(original, HD_LONG_SIDE), locked: false });
  if (longSide < ULTRA_HD_LONG_SIDE) {
    sizes.push({
      key: 'ultra-hd',
      ...scaledToLongSide(original, ULTRA_HD_LONG_SIDE),
      locked: !hasUltraHd(level),
    });
  }
  return sizes;
}

/** The saved file's name: the given name, with the size before the extension when the image was re-drawn. */
export function sizedFileName(name: string, size: DownloadSize): string {
  if (size.key === 'original') return name;
  const dot = name.lastIndexOf('.');
  const suffix = `-${size.width}x${size.height}`;
  return dot > 0 ? `${name.slice(0, dot)}${suffix}${name.slice(dot)}` : `${name}${suffix}`;
}
