/** Image-crop modal rules. Sizes in pixels. */

export interface Size {
  width: number;
  height: number;
}
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface AspectBounds {
  min: number;
  max: number;
}

/** Presets as width/height ratios, in the spec's order. */
export const CROP_PRESETS = [
  { label: '16:9', ratio: 16 / 9 },
  { label: '9:16', ratio: 9 / 16 },
  { label: '1:1', ratio: 1 },
  { label: '4:3', ratio: 4 / 3 },
  { label: '3:4', ratio: 3 / 4 },
] as const;
export type CropPreset = (typeof CROP_PRESETS)[number];

const DEFAULT_MIN_ASPECT_RATIO = 0.01;
const DEFAULT_MAX_ASPECT_RATIO = 100;
/** Largest image side handled before downscaling. */
const CROP_MAX_IMAGE = 2000;
const CROP_MAX_ZOOM = 5;
/** Minimum crop width (and height) in screen pixels. */
const CROP_MIN_SIZE = 40;
/** The minimum crop box is the scaled image divided by this. */
const CROP_MIN_BOX_DIVISOR = 5;
/** The slider moves in tenths of the zoom range. */
const CROP_SLIDER_STEPS = 10;
/** Wheel zoom per tick, as a fraction of the fit scale (the spec gives 0.2 without a unit). */
const CROP_WHEEL_STEP = 0.2;
export const CROP_AREA_DESKTOP: Size = { width: 480, height: 360 };
const CROP_AREA_MOBILE: Size = { width: 240, height: 215 };
export const CROP_MODAL_WIDTH = 560;
export const CROP_OUTPUT_TYPE = 'image/png';

export function cropArea(isMobile: boolean): Size {
  return isMobile ? CROP_AREA_MOBILE : CROP_AREA_DESKTOP;
}

const positive = (v: number | null | undefined): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Supplied bounds with the defaults 0.01 and 100 for missing or unusable values. */
export function aspectBounds(min?: number | null, max?: number | null): AspectBounds {
  const lo = positive(min) ? min : DEFAULT_MIN_ASPECT_RATIO;
  const hi = positive(max) ? max : DEFAULT_MAX_ASPECT_RATIO;
  return lo <= hi ? { min: lo, max: hi } : { min: hi, max: lo };
}

export function isRatioAllowed(ratio: number, bounds: AspectBounds): boolean {
  return ratio >= bounds.min && ratio <= bounds.max;
}

/** Presets inside the bounds; none in multiple-crop mode. */
export function visiblePresets(bounds: AspectBounds, isMultiple: boolean): CropPreset[] {
  return isMultiple ? [] : CROP_PRESETS.filter((p) => isRatioAllowed(p.ratio, bounds));
}

/** A requested ratio outside the bounds is ignored (undefined means free cropping). */
export function acceptRatio(ratio: number | null | undefined, bounds: AspectBounds): number | undefined {
  return positive(ratio) && isRatioAllowed(ratio, bounds) ? ratio : undefined;
}

export function clampRatio(ratio: number, bounds: AspectBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, ratio));
}

/** Scale at which the whole image fits the crop area. */
export function fitScale(image: Size, area: Size): number {
  return Math.min(area.width / image.width, area.height / image.height);
}

export interface ZoomRange {
  min: number;
  max: number;
  step: number;
}

/** Zoom runs from the fit scale to 5× it; the slider step is a tenth of the range. */
export function zoomRange(fit: number): ZoomRange {
  const max = fit * CROP_MAX_ZOOM;
  return { min: fit, max, step: (max - fit) / CROP_SLIDER_STEPS };
}

export function clampScale(scale: number, range: ZoomRange): number {
  return Math.min(range.max, Math.max(range.min, scale));
}

/** One wheel tick: zoom in for negative deltaY, out for positive, by 0.2 × fit, inside the range. */
export function wheelZoom(scale: number, deltaY: number, range: ZoomRange): number {
  if (deltaY === 0) return clampScale(scale, range);
  const step = CROP_WHEEL_STEP * range.min;
  return clampScale(scale + (deltaY < 0 ? step : -step), range);
}

/** Minimum crop box: the scaled image size / 5, at least 40 px, never more than the scaled image. */
export function minCropBox(scaledImage: Size): Size {
  const side = (v: number) => Math.min(v, Math.max(v / CROP_MIN_BOX_DIVISOR, CROP_MIN_SIZE));
  return { width: side(scaledImage.width), height: side(scaledImage.height) };
}

/** Images larger than min(maxWidth, 2000) on either side are downscaled before cropping. */
export function downscaleLimit(maxWidth?: number | null): number {
  return positive(maxWidth) ? Math.min(maxWidth, CROP_MAX_IMAGE) : CROP_MAX_IMAGE;
}

export function needsDownscale(image: Size, maxWidth?: number | null): boolean {
  const limit = downscaleLimit(maxWidth);
  return image.width > limit || image.height > limit;
}

/** Size after downscaling: longer side at the limit, aspect kept, whole pixels (at least 1). */
export function downscaledSize(image: Size, maxWidth?: number | null): Size {
  if (!needsDownscale(image, maxWidth)) return { ...image };
  const factor = downscaleLimit(maxWidth) / Math.max(image.width, image.height);
  return {
    width: Math.max(1, Math.round(image.width * factor)),
    height: Math.max(1, Math.round(image.height * factor)),
  };
}

/** The largest rect of the given width/height ratio centred in the image; no ratio means the whole image. */
export function computeCropRect(image: Size, ratio?: number): Rect {
  if (!positive(ratio)) return { x: 0, y: 0, width: image.width, height: image.height };
  let width = image.width;
  let height = width / ratio;
  if (height > image.height) {
    height = image.height;
    width = height * ratio;
  }
  width = Math.min(image.width, Math.max(1, Math.round(width)));
  height = Math.min(image.height, Math.max(1, Math.round(height)));
  return {
    x: Math.floor((image.width - width) / 2),
    y: Math.floor((image.height - height) / 2),
    width,
    height,
  };
}

/** Maps a rect by a factor (e.g. from a downscaled copy back to original pixels), kept inside the image. */
export function scaleRect(rect: Rect, factor: number, image: Size): Rect {
  const x = Math.min(image.width - 1, Math.max(0, Math.round(rect.x * factor)));
  const y = Math.min(image.height - 1, Math.max(0, Math.round(rect.y * factor)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(image.width - x, Math.round(rect.width * factor))),
    height: Math.max(1, Math.min(image.height - y, Math.round(rect.height * factor))),
  };
}

export interface RestoredCrop {
  scale: number;
  translateX: number;
  translateY: number;
  /** undefined: free cropping. */
  ratio: number | undefined;
  /** In image pixels. */
  rect: Rect;
}

/** Restore: reset position and zoom to fit, then apply the current ratio clamped to the bounds. */
export function restoreCrop(
  image: Size,
  area: Size,
  currentAspectRatio: number | null | undefined,
  bounds: AspectBounds,
): RestoredCrop {
  const ratio = positive(currentAspectRatio) ? clampRatio(currentAspectRatio, bounds) : undefined;
  return {
    scale: fitScale(image, area),
    translateX: 0,
    translateY: 0,
    ratio,
    rect: computeCropRect(image, ratio),
  };
}
