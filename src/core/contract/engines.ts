/**
 * GET /v1/common/engines: which engine makes each algorithm that a deployment can route to a real model, and the
 * model's name. The generator's model list and the line near Generate say it; an algorithm not listed is made by
 * the built-in engine.
 */
export const ENGINE_KINDS = ['builtin', 'comfyui', 'openai-images'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export interface EngineChoiceItem {
  algorithm: string;
  engine: EngineKind;
  /** The model's name ('builtin' for the built-in engine). */
  model: string;
}

export interface EngineListData {
  list: EngineChoiceItem[];
}
