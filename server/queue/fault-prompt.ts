import type { MediaEngine } from './types';

/**
 * The words a task failed by ENGINE_FAULT_PROMPT keeps as its detail, so no operator mistakes it for a real engine
 * fault; like any engine's own words, users read the generic engine failure in their language instead.
 */
export const FAULT_PROMPT_REASON = 'The engine failed on this prompt (test fault set by ENGINE_FAULT_PROMPT)';

/** How long the faulty run works before failing, so the failure comes mid-run with some progress shown. */
const FAULT_AFTER_MS = 1500;

/**
 * Wraps an engine so that a task whose prompt is exactly `prompt` fails at run time, after it was created and
 * charged: the only honest way for browser tests to see a run-time failure and its refund, since every input
 * the real modules accept succeeds. Used only when ENGINE_FAULT_PROMPT is set (off by default).
 */
export function withFaultPrompt(engine: MediaEngine, prompt: string): MediaEngine {
  return {
    moduleFor: (key) => engine.moduleFor(key),
    async run(job) {
      if (typeof job.params.prompt !== 'string' || job.params.prompt.trim() !== prompt.trim()) {
        return engine.run(job);
      }
      job.onProgress(30);
      await new Promise((resolve) => setTimeout(resolve, FAULT_AFTER_MS));
      job.signal.throwIfAborted();
      throw new Error(FAULT_PROMPT_REASON);
    },
    close: engine.close && (() => engine.close!()),
  };
}
