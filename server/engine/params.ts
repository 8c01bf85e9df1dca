/** Parameter schemas shared by the algorithm modules; every failure becomes one readable EngineParamError message. */
import { z } from 'zod';
import {
  ASPECT_RATIOS,
  DEFAULT_ASPECT_RATIO,
  PROMPT_MAX_LENGTH,
  SEED_MAX,
} from '../../src/core/generation-limits';
import type { AlgorithmModule } from './types';

/** Thrown by validate(): the message is meant for the user (the API answers 490001 with it). */
export class EngineParamError extends Error {
  override name = 'EngineParamError';
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

export const seedParam = z.coerce
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

/** An uploaded file id named by a file param. */
export function fileIdParam(name: string) {
  return z.string({ error: `${name} is required (an uploaded file id)` }).min(1, `${name} is required`);
}

function readableIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined && field) return `${field} is required`;
  return issue.message.includes(field) || !field ? issue.message : `${field}: ${issue.message}`;
}

type FileParams = AlgorithmModule['fileParams'];

/** The schema of a module: seed, the module's own fields, and a string id for each file param; unknown fields are dropped. */
export function paramsSchema<S extends z.ZodRawShape>(fileParams: FileParams, shape: S) {
  const files: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fileParams)) {
    files[name] = spec.required ? fileIdParam(name) : fileIdParam(name).optional();
  }
  return z.object({ seed: seedParam, ...shape }).extend(files);
}

export function parseParams<T>(schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params ?? {});
  if (!result.success) throw new EngineParamError(readableIssue(result.error));
  return result.data;
}
