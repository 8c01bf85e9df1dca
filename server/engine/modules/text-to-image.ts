/** text2image: the prompt's scene composed from vector art, seeded (no generative model ships on npm). */
import { say } from '../../i18n/server-text';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  IMAGE_MODES,
  MAX_IMAGES_PER_TASK,
  NEGATIVE_PROMPT_MAX_LENGTH,
  sizeForAspect,
} from '../../../src/core/generation-limits';
import { STYLES } from '../prompt-features';
import { aspectRatioParam, choiceParam, numberParam, optionalChoiceParam, promptParam } from '../params';
import { defineModule } from '../define-module';
import { imageOutput } from '../outputs';
import { renderPromptScene } from '../procedural/render-prompt-image';
import { describeScene, sceneSummary } from '../scene/scene-summary';
import type { EngineOutput, EngineOutputFile } from '../types';

/** Long side of generated images. */
const TEXT2IMAGE_LONG_SIDE = 1024;

export const textToImage = defineModule({
  key: 'text2image',
  description: say(
    'Composed: the things the prompt names drawn as vector art (Fluent Emoji), counted and placed as it says, on its setting, time of day and weather, in its style, minus what the negative prompt names; pro mode draws more detail, supersampled (no neural model).',
  ),
  fileParams: {},
  params: {
    prompt: promptParam(true),
    aspect_ratio: aspectRatioParam,
    style: optionalChoiceParam(STYLES),
    num: numberParam('num', 1, MAX_IMAGES_PER_TASK, 1, true),
    mode: choiceParam(IMAGE_MODES, 'standard'),
    negative_prompt: z.string().trim().max(NEGATIVE_PROMPT_MAX_LENGTH).default(''),
  },
  async run(job, p) {
    const { width, height } = sizeForAspect(p.aspect_ratio, TEXT2IMAGE_LONG_SIDE);
    const files: EngineOutputFile[] = [];
    let said: Pick<EngineOutput, 'description' | 'scene'> = {};
    for (let i = 0; i < p.num; i++) {
      job.signal.throwIfAborted();
      const { png, scene } = await renderPromptScene({
        prompt: p.prompt,
        seed: job.seed + i,
        width,
        height,
        style: p.style,
        negativePrompt: p.negative_prompt,
        mode: p.mode,
      });
      const file = path.join(job.outDir, p.num === 1 ? 'image.png' : `image-${i + 1}.png`);
      await writeFile(file, png);
      files.push(await imageOutput(file));
      // Every image of a task reads the same prompt; they differ only in where things fall.
      if (i === 0) said = { description: describeScene(scene), scene: sceneSummary(scene) };
      job.onProgress(((i + 1) / p.num) * 100);
    }
    return { files, ...said };
  },
});
