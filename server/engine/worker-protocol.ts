/** Messages between run-in-worker.ts (the pool in the server) and engine-worker.ts (a process, one job at a time). */
import type { EngineJob, EngineOutput } from './types';

/** An EngineJob without its callbacks: what can cross to another process. */
type SerializableJob = Omit<EngineJob, 'onProgress' | 'signal'>;

export type ToWorker = { type: 'run'; job: SerializableJob } | { type: 'abort' };

export type FromWorker =
  | { type: 'progress'; percent: number }
  | { type: 'done'; output: EngineOutput }
  | { type: 'error'; name: string; message: string };
