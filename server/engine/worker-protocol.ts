/** Messages between run-in-worker.ts (the pool on the main thread) and engine-worker.ts (one job at a time). */
import type { EngineJob, EngineOutput } from './types';

/** An EngineJob without its callbacks: what can cross a thread boundary. */
type SerializableJob = Omit<EngineJob, 'onProgress' | 'signal'>;

export type ToWorker = { type: 'run'; job: SerializableJob } | { type: 'abort' };

export type FromWorker =
  | { type: 'progress'; percent: number }
  | { type: 'done'; output: EngineOutput }
  | { type: 'error'; name: string; message: string };
