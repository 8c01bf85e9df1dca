/**
 * The built-in media files the server makes at start (thumbnails, previews, the home page's examples): what each
 * one is, and its name. A name is a hash of what the file holds, so the page can name a file it will show (the
 * home cards' examples are in its prerendered HTML) and the server makes exactly that file; a changed drawing
 * gets a new name, so a long-cached old file is never shown for it.
 */
import type { Style } from './generation-limits';

/** Public URL prefix of seeded media. */
export const SEED_MEDIA_PREFIX = '/v1/media/seed/';
/** Names the media route accepts; anything else is not a seed file (and never a path). */
export const SEED_FILE_PATTERN = /^[ivfm]-[0-9a-z]{1,13}\.(webp|mp4)$/;
/** Bump when the drawing or encoding changes: new file names, so long-cached old ones are never reused. */
const ART_VERSION = 2;

/** FNV-1a 32-bit hash of a string: a stable number for a text on every platform. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function fileKey(...parts: Array<string | number | undefined>): string {
  return hashString([ART_VERSION, ...parts].join('|'))
    .toString(36)
    .padStart(7, '0');
}

interface SpecBase {
  file: string;
  width: number;
  height: number;
}

/**
 * One media file the seed makes.
 * - scene: the prompt composed as the text generators draw it (a still, or a clip of `duration` seconds animated
 *   as text to video animates one), so a card shows what its words say;
 * - palette: the abstract colour study a style reference is (image to image takes its colours);
 * - frame: the first frame of another seed clip (a poster that matches its video);
 * - mask: white over where one thing of a seed scene is drawn, black elsewhere (what an object remover removes);
 * - module: the output of one of the product's own engine modules run on other seed files (a tool's "after").
 */
export type SeedMediaSpec = SpecBase &
  (
    | { kind: 'image' | 'video'; drawing: 'scene'; prompt: string; style?: Style; duration?: number }
    | { kind: 'image'; drawing: 'palette'; prompt: string }
    | { kind: 'image'; drawing: 'frame'; source: SeedMediaSpec; at?: number }
    | { kind: 'image'; drawing: 'mask'; source: SeedMediaSpec; subject: string }
    | {
        kind: 'image' | 'video';
        drawing: 'module';
        algorithm: string;
        params: Record<string, unknown>;
        /** The module's file params, each made from a seed file. */
        inputs: Record<string, SeedMediaSpec>;
        /** Seconds of a video output (trimmed or held to it). */
        duration?: number;
      }
  );

/** A WebP still of the prompt's scene, in its style. */
export function imageSpec(prompt: string, width: number, height: number, style?: Style): SeedMediaSpec {
  return {
    file: `i-${fileKey(prompt, width, height, style)}.webp`,
    kind: 'image',
    drawing: 'scene',
    prompt,
    width,
    height,
    style,
  };
}

/** A WebP colour study of the prompt's palette (a style reference). */
export function paletteSpec(prompt: string, side: number): SeedMediaSpec {
  return {
    file: `i-${fileKey('palette', prompt, side)}.webp`,
    kind: 'image',
    drawing: 'palette',
    prompt,
    width: side,
    height: side,
  };
}

/** An H.264 clip of `duration` seconds: the prompt's scene animated as text to video animates it. */
export function videoSpec(
  prompt: string,
  width: number,
  height: number,
  duration: number,
  style?: Style,
): SeedMediaSpec {
  return {
    file: `v-${fileKey(prompt, width, height, duration, style)}.mp4`,
    kind: 'video',
    drawing: 'scene',
    prompt,
    width,
    height,
    style,
    duration,
  };
}

/**
 * A frame of a seed clip, as a WebP of its size: the first (the poster shown until the clip plays), or the one
 * `at` seconds in (a still that shows what the clip does).
 */
export function frameSpec(source: SeedMediaSpec, at?: number): SeedMediaSpec {
  return {
    // Without `at` the name stays what posters have always been called (no cached file is made again).
    file: `f-${at === undefined ? fileKey('frame', source.file) : fileKey('frame', source.file, at)}.webp`,
    kind: 'image',
    drawing: 'frame',
    source,
    at,
    width: source.width,
    height: source.height,
  };
}

/** A mask of where `subject` is drawn in the seed scene `source`, of its size. */
export function maskSpec(source: SeedMediaSpec, subject: string): SeedMediaSpec {
  return {
    file: `i-${fileKey('mask', source.file, subject)}.webp`,
    kind: 'image',
    drawing: 'mask',
    source,
    subject,
    width: source.width,
    height: source.height,
  };
}

/**
 * The output of the engine module `algorithm` run with `params` on seed files, fitted to width × height (a clip
 * of `duration` seconds, or a WebP still).
 */
export function moduleSpec(
  algorithm: string,
  params: Record<string, unknown>,
  inputs: Record<string, SeedMediaSpec>,
  out: { kind: 'image' | 'video'; width: number; height: number; duration?: number },
): SeedMediaSpec {
  const inputFiles = Object.entries(inputs).map(([name, spec]) => `${name}=${spec.file}`);
  const key = fileKey(
    algorithm,
    JSON.stringify(params),
    ...inputFiles,
    out.kind,
    out.width,
    out.height,
    out.duration,
  );
  return {
    file: `m-${key}.${out.kind === 'video' ? 'mp4' : 'webp'}`,
    drawing: 'module',
    algorithm,
    params,
    inputs,
    ...out,
  };
}

export function seedMediaUrl(spec: SeedMediaSpec): string {
  return SEED_MEDIA_PREFIX + spec.file;
}

/** URL of a stored seed file name; '' stays '' (an image item has no preview). */
export function seedFileUrl(file: string): string {
  return file ? SEED_MEDIA_PREFIX + file : '';
}
