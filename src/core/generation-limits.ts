/**
 * Limits on generation parameters, shared by the UI forms and the server engine.
 * The product sets no prompt or input validation; these are this implementation's choices.
 */
export const PROMPT_MAX_LENGTH = 1000;

export const ASPECT_RATIOS = ['16:9', '9:16', '1:1', '4:3', '3:4'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export const DEFAULT_ASPECT_RATIO: AspectRatio = '1:1';

/**
 * Shapes a photo input takes, as width/height: from 2:5 to 5:2. A photo outside them opens the crop modal before
 * upload, as one too large does (the crop's downscale limit). This app's choice: the spec gives no numbers.
 */
export const PHOTO_ASPECT_LIMITS = { min: 0.4, max: 2.5 } as const;

/**
 * The two-person effect's ratio limit pair on (h0/w0) / (h1/w1): the engine lays the photos side by side or
 * stacked, so two very different shapes leave most of the frame blurred. This app's choice.
 */
export const TWO_PHOTO_RATIO_LIMIT = [0.5, 2] as const;

/** Seconds. */
export const VIDEO_DURATION = { min: 2, max: 10, default: 5 } as const;
export const MUSIC_DURATION = { min: 5, max: 60, default: 20 } as const;

/** Looks the image and video generators take (`style`); absent = chosen from the prompt's words. */
export const STYLES = [
  'plain',
  'anime',
  'watercolor',
  'oil',
  'pixel',
  'neon',
  'vintage',
  'sketch',
  'minimal',
] as const;
export type Style = (typeof STYLES)[number];

/** Video-to-anime looks. */
export const VIDEO_STYLES = ['anime', 'sketch', 'watercolor', 'vintage'] as const;

/** Effects of the `effect` algorithm (image → short video). */
export const EFFECTS = ['zoom_pulse', 'shake', 'spin', 'color_cycle', 'flash', 'fade_in'] as const;
export type Effect = (typeof EFFECTS)[number];
export const EFFECT_DURATION = { min: 2, max: 10, default: 4 } as const;

/** Motion strength of image-to-video and effects: how far and how fast the move or effect goes. */
export const MOTION_LEVELS = ['low', 'medium', 'high'] as const;
export type MotionLevel = (typeof MOTION_LEVELS)[number];

/**
 * Text-to-video camera moves as the form's two levels (group → moves); the engine takes the move (the leaf).
 * Orbit is a slow rotation of the picture, clockwise or counterclockwise as the viewer sees it.
 */
export const CAMERA_GROUPS = {
  static: ['locked'],
  pan: ['left', 'right'],
  zoom: ['in', 'out'],
  orbit: ['clockwise', 'counterclockwise'],
} as const;
export type CameraMove = (typeof CAMERA_GROUPS)[keyof typeof CAMERA_GROUPS][number];
export const CAMERA_MOVES = Object.values(CAMERA_GROUPS).flat() as [CameraMove, ...CameraMove[]];

/** Text-to-video encode: fast (the standard encode) or quality (finer encode, larger file, slower). */
export const VIDEO_QUALITIES = ['fast', 'quality'] as const;

/** Text-to-image rendering: standard, or pro (more scene detail, supersampled). */
export const IMAGE_MODES = ['standard', 'pro'] as const;

/** HD video outputs are 1080p: 1080 on the short side, at most 1920 on the long one. */
const HD_VIDEO = { short: 1080, long: 1920 } as const;

/** Even width/height of an HD frame with the proportions of w×h. */
export function hdSize(w: number, h: number): { width: number; height: number } {
  const k = Math.min(HD_VIDEO.short / Math.min(w, h), HD_VIDEO.long / Math.max(w, h));
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return { width: even(w * k), height: even(h * k) };
}

/** Most characters of a negative prompt (words to keep out of a picture). */
export const NEGATIVE_PROMPT_MAX_LENGTH = 500;

export const UPSCALE_FACTORS = [2, 4] as const;
export const MAX_IMAGES_PER_TASK = 4;
export const SEED_MAX = 2 ** 31 - 1;

/** Width/height of an aspect ratio with the given long side, rounded to even pixels (H.264 needs even sizes). */
export function sizeForAspect(ratio: AspectRatio, longSide: number): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number);
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return w >= h
    ? { width: even(longSide), height: even((longSide * h) / w) }
    : { width: even((longSide * w) / h), height: even(longSide) };
}
