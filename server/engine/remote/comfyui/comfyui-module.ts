/**
 * An algorithm made by a ComfyUI server: the task's params (validated exactly as the built-in module validates
 * them) go into the algorithm's workflow, the input picture is uploaded, the run is followed to its end, and the
 * outputs are fetched and stored like built-in results. Cancelling the task cancels the prompt.
 */
import { say } from '../../../i18n/server-text';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sizeForAspect, type AspectRatio } from '../../../../src/core/generation-limits';
import { mediaOutput } from '../../outputs';
import type { AlgorithmModule, EngineJob, EngineOutput } from '../../types';
import type { ComfyUiSettings } from '../remote-settings';
import { ComfyUiClient, ComfyUiRunError, outputFiles } from './comfyui-client';
import { fillWorkflow, loadWorkflow, workflowModel, type WorkflowInputs } from './workflow';

/** Long side of generated pictures, and of video frames (multiples of 16 suit the models). */
const IMAGE_LONG_SIDE = 1024;
const VIDEO_LONG_SIDE = 832;
const VIDEO_FPS = 16;
const to16 = (v: number) => Math.max(16, Math.round(v / 16) * 16);

/** The workflow inputs of a task's validated params. */
function inputsOf(key: string, p: Record<string, unknown>, seed: number, image?: string): WorkflowInputs {
  const style = typeof p.style === 'string' && p.style !== 'plain' ? `, ${p.style} style` : '';
  const prompt = `${typeof p.prompt === 'string' ? p.prompt : ''}${style}`.replace(/^, /, '');
  const ratio = (typeof p.aspect_ratio === 'string' ? p.aspect_ratio : '1:1') as AspectRatio;
  const video = key === 'text2video' || key === 'image2video';
  const size = sizeForAspect(ratio, video ? VIDEO_LONG_SIDE : IMAGE_LONG_SIDE);
  const seconds = typeof p.duration === 'number' ? p.duration : 5;
  return {
    prompt,
    negativePrompt: typeof p.negative_prompt === 'string' ? p.negative_prompt : undefined,
    seed,
    // Image to image and image to video keep the picture's own proportions (the workflow scales it).
    ...(key === 'image2image' || key === 'image2video'
      ? {}
      : { width: to16(size.width), height: to16(size.height) }),
    count: typeof p.num === 'number' ? p.num : undefined,
    // Video models take 4n + 1 frames.
    ...(video ? { frames: Math.round((seconds * VIDEO_FPS) / 4) * 4 + 1, fps: VIDEO_FPS } : {}),
    image,
    strength: typeof p.strength === 'number' ? p.strength : undefined,
  };
}

/** `base` (the built-in module of the same key, for its params) made by the ComfyUI server of `settings`. */
export function comfyUiModule(base: AlgorithmModule, settings: ComfyUiSettings): AlgorithmModule {
  const workflow = loadWorkflow(base.key, settings.workflowsDir);
  const model = settings.modelLabel ?? workflowModel(workflow) ?? base.key;
  const host = new URL(settings.url).host;
  return {
    ...base,
    description: say('Made by ComfyUI ({host}) with {model}: the {workflow} workflow.', {
      host,
      model,
      workflow: base.key,
    }),
    async run(job: EngineJob): Promise<EngineOutput> {
      const p = base.validate(job.params);
      const client = new ComfyUiClient(settings.url, `ai-media-${job.taskId}`);
      const picture = job.files.image;
      const image = picture
        ? await client.uploadImage(
            await readFile(picture.path),
            `${job.taskId}${path.extname(picture.path) || '.png'}`,
            picture.mime,
          )
        : undefined;
      job.onProgress(5);
      const promptId = await client.queue(fillWorkflow(workflow, inputsOf(base.key, p, job.seed, image)));
      job.onProgress(10);
      const entry = await client.follow(promptId, {
        signal: job.signal,
        onProgress: (share) => job.onProgress(10 + share * 80),
      });
      const made = outputFiles(entry);
      if (made.length === 0) throw new ComfyUiRunError('ComfyUI finished without writing an output file');
      const files = [];
      for (const [i, file] of made.entries()) {
        const out = path.join(job.outDir, `output-${i + 1}${path.extname(file.filename).toLowerCase()}`);
        await writeFile(out, await client.view(file));
        files.push(await mediaOutput(out));
        job.onProgress(90 + ((i + 1) / made.length) * 10);
      }
      return { files, description: say('Made by ComfyUI with {model}.', { model }) };
    },
  };
}

/** The model name the model list shows for a key served by ComfyUI. */
export function comfyUiModelName(key: string, settings: ComfyUiSettings): string {
  return settings.modelLabel ?? workflowModel(loadWorkflow(key, settings.workflowsDir)) ?? key;
}
