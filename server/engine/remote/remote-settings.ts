/**
 * Which engine makes each algorithm's files: the built-in one (the default), or per algorithm a remote engine a
 * deployment configures: a ComfyUI server, or an OpenAI-compatible images API. Read from the environment:
 *
 * - `ENGINE` = builtin | comfyui | openai-images: every algorithm that engine can make goes to it.
 * - `ENGINE_<KEY>` (e.g. `ENGINE_TEXT2IMAGE=openai-images`, `ENGINE_TEXT2VIDEO=builtin`) overrides one algorithm.
 * - comfyui: `COMFYUI_URL` (http://host:8188), optional `COMFYUI_WORKFLOWS` (a folder of API-format workflows
 *   named `<key>.json` to use instead of the repo's) and `COMFYUI_MODEL_LABEL` (how the model list names it).
 * - openai-images: `IMAGES_API_URL` (…/v1), `IMAGES_API_KEY`, `IMAGES_MODEL`.
 *
 * A misconfiguration stops the server at start with a message that says what to set.
 */
import { z } from 'zod';
import { ENGINE_KINDS, type EngineKind } from '../../../src/core/contract/engines';

export type RemoteEngineKind = Exclude<EngineKind, 'builtin'>;

/** What each remote engine can make (the algorithms its adapter has a request for). */
export const REMOTE_ALGORITHMS: Record<RemoteEngineKind, readonly string[]> = {
  comfyui: ['text2image', 'image2image', 'text2video', 'image2video'],
  'openai-images': ['text2image', 'image2image'],
};

export interface ComfyUiSettings {
  url: string;
  /** A folder of `<key>.json` workflows replacing the repo's, if set. */
  workflowsDir?: string;
  /** The model's name in the model list (else the workflow's checkpoint file). */
  modelLabel?: string;
}

export interface ImagesApiSettings {
  url: string;
  key: string;
  model: string;
}

export interface EngineSettings {
  /** The remote engine of each algorithm routed to one; every other algorithm is built in. */
  routes: Record<string, RemoteEngineKind>;
  comfyui?: ComfyUiSettings;
  imagesApi?: ImagesApiSettings;
}

const kindSchema = z.enum(ENGINE_KINDS, {
  error: (issue) => `must be builtin, comfyui or openai-images, got "${String(issue.input)}"`,
});
const urlSchema = (name: string) =>
  z.url({ error: `${name} must be an http(s) URL` }).transform((u) => u.replace(/\/+$/, ''));

function parse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${name} ${result.error.issues[0]?.message ?? 'is invalid'}`);
  return result.data;
}

export function engineSettingsFromEnv(env: NodeJS.ProcessEnv): EngineSettings {
  const fallback = parse(kindSchema, env.ENGINE || 'builtin', 'ENGINE');
  const routes: Record<string, RemoteEngineKind> = {};
  const keys = new Set([...Object.values(REMOTE_ALGORITHMS).flat()]);
  for (const key of keys) {
    const own = env[`ENGINE_${key.toUpperCase()}`];
    const kind = own ? parse(kindSchema, own, `ENGINE_${key.toUpperCase()}`) : fallback;
    if (kind === 'builtin') continue;
    if (!REMOTE_ALGORITHMS[kind].includes(key)) {
      // ENGINE names a default: algorithms that engine cannot make stay built in; a per-key choice must fit.
      if (own) throw new Error(`ENGINE_${key.toUpperCase()}: ${kind} cannot make ${key}`);
      continue;
    }
    routes[key] = kind;
  }
  const used = new Set(Object.values(routes));
  const settings: EngineSettings = { routes };
  if (used.has('comfyui')) {
    if (!env.COMFYUI_URL) throw new Error('COMFYUI_URL must be set when an algorithm runs on comfyui');
    settings.comfyui = {
      url: parse(urlSchema('COMFYUI_URL'), env.COMFYUI_URL, 'COMFYUI_URL'),
      workflowsDir: env.COMFYUI_WORKFLOWS || undefined,
      modelLabel: env.COMFYUI_MODEL_LABEL || undefined,
    };
  }
  if (used.has('openai-images')) {
    for (const name of ['IMAGES_API_URL', 'IMAGES_API_KEY', 'IMAGES_MODEL']) {
      if (!env[name]) throw new Error(`${name} must be set when an algorithm runs on openai-images`);
    }
    settings.imagesApi = {
      url: parse(urlSchema('IMAGES_API_URL'), env.IMAGES_API_URL, 'IMAGES_API_URL'),
      key: env.IMAGES_API_KEY!,
      model: env.IMAGES_MODEL!,
    };
  }
  return settings;
}
