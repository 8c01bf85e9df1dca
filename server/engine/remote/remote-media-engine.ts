/**
 * The media engine with the deployment's remote engines in front: an algorithm routed to ComfyUI or an images
 * API is made there (in this process: the work is waiting on the network), every other one by the engine
 * behind. Params are validated by the same module either way, and the queue, credits, idempotency and refunds
 * never know which engine made a file.
 */
import type { AlgorithmModule } from '../types';
import { isRefusal, type MediaEngine } from '../../queue/types';
import { comfyUiModelName, comfyUiModule } from './comfyui/comfyui-module';
import { openAiImagesModule } from './openai-images/openai-images-module';
import { REMOTE_ALGORITHMS, type EngineSettings } from './remote-settings';
import type { EngineChoiceItem } from '../../../src/core/contract/engines';

export function withRemoteEngines(base: MediaEngine, settings: EngineSettings): MediaEngine {
  const remote = new Map<string, AlgorithmModule>();
  for (const [key, kind] of Object.entries(settings.routes)) {
    const builtin = base.moduleFor(key);
    if (!builtin || isRefusal(builtin)) throw new Error(`${kind} cannot take ${key}: no module validates it`);
    remote.set(
      key,
      kind === 'comfyui'
        ? comfyUiModule(builtin, settings.comfyui!)
        : openAiImagesModule(builtin, settings.imagesApi!),
    );
  }
  if (remote.size === 0) return base;
  return {
    moduleFor: (key) => remote.get(key) ?? base.moduleFor(key),
    run: (job) => remote.get(job.algorithm)?.run(job) ?? base.run(job),
    close: base.close?.bind(base),
  };
}

/** For each algorithm a remote engine could make: the engine that makes it here, and its model's name. */
export function engineChoices(settings: EngineSettings): EngineChoiceItem[] {
  const keys = [...new Set(Object.values(REMOTE_ALGORITHMS).flat())];
  return keys.map((algorithm) => {
    const kind = settings.routes[algorithm];
    if (kind === 'comfyui') {
      return { algorithm, engine: kind, model: comfyUiModelName(algorithm, settings.comfyui!) };
    }
    if (kind === 'openai-images') return { algorithm, engine: kind, model: settings.imagesApi!.model };
    return { algorithm, engine: 'builtin', model: 'builtin' };
  });
}
