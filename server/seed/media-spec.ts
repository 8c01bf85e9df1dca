/** Sizes and styles of the seed's pictures; the files themselves are named and described in src/core/seed-media.ts. */
import { promptFeatures, type Style } from '../engine/prompt-features';

/** The style a prompt's words name ("neon city" → neon), if any. */
export function promptStyle(prompt: string): Style | undefined {
  const { style } = promptFeatures(prompt);
  return style === 'plain' ? undefined : style;
}

/** Thumbnail and preview sizes by aspect ratio: small on purpose, they are list previews. */
export const THUMB_SIZES: Record<string, { thumb: [number, number]; video: [number, number] }> = {
  '16:9': { thumb: [480, 270], video: [320, 180] },
  '9:16': { thumb: [270, 480], video: [180, 320] },
  '1:1': { thumb: [384, 384], video: [240, 240] },
  '4:3': { thumb: [480, 360], video: [320, 240] },
  '3:4': { thumb: [360, 480], video: [240, 320] },
};
