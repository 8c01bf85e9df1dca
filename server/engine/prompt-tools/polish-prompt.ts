/**
 * Prompt polish without a language model: the prompt is read by the engine's own readers (the scene composer's
 * for pictures and videos, the music planner's for music) and the details they found left open are added after
 * the user's words, which stay as they were, so the subject is kept. Every added phrase is in words those readers
 * understand, so the richer prompt visibly changes what is made. The same prompt always polishes the same way.
 */
import { hashString } from '../../../src/core/seed-media';
import { PROMPT_MAX_LENGTH } from '../../../src/core/generation-limits';
import type { PolishData, PromptAlgorithm } from '../../../src/core/contract/prompt-tools';
import { PROMPT_MEDIA } from '../../../src/core/contract/prompt-tools';
import { namesCameraMove } from '../procedural/ken-burns';
import { readPrompt } from '../scene/read-prompt';
import type { SettingName } from '../scene/scene-settings';
import { AIRBORNE_ICONS, SKY_THINGS, SWIMMING_ICONS } from '../scene/subject-traits';
import { polishMusic } from './polish-music';

/** Algorithms whose picture comes from the user's photo: a place added to the prompt would not be drawn. */
const FROM_PHOTO = new Set<PromptAlgorithm>([
  'image2image',
  'mai_img2img_portrait',
  'inpaint_clothes',
  'image2video',
  'mai_image2video_2',
]);

/** Places added to a scene that names none, each as a phrase the composer reads as that place. */
const PLACES: Partial<Record<SettingName, string>> = {
  meadow: 'in a meadow',
  park: 'in a park',
  forest: 'in a forest',
  beach: 'on a beach',
  garden: 'in a garden',
  city: 'in the city',
  mountains: 'in the mountains',
  underwater: 'underwater',
  room: 'in a living room',
  sky: 'in the sky',
};
/** Where a scene of things on the ground may be set, when nothing in the prompt suggests a place. */
const GROUND_PLACES: SettingName[] = ['meadow', 'park', 'forest', 'beach', 'garden', 'city', 'mountains'];
/** Things of a home: a scene of them is set in a room. */
const INDOOR = new Set([
  'couch',
  'bed',
  'chair',
  'lamp',
  'teacup',
  'cup',
  'candle',
  'book',
  'television',
  'piano',
]);
/** Places without a sky to light: no time of day is added there. */
const NO_SKY = new Set<SettingName>(['underwater', 'space', 'room', 'kitchen']);
/** Times of day, as phrases the composer reads (and whose words also tint a restyled photo). */
const TIMES = ['at golden hour', 'at sunrise', 'on a sunny afternoon', 'on a starry night'];
/** Camera moves, as phrases the video engine reads. */
const CAMERA_MOVES = [
  'camera zooming in',
  'camera panning left',
  'camera pulling back',
  'camera panning right',
];

const pick = <T>(list: readonly T[], hash: number, salt: number): T =>
  list[(hash + salt * 7919) % list.length];

/** The place a scene of these things suits: swimmers under the sea, fliers in the sky, else one by the prompt. */
function placeFor(icons: string[][], hash: number): SettingName {
  const any = (set: Set<string>) => icons.some((words) => words.some((w) => set.has(w)));
  const all = (set: Set<string>) => icons.length > 0 && icons.every((words) => words.some((w) => set.has(w)));
  if (any(SWIMMING_ICONS)) return 'underwater';
  if (any(INDOOR)) return 'room';
  // The sun or the moon alone: a landscape under it; birds and balloons alone: the open sky.
  if (all(SKY_THINGS)) return 'mountains';
  if (all(AIRBORNE_ICONS)) return 'sky';
  return pick(GROUND_PLACES, hash, 1);
}

/** The phrases a picture or video prompt leaves open. */
function sceneAdditions(prompt: string, algorithm: PromptAlgorithm, hash: number): string[] {
  const read = readPrompt(prompt);
  const video = PROMPT_MEDIA[algorithm] === 'video';
  const fromPhoto = FROM_PHOTO.has(algorithm);
  const added: string[] = [];
  let setting = read.setting;
  if (!fromPhoto && setting === null) {
    setting = placeFor(
      read.subjects.map((s) => s.icon.split('-')),
      hash,
    );
    added.push(PLACES[setting]!);
  }
  // A photo animated keeps its own light; a still photo restyled takes the time's colours.
  const lit = !(fromPhoto && video);
  if (lit && read.time === null && !(setting && NO_SKY.has(setting))) added.push(pick(TIMES, hash, 2));
  if (video && !namesCameraMove(prompt)) added.push(pick(CAMERA_MOVES, hash, 3));
  return added;
}

/** The prompt, trimmed, without the punctuation it ended on (the additions follow after a comma). */
function stem(prompt: string): string {
  return prompt.trim().replace(/[\s,.;:!?]+$/u, '');
}

/** Polishes a prompt for an algorithm; the answer of POST /v1/ai/prompt/polish. */
export function polishPrompt(prompt: string, algorithm: PromptAlgorithm): PolishData {
  const base = stem(prompt);
  const hash = hashString(base.toLowerCase());
  const medium = PROMPT_MEDIA[algorithm];
  const candidates = medium === 'music' ? polishMusic(base, hash) : sceneAdditions(base, algorithm, hash);
  // Whatever does not fit in the prompt box is left off, whole phrases only.
  const added: string[] = [];
  let text = base;
  for (const phrase of candidates) {
    const next = `${text}, ${phrase}`;
    if (next.length > PROMPT_MAX_LENGTH) break;
    text = next;
    added.push(phrase);
  }
  const reader =
    medium === 'music'
      ? 'the music planner'
      : medium === 'video'
        ? 'the scene composer and the camera'
        : 'the scene composer';
  const note = added.length
    ? `Your words are kept; added what ${reader} found left open, in words it reads. Written by rules, no language model.`
    : `Your prompt already says everything ${reader} reads; nothing added. Written by rules, no language model.`;
  return { prompt: added.length ? text : prompt.trim(), added, note };
}
