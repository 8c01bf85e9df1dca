import type { OutputFacts } from '../../src/core/output-caps';
import type { MediaKind, TaskScene } from '../../src/core/contract/tasks';
import type { ServerText } from '../i18n/server-text';

/** An input file the engine reads: already stored and checked by content. */
export interface EngineInputFile {
  path: string;
  kind: MediaKind;
  mime: string;
  width?: number;
  height?: number;
  duration?: number;
}

export interface EngineJob {
  taskId: string;
  algorithm: string;
  params: Record<string, unknown>;
  /** Files named by the params (e.g. params.image → files.image). */
  files: Record<string, EngineInputFile>;
  /** Files named by list params (e.g. params.images → fileLists.images), in the order the params list them. */
  fileLists?: Record<string, EngineInputFile[]>;
  /** Directory the module writes its outputs into (exists, empty). */
  outDir: string;
  /** Same prompt + seed → same output. */
  seed: number;
  onProgress(percent: number): void;
  signal: AbortSignal;
}

export interface EngineOutputFile {
  path: string;
  kind: MediaKind;
  mime: string;
  width?: number;
  height?: number;
  duration?: number;
}

export interface EngineOutput {
  files: EngineOutputFile[];
  /**
   * This run's own line on what was made, when it says more than the module's description: a message (put in the
   * reader's language at each read) or, for a line composed of the prompt's own words, plain text shown as it is.
   */
  description?: ServerText | string;
  /** What the text-to-image composer read and drew. */
  scene?: TaskScene;
  /** A prompt the engine wrote (img2prompt); `description` then says how. */
  prompt?: string;
}

/** A param that carries uploaded file ids: one id, or with `multiple` a list of min–max ids, all of `kind`. */
export interface FileParamSpec {
  kind: MediaKind;
  required: boolean;
  /** The param is a list of file ids (each resolved to one input file) with this many entries. */
  multiple?: { min: number; max: number };
}

/** One module per algorithm key. */
export interface AlgorithmModule {
  key: string;
  /** One honest line on the method, e.g. "procedural: seeded composition from prompt words (no neural model)". */
  description: ServerText;
  /** Param names that carry uploaded file ids, with the kind each must be (and how many, for lists). */
  fileParams: Record<string, FileParamSpec>;
  /** Throws a message a user can read when params are invalid; returns the normalised params. */
  validate(params: Record<string, unknown>): Record<string, unknown>;
  /**
   * What the output will measure, from validated params and the single input files' stored sizes: declared by the
   * modules whose output outgrows their inputs (upscale, slow motion), so the plan's output caps are checked before
   * anything is charged. Other modules' outputs are bounded by the upload limits of their inputs.
   */
  outputFacts?(params: Record<string, unknown>, inputs: Record<string, InputFacts>): OutputFacts;
  run(job: EngineJob): Promise<EngineOutput>;
}

/** The stored sizes of an input file (unknown ones absent). */
export type InputFacts = Pick<EngineInputFile, 'width' | 'height' | 'duration'>;
