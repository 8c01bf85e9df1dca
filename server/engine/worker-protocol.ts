/** Messages between run-in-worker.ts (the pool in the server) and engine-worker.ts (a process, one job at a time). */
import type { EngineJob, EngineOutput } from './types';
import type { ServerText } from '../i18n/server-text';

/** An EngineJob without its callbacks: what can cross to another process. */
type SerializableJob = Omit<EngineJob, 'onProgress' | 'signal'>;

export type ToWorker = { type: 'run'; job: SerializableJob } | { type: 'abort' };

export type FromWorker =
  | { type: 'progress'; percent: number }
  | { type: 'done'; output: EngineOutput }
  /** `said`: the message for the user the error carried (see saidBy), which crosses as plain data. */
  | { type: 'error'; name: string; message: string; said?: ServerText };
