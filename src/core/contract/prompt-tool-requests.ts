/**
 * Bodies of the prompt tools: the server parses them with these schemas, the page builds them as the inferred
 * types. Apart from prompt-tools.ts so that the generator form, which imports its plain values, does not load zod.
 */
import { z } from 'zod';
import { PROMPT_MAX_LENGTH } from '../generation-limits';
import { PROMPT_ALGORITHMS } from './prompt-tools';

const algorithmSchema = z.enum(PROMPT_ALGORITHMS, {
  error: `algorithm must be one with a prompt: ${PROMPT_ALGORITHMS.join(', ')}`,
});

export const polishRequestSchema = z.object({
  prompt: z
    .string({ error: 'prompt is required' })
    .trim()
    .min(1, 'prompt must not be empty')
    .max(PROMPT_MAX_LENGTH, `prompt must be at most ${PROMPT_MAX_LENGTH} characters`),
  algorithm: algorithmSchema,
});
export type PolishRequest = z.input<typeof polishRequestSchema>;

export const img2promptRequestSchema = z.object({
  /** A stored upload of the caller's (the id an upload answered). */
  image: z.string({ error: 'image must be a file id' }).trim().min(1, 'image must be a file id'),
});
export type Img2promptRequest = z.input<typeof img2promptRequestSchema>;
