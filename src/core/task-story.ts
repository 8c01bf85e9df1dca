/**
 * A task's story: the user_data every create carries (module, isAudio, isFromTpl, fields, name, num), so the
 * library can say which generator made an item, what it is called, the inputs and settings it used, and how
 * long it took. Also what each generator makes, which decides the real-progress polling of long tasks.
 */
import type { RequestField } from './contract/explore';
import type { MediaKind, TaskUserData } from './contract/tasks';
import { serverSecondsToMs } from './dates';

/** What each generator makes; the library filters by it and long (video) tasks poll real progress. */
const ALGORITHM_OUTPUTS: Readonly<Record<string, MediaKind>> = {
  text2image: 'image',
  image2image: 'image',
  mai_fs: 'image',
  image_scale: 'image',
  imagesharpen: 'image',
  mai_imagesharpen: 'image',
  oir: 'image',
  inpaint_clothes: 'image',
  text2video: 'video',
  image2video: 'video',
  mai_image2video_2: 'video',
  video2video: 'video',
  effect: 'video',
  vqe: 'video',
  mai_vqe: 'video',
  vnr: 'video',
  vfi: 'video',
  mai_mmaudio: 'video',
  txt2Music: 'audio',
  asn: 'audio',
  wnr: 'audio',
};

export function algorithmOutput(algorithm: string): MediaKind | undefined {
  return ALGORITHM_OUTPUTS[algorithm];
}

/**
 * Whether a task is followed through the progress endpoint (every 2 s, real percentages) rather than the result
 * endpoint (every 3 s): the modules whose tasks are long, the video ones.
 */
export function usesRealProgress(algorithm: string): boolean {
  return algorithmOutput(algorithm) === 'video';
}

/** The template a task was started from: its name and public number (GET /v1/ai/tpl?num=…). */
interface StoryTemplate {
  name: string;
  num: string;
}

export interface StoryInput {
  /** The generator page's route, as the menu and templates name modules ("text-to-image", "effect"). */
  module: string;
  algorithm: string;
  /** The form's inputs and settings as sent, in the form's order (upload fields hold the stored file id). */
  fields: RequestField[];
  template: StoryTemplate | null;
  /** The prompt, if the form has one: a task without a template is named after it. */
  prompt?: string;
  /** Names of the files the user gave, for a task with neither template nor prompt. */
  fileNames?: readonly string[];
}

/** The story part of user_data; the page may add its own extras (the stored inputs' descriptions) beside it. */
export type TaskStory = Required<Pick<TaskUserData, 'module' | 'isAudio' | 'isFromTpl' | 'fields' | 'name'>> &
  Pick<TaskUserData, 'num'>;

/** Longest name a story gives an item; longer prompts are cut at a word. */
export const STORY_NAME_MAX = 60;

function shortened(text: string): string {
  const line = text.trim().split(/\r?\n/u)[0].replace(/\s+/gu, ' ');
  if (line.length <= STORY_NAME_MAX) return line;
  const cut = line.slice(0, STORY_NAME_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > STORY_NAME_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The item's name: the template's name when made from one; else the prompt's first line (cut at a word); else
 * the first file the user gave; else none (the library then shows the generator's name alone).
 */
function storyName(input: StoryInput): string {
  if (input.template) return input.template.name;
  if (input.prompt?.trim()) return shortened(input.prompt);
  return input.fileNames?.find((name) => name.trim() !== '') ?? '';
}

/** The user_data story of a create. */
export function taskStory(input: StoryInput): TaskStory {
  return {
    module: input.module,
    isAudio: algorithmOutput(input.algorithm) === 'audio',
    isFromTpl: input.template !== null,
    fields: input.fields,
    name: storyName(input),
    ...(input.template ? { num: input.template.num } : {}),
  };
}

/** How long a task ran, in ms, from its server begin and end (seconds); null until both are known. */
export function taskDurationMs(begin: number, end: number): number | null {
  if (!(begin > 0) || !(end > 0) || end < begin) return null;
  return serverSecondsToMs(end - begin);
}
