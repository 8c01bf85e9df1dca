/** Rules of the full-screen image preview and of the image play modal. */

/** Zoom of the full-screen preview: 0.25 to 4 in steps of 0.2. */
export const PREVIEW_ZOOM = { min: 0.25, max: 4, step: 0.2, initial: 1 } as const;
/** Rotation per click, degrees. */
const PREVIEW_ROTATE_STEP = 90;
/** The image play modal shows one image at most this many pixels wide and high. */
export const IMAGE_PLAY_MAX = 640;

/** Zoom after one step in (+1) or out (-1), kept in range and free of float drift (1.2, not 1.2000000000000002). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * PREVIEW_ZOOM.step) * 100) / 100;
  return Math.min(PREVIEW_ZOOM.max, Math.max(PREVIEW_ZOOM.min, next));
}

/** Rotation after one step clockwise (+1) or anticlockwise (-1), in 0…270. */
export function stepRotation(degrees: number, direction: 1 | -1): number {
  return (((degrees + direction * PREVIEW_ROTATE_STEP) % 360) + 360) % 360;
}

/** Previous/next inside a group: stays within 0…count-1 (no wrap, so the ends are felt). */
export function stepIndex(index: number, direction: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + direction));
}

/** Size that fits inside max×max keeping the aspect; never enlarged. */
export function fitWithin(
  size: { width: number; height: number },
  max = IMAGE_PLAY_MAX,
): { width: number; height: number } {
  const factor = Math.min(1, max / size.width, max / size.height);
  return { width: Math.round(size.width * factor), height: Math.round(size.height * factor) };
}
