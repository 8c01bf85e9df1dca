/**
 * ComfyUI workflows in API format, one per algorithm (`workflows/<key>.json`, or a deployment's own folder), and
 * the filling in of a task's inputs. Inputs go into nodes found by their title (`_meta.title`), so a deployment
 * can export its own workflow from ComfyUI ("Export (API)") and keep these titles on the nodes:
 *
 * - "Positive prompt", "Negative prompt": `text`
 * - "Sampler": `seed` (or `noise_seed`), and `denoise` for image to image (the strength)
 * - "Size": `width`, `height`, and `batch_size` (images) or `length` (video frames)
 * - "Input image": `image` (the uploaded picture's name)
 * - "Frame rate": `fps` (video)
 * - "Model": read for the model list's name (`ckpt_name`, `unet_name` or `model_name`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Workflow = Record<
  string,
  { class_type: string; inputs: Record<string, unknown>; _meta?: { title?: string } }
>;

const REPO_WORKFLOWS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'workflows');

/** The nodes a workflow of each algorithm must have, by title. */
const REQUIRED: Record<string, string[]> = {
  text2image: ['Positive prompt', 'Sampler', 'Size'],
  image2image: ['Positive prompt', 'Sampler', 'Input image'],
  text2video: ['Positive prompt', 'Sampler', 'Size'],
  image2video: ['Positive prompt', 'Sampler', 'Size', 'Input image'],
};

/** Reads and checks the workflow of `key`; a missing file or node stops the server at start with the reason. */
export function loadWorkflow(key: string, dir = REPO_WORKFLOWS): Workflow {
  const file = path.join(dir, `${key}.json`);
  let workflow: Workflow;
  try {
    workflow = JSON.parse(fs.readFileSync(file, 'utf8')) as Workflow;
  } catch (err) {
    throw new Error(`ComfyUI workflow ${file} could not be read: ${(err as Error).message}`);
  }
  for (const title of REQUIRED[key] ?? []) {
    if (!nodeTitled(workflow, title))
      throw new Error(`ComfyUI workflow ${file} has no node titled "${title}"`);
  }
  return workflow;
}

function nodeTitled(workflow: Workflow, title: string) {
  return Object.values(workflow).find((node) => node._meta?.title?.toLowerCase() === title.toLowerCase());
}

/** The model file the workflow loads (its "Model" node), for the model list. */
export function workflowModel(workflow: Workflow): string | undefined {
  const inputs = nodeTitled(workflow, 'Model')?.inputs ?? {};
  const name = inputs.ckpt_name ?? inputs.unet_name ?? inputs.model_name;
  return typeof name === 'string' ? name.replace(/\.(safetensors|ckpt|pt|gguf)$/i, '') : undefined;
}

export interface WorkflowInputs {
  prompt: string;
  negativePrompt?: string;
  seed: number;
  width?: number;
  height?: number;
  /** Images to make at once. */
  count?: number;
  /** Video frames and their rate. */
  frames?: number;
  fps?: number;
  /** Uploaded picture name. */
  image?: string;
  /** Image to image: how far the result may move from the picture (0–1). */
  strength?: number;
}

/** A copy of the workflow with the task's inputs filled in. */
export function fillWorkflow(workflow: Workflow, inputs: WorkflowInputs): Workflow {
  const filled = structuredClone(workflow);
  const set = (title: string, values: Record<string, unknown>) => {
    const node = nodeTitled(filled, title);
    if (!node) return;
    for (const [name, value] of Object.entries(values)) {
      // Only inputs the node has: a workflow without a batch size or a seed keeps its own way.
      if (value !== undefined && name in node.inputs) node.inputs[name] = value;
    }
  };
  set('Positive prompt', { text: inputs.prompt });
  set('Negative prompt', { text: inputs.negativePrompt ?? '' });
  set('Sampler', { seed: inputs.seed, noise_seed: inputs.seed, denoise: inputs.strength });
  set('Size', {
    width: inputs.width,
    height: inputs.height,
    batch_size: inputs.count,
    length: inputs.frames,
  });
  set('Input image', { image: inputs.image });
  set('Frame rate', { fps: inputs.fps });
  return filled;
}
