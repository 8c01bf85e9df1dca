/** Runs one job in the current thread: looks up the module, refuses unknown keys, clamps progress, ends at 100. */
import { clampProgress } from '../../src/core/progress';
import { engineFor } from './registry';
import { describeImage } from './prompt-tools/describe-image';
import type { AlgorithmModule, EngineJob, EngineOutput } from './types';

/**
 * Engine work behind the prompt tools rather than a task: run in the worker pool like the task modules (the
 * models stay warm there and the API thread stays free), but not in the registry, so no task can name it.
 */
const PROMPT_TOOL_MODULES: ReadonlyMap<string, AlgorithmModule> = new Map([
  [describeImage.key, describeImage],
]);

/** Thrown for a key the engine refuses; `code` is 490026. */
export class EngineRefusedError extends Error {
  override name = 'EngineRefusedError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export async function runEngineJob(job: EngineJob): Promise<EngineOutput> {
  const tool = PROMPT_TOOL_MODULES.get(job.algorithm);
  const found = tool ? { module: tool } : engineFor(job.algorithm);
  if ('refused' in found) throw new EngineRefusedError(found.refused.code, found.refused.message);
  job.signal.throwIfAborted();
  let last = 0;
  const output = await found.module.run({
    ...job,
    // Progress only moves forward, clamped to 0–100.
    onProgress(percent) {
      const p = clampProgress(percent);
      if (p > last) {
        last = p;
        job.onProgress(p);
      }
    },
  });
  if (last < 100) job.onProgress(100);
  return output;
}
