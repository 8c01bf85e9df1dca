import { hashString } from '../engine/seeded-random';

/** Public URL prefix of seeded media (served by server/http/routes/seed-media.ts). */
export const SEED_MEDIA_PREFIX = '/v1/media/seed/';
/** Bump when the drawing or encoding changes: new file names, so long-cached old ones are never reused. */
const ART_VERSION = 1;

export type SeedMotion = 'zoom-in' | 'zoom-out' | 'pan';

/** One media file the seed makes: which picture (prompt), at which size, still or moving. */
export interface SeedMediaSpec {
  file: string;
  kind: 'image' | 'video';
  prompt: string;
  width: number;
  height: number;
  motion?: SeedMotion;
}

function fileKey(...parts: Array<string | number>): string {
  return hashString([ART_VERSION, ...parts].join('|'))
    .toString(36)
    .padStart(7, '0');
}

/** A WebP still of the prompt. */
export function imageSpec(prompt: string, width: number, height: number): SeedMediaSpec {
  return { file: `i-${fileKey(prompt, width, height)}.webp`, kind: 'image', prompt, width, height };
}

/** A 2.5 s H.264 preview moving over the prompt's picture. */
export function videoSpec(prompt: string, width: number, height: number): SeedMediaSpec {
  const motions: SeedMotion[] = ['zoom-in', 'pan', 'zoom-out'];
  const motion = motions[hashString(prompt) % motions.length];
  return {
    file: `v-${fileKey(prompt, width, height, motion)}.mp4`,
    kind: 'video',
    prompt,
    width,
    height,
    motion,
  };
}

export function seedMediaUrl(spec: SeedMediaSpec): string {
  return SEED_MEDIA_PREFIX + spec.file;
}

/** URL of a stored seed file name; '' stays '' (an image item has no preview). */
export function seedFileUrl(file: string): string {
  return file ? SEED_MEDIA_PREFIX + file : '';
}

/** Names the media route accepts; anything else is not a seed file (and never a path). */
export const SEED_FILE_PATTERN = /^[iv]-[0-9a-z]{1,13}\.(webp|mp4)$/;

/** Thumbnail and preview sizes by aspect ratio: small on purpose, they are list previews. */
export const THUMB_SIZES: Record<string, { thumb: [number, number]; video: [number, number] }> = {
  '16:9': { thumb: [480, 270], video: [320, 180] },
  '9:16': { thumb: [270, 480], video: [180, 320] },
  '1:1': { thumb: [384, 384], video: [240, 240] },
  '4:3': { thumb: [480, 360], video: [320, 240] },
  '3:4': { thumb: [360, 480], video: [240, 320] },
};
