/** Parameter schemas shared by the algorithm modules; every failure becomes one readable EngineParamError message. */
import { z } from 'zod';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  MOTION_LEVELS,
  type MotionLevel,
  PROMPT_MAX_LENGTH,
  SEED_MAX,
} from '../../src/core/generation-limits';
import type { MediaKind } from '../../src/core/contract/tasks';
import type { AlgorithmModule, FileParamSpec } from './types';
import type { ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';

/**
 * Thrown by validate() or by a run the input cannot go through: the message is meant for the user (the API answers
 * 490001 with it; a run fails its task with status 4 and it as the reason). Given as a message the server says
 * (`said`), it reaches each user in their language; a plain string is a developer's schema message, English.
 */
export class EngineParamError extends Error {
  override name = 'EngineParamError';
  readonly said: ServerText | undefined;

  constructor(message: string | ServerText) {
    super(typeof message === 'string' ? message : translate(message));
    this.said = typeof message === 'string' ? undefined : message;
  }
}

export function promptParam(required: boolean) {
  const text = z
    .string({ error: 'prompt must be text' })
    .trim()
    .max(PROMPT_MAX_LENGTH, `prompt must be at most ${PROMPT_MAX_LENGTH} characters`);
  return required
    ? z.string({ error: 'prompt is required' }).pipe(text.pipe(z.string().min(1, 'prompt must not be empty')))
    : text.optional().default('');
}

export const aspectRatioParam = z
  .enum(ASPECT_RATIOS, { error: `aspect_ratio must be one of ${ASPECT_RATIOS.join(', ')}` })
  .default(DEFAULT_ASPECT_RATIO);

/** A number within bounds, accepting numeric strings (form fields arrive as text). */
export function numberParam(name: string, min: number, max: number, fallback: number, integer = false) {
  let n = z.coerce.number({ error: `${name} must be a number` });
  if (integer) n = n.int(`${name} must be a whole number`);
  return n
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .default(fallback);
}

/** A number within bounds when given; absent stays undefined (the module picks a value from its input). */
export function optionalNumberParam(name: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional();
}

const seedParam = z.coerce
  .number({ error: 'seed must be a number' })
  .int('seed must be a whole number')
  .min(0, `seed must be between 0 and ${SEED_MAX}`)
  .max(SEED_MAX, `seed must be between 0 and ${SEED_MAX}`)
  .optional();

export function choiceParam<const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
) {
  return z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).default(fallback);
}

export function optionalChoiceParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of ${values.join(', ')}` }).optional();
}

const SWITCH_VALUES: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** An on/off switch (e.g. hd): a boolean, or its text or 1/0 as forms and query strings send it; off when absent. */
export function switchParam(name: string) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' || typeof v === 'number' ? (SWITCH_VALUES[String(v)] ?? v) : v),
      z.boolean({ error: `${name} must be true or false` }),
    )
    .default(false);
}

/** Motion strength (low/medium/high), medium when absent. */
export const motionParam = choiceParam('motion', MOTION_LEVELS, 'medium');

/** How much a move or effect a motion level gives, relative to medium (which is the engine's standard move). */
export const MOTION_SCALE: Record<MotionLevel, number> = { low: 0.5, medium: 1, high: 1.8 };

/** An uploaded file id named by a file param. */
function fileIdParam(name: string) {
  return z.string({ error: `${name} is required (an uploaded file id)` }).min(1, `${name} is required`);
}

const FILE_NOUNS: Record<MediaKind, [one: string, many: string]> = {
  image: ['photo', 'photos'],
  video: ['video', 'videos'],
  audio: ['audio file', 'audio files'],
};

/** A list of uploaded file ids, with the count the spec allows; one message for every way the list is wrong. */
function fileIdListParam(name: string, spec: FileParamSpec & { multiple: { min: number; max: number } }) {
  const { min, max } = spec.multiple;
  const [one, many] = FILE_NOUNS[spec.kind];
  const count = min === max ? `exactly ${min}` : `${min} to ${max}`;
  const message = `${name} must list ${count} uploaded ${max === 1 ? one : many} (file ids)`;
  const id = z.string({ error: message }).min(1, message);
  return z.array(id, { error: message }).min(min, message).max(max, message);
}

/** The value at an issue's path in what was parsed (zod 4 leaves issue.input out unless asked). */
function valueAt(input: unknown, keys: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of keys) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function readableIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  const missing = valueAt(input, issue.path) === undefined;
  if (issue.code === 'invalid_type' && missing && field) return `${field} is required`;
  // A list item's message names its list (images), not the item's path (images.1).
  const named = issue.message.includes(field) || issue.message.includes(String(issue.path[0]));
  return named || !field ? issue.message : `${field}: ${issue.message}`;
}

/**
 * Exactly one of several alternative inputs (e.g. one photo, two photos or a video): `inputs` maps each param
 * name to what it is, for the message when none or more than one is given.
 */
export function exactlyOneInput<const K extends string>(
  params: Record<string, unknown>,
  inputs: Record<K, string>,
): K {
  const names = Object.keys(inputs) as K[];
  const given = names.filter((name) => {
    const v = params[name];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  });
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}` : items[0];
  if (given.length === 0) {
    throw new EngineParamError(`Add an input: ${list(names.map((n) => `${n} (${inputs[n]})`))}.`);
  }
  if (given.length > 1) {
    throw new EngineParamError(
      `Give only one input, not ${given.slice(0, -1).join(', ')} and ${given[given.length - 1]} together.`,
    );
  }
  return given[0];
}

type FileParams = AlgorithmModule['fileParams'];

/**
 * The schema of a module: seed, the module's own fields, and a string id (or a list of them) for each file param;
 * unknown fields are dropped.
 */
export function paramsSchema<S extends z.ZodRawShape>(fileParams: FileParams, shape: S) {
  const files: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fileParams)) {
    const one = spec.multiple
      ? fileIdListParam(name, { ...spec, multiple: spec.multiple })
      : fileIdParam(name);
    files[name] = spec.required ? one : one.optional();
  }
  return z.object({ seed: seedParam, ...shape }).extend(files);
}

export function parseParams<T>(schema: z.ZodType<T>, params: unknown): T {
  const input = params ?? {};
  const result = schema.safeParse(input);
  if (!result.success) throw new EngineParamError(readableIssue(result.error, input));
  return result.data;
}
