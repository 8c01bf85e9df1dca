/** Messages between run-in-worker.ts (the pool on the main thread) and engine-worker.ts (one job at a time). */
import type { EngineInputFile, EngineOutput } from './types';

/** An EngineJob without its callbacks: what can cross a thread boundary. */
interface SerializableJob {
  taskId: string;
  algorithm: string;
  params: Record<string, unknown>;
  files: Record<string, EngineInputFile>;
  fileLists?: Record<string, EngineInputFile[]>;
  outDir: string;
  seed: number;
}

export type ToWorker = { type: 'run'; job: SerializableJob } | { type: 'abort' };

export type FromWorker =
  | { type: 'progress'; percent: number }
  | { type: 'done'; output: EngineOutput }
  | { type: 'error'; name: string; message: string };
