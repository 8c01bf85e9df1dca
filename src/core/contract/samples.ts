/** Prompt ideas and worked examples of the generator pages: GET /v1/common/prompt_sample and demo/list. */
import { z } from 'zod';
import type { RequestField } from './explore';

/** Keys of GET /v1/common/prompt_sample. */
export const PROMPT_SAMPLE_KEYS = ['text2image', 'text2video', 'text2music'] as const;
export type PromptSampleKey = (typeof PROMPT_SAMPLE_KEYS)[number];

export const promptSampleQuerySchema = z.object({
  key: z.enum(PROMPT_SAMPLE_KEYS, { error: `key must be one of ${PROMPT_SAMPLE_KEYS.join(', ')}` }),
});
export type PromptSampleQuery = z.input<typeof promptSampleQuerySchema>;

export interface PromptSample {
  id: number;
  key: PromptSampleKey;
  /** Short name for a chip. */
  title: string;
  prompt: string;
}
export interface PromptSampleListData {
  key: PromptSampleKey;
  list: PromptSample[];
}

/** Keys of GET /v1/common/demo/list: the generator pages that show worked examples (server choice). */
export const DEMO_KEYS = ['text2video', 'image2video', 'text2image', 'image2image', 'effect'] as const;
export type DemoKey = (typeof DEMO_KEYS)[number];

export const demoListQuerySchema = z.object({
  key: z.enum(DEMO_KEYS, { error: `key must be one of ${DEMO_KEYS.join(', ')}` }),
});
export type DemoListQuery = z.input<typeof demoListQuerySchema>;

/** A worked example shown on a generator page. */
export interface DemoItem {
  id: number;
  key: DemoKey;
  title: string;
  prompt: string;
  algorithm: string;
  module: string;
  thumbnail: string;
  /** MP4 for video keys; the thumbnail again for image keys. */
  preview_url: string;
  width: number;
  height: number;
  fields: RequestField[];
}
export interface DemoListData {
  key: DemoKey;
  list: DemoItem[];
}
