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
import { say, type ServerText } from '../i18n/server-text';
import { translate } from '../i18n/translate';
import { issuesText, SAID_BY_DEFAULT, userMessage } from '../common/zod-issues';

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
  // zod's own messages (said from the issue: required, text, at most N characters, not empty) name the field.
  const text = z.string().trim().max(PROMPT_MAX_LENGTH);
  return required ? z.string().pipe(text.pipe(z.string().min(1))) : text.optional().default('');
}

export const aspectRatioParam = z.enum(ASPECT_RATIOS).default(DEFAULT_ASPECT_RATIO);

function betweenMessage(field: string, min: number, max: number): string {
  return userMessage(say('{field} must be between {min} and {max}', { field, min, max }));
}

/** A number within bounds, accepting numeric strings (form fields arrive as text). */
export function numberParam(name: string, min: number, max: number, fallback: number, integer = false) {
  let n = z.coerce.number();
  if (integer) n = n.int();
  const between = betweenMessage(name, min, max);
  return n.min(min, between).max(max, between).default(fallback);
}

/** A number within bounds when given; absent stays undefined (the module picks a value from its input). */
export function optionalNumberParam(name: string, min: number, max: number) {
  const between = betweenMessage(name, min, max);
  return z.coerce.number().min(min, between).max(max, between).optional();
}

const seedBetween = betweenMessage('seed', 0, SEED_MAX);
const seedParam = z.coerce.number().int().min(0, seedBetween).max(SEED_MAX, seedBetween).optional();

/** One of fixed values; zod's own message (said from the issue) names the field by its key and lists them. */
export function choiceParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).default(fallback);
}

export function optionalChoiceParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional();
}

const SWITCH_VALUES: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/** An on/off switch (e.g. hd): a boolean, or its text or 1/0 as forms and query strings send it; off when absent. */
export function switchParam() {
  return z
    .preprocess(
      (v) => (typeof v === 'string' || typeof v === 'number' ? (SWITCH_VALUES[String(v)] ?? v) : v),
      z.boolean(),
    )
    .default(false);
}

/** Motion strength (low/medium/high), medium when absent. */
export const motionParam = choiceParam(MOTION_LEVELS, 'medium');

/** How much a move or effect a motion level gives, relative to medium (which is the engine's standard move). */
export const MOTION_SCALE: Record<MotionLevel, number> = { low: 0.5, medium: 1, high: 1.8 };

/** An uploaded file id named by a file param. */
function fileIdParam(name: string) {
  const message = userMessage(say('{field} is required (an uploaded file id)', { field: name }));
  return z.string({ error: message }).min(1, message);
}

/** What a list of file ids must hold, by kind: exactly `min` files, or `min` to `max`. */
function fileListText(field: string, kind: MediaKind, min: number, max: number): ServerText {
  if (min === max) {
    const values = { field, count: min };
    if (kind === 'image')
      return say(
        '{field} must list exactly {count, plural, one {# uploaded photo} other {# uploaded photos}} (file ids)',
        values,
      );
    if (kind === 'video')
      return say(
        '{field} must list exactly {count, plural, one {# uploaded video} other {# uploaded videos}} (file ids)',
        values,
      );
    return say(
      '{field} must list exactly {count, plural, one {# uploaded audio file} other {# uploaded audio files}} (file ids)',
      values,
    );
  }
  const values = { field, min, max };
  if (kind === 'image') return say('{field} must list {min} to {max} uploaded photos (file ids)', values);
  if (kind === 'video') return say('{field} must list {min} to {max} uploaded videos (file ids)', values);
  return say('{field} must list {min} to {max} uploaded audio files (file ids)', values);
}

/** A list of uploaded file ids, with the count the spec allows; one message for every way the list is wrong. */
function fileIdListParam(name: string, spec: FileParamSpec & { multiple: { min: number; max: number } }) {
  const { min, max } = spec.multiple;
  const message = userMessage(fileListText(name, spec.kind, min, max));
  const id = z.string({ error: message }).min(1, message);
  return z.array(id, { error: message }).min(min, message).max(max, message);
}

/**
 * Exactly one of several alternative inputs (e.g. one photo, two photos or a video): `inputs` maps each param
 * name to what it is, for the message when none or more than one is given.
 */
export function exactlyOneInput<const K extends string>(
  params: Record<string, unknown>,
  inputs: Record<K, ServerText>,
): K {
  const names = Object.keys(inputs) as K[];
  const given = names.filter((name) => {
    const v = params[name];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  });
  if (given.length === 0) {
    // The param names stay as they are (what an API caller sends); what each one is, is said.
    const items = names.map((name) => say('{name} ({what})', { name, what: inputs[name] }));
    const last = items.pop()!;
    const choices = items.length
      ? say('{some} or {last}', {
          some: items.reduce((some, next) => say('{some}, {next}', { some, next })),
          last,
        })
      : last;
    throw new EngineParamError(say('Add an input: {choices}.', { choices }));
  }
  if (given.length > 1) {
    throw new EngineParamError(
      say('Give only one input, not {some} and {last} together.', {
        some: given.slice(0, -1).join(', '),
        last: given[given.length - 1],
      }),
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
  const result = schema.safeParse(input, { error: SAID_BY_DEFAULT });
  if (!result.success) throw new EngineParamError(issuesText(result.error.issues.slice(0, 1), input));
  return result.data;
}
