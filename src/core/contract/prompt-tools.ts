/**
 * The prompt tools: POST /v1/ai/prompt/polish and POST /v1/ai/prompt/img2prompt (payloads not shown in the spec;
 * designed here). No language or captioning model ships with this service, so both are written by the media
 * engine from what it can read, and each answer says how in `note`:
 * - polish reads the prompt as the engine's own readers do (the scene composer's for pictures and videos, the
 *   music planner's for music) and adds, after the user's unchanged words, the details it left open (a place, a
 *   time of day, a camera move; a genre, mood, tempo, key and instruments), in words those readers understand.
 * - img2prompt describes an uploaded image from its pixels: the shape of the frame, its brightness, its main
 *   colours and, from the segmentation model's subject mask, where the subject stands and how much of the frame
 *   it fills. It cannot name what the subject is.
 * Both are free (they start no task) and answer at once. polish is open to visitors; img2prompt reads one of the
 * caller's uploads, so it needs sign-in as uploads do. The request schemas are in prompt-tool-requests.ts.
 */

export const POLISH_PATH = '/v1/ai/prompt/polish';
export const IMG2PROMPT_PATH = '/v1/ai/prompt/img2prompt';

/** What a prompt is for, which decides the details polish adds. */
export type PromptMedium = 'image' | 'video' | 'music';

/** The algorithms whose forms have a prompt box, and what each makes (sound for a video is scored as music). */
export const PROMPT_MEDIA = {
  text2image: 'image',
  image2image: 'image',
  mai_img2img_portrait: 'image',
  wallpaper: 'image',
  inpaint_clothes: 'image',
  text2video: 'video',
  image2video: 'video',
  mai_image2video_2: 'video',
  txt2Music: 'music',
  mai_mmaudio: 'music',
} as const satisfies Record<string, PromptMedium>;
export type PromptAlgorithm = keyof typeof PROMPT_MEDIA;
export const PROMPT_ALGORITHMS = Object.keys(PROMPT_MEDIA) as [PromptAlgorithm, ...PromptAlgorithm[]];

/** The prompt's medium when this algorithm's form has a prompt box, else undefined (no polish button). */
export function promptMediumOf(algorithm: string): PromptMedium | undefined {
  return Object.hasOwn(PROMPT_MEDIA, algorithm) ? PROMPT_MEDIA[algorithm as PromptAlgorithm] : undefined;
}

export interface PolishData {
  /** The user's prompt with the added details after it; at most PROMPT_MAX_LENGTH characters. */
  prompt: string;
  /** The phrases added, in order; empty when the prompt already said everything polish adds. */
  added: string[];
  /** One line on how the prompt was polished (no language model). */
  note: string;
}

export interface Img2promptData {
  /** A prompt describing the picture, at most PROMPT_MAX_LENGTH characters. */
  prompt: string;
  /** One line on how it was written (pixel statistics and a subject mask, no captioning model). */
  note: string;
}
