/** Messages between the seed media job and its render worker. */
import type { SeedMediaSpec } from '../../src/core/seed-media';
import type { SeedInputs } from './render-media';

export type ToSeedWorker =
  | { type: 'draw'; id: number; spec: SeedMediaSpec; out: string; inputs: SeedInputs }
  /** Stop what is being drawn (ffmpeg is killed), let the native calls in flight return, then exit. */
  | { type: 'close' };

export type FromSeedWorker = { type: 'drawn'; id: number } | { type: 'failed'; id: number; message: string };
