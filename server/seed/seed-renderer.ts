/**
 * The seed media job's drawing hand: one worker thread (seed-render-worker.ts), started on the first file and
 * ended once it has been idle a moment, so the composer's data does not stay in the server's memory.
 */
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../engine/ts-worker';
import type { SeedMediaSpec } from '../../src/core/seed-media';
import type { FromSeedWorker, ToSeedWorker } from './seed-render-protocol';
import type { SeedInputs } from './render-media';

const WORKER_URL = new URL('./seed-render-worker.ts', import.meta.url).href;
/** How long an idle worker is kept for the next file (the job asks for files back to back). */
const IDLE_MS = 5_000;
/**
 * How long a closing worker gets to finish the native call it is in. Terminating a thread inside a sharp call
 * aborts the whole process ("terminate called after throwing an instance of 'Napi::Error'"), so terminate is the
 * last resort for a worker that is stuck, not the way to end one.
 */
const CLOSE_GRACE_MS = 60_000;

export interface SeedRenderer {
  /** Draws `spec` into the file `out`, from the files it is made of (`inputs`, by seed file name). */
  draw(spec: SeedMediaSpec, out: string, inputs: SeedInputs): Promise<void>;
  /** Kills what is being drawn and ends the worker. */
  close(): Promise<void>;
}

export function seedRenderer(): SeedRenderer {
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(): void; reject(err: Error): void }>();

  const end = async (): Promise<void> => {
    const ending = worker;
    worker = undefined;
    if (!ending) return;
    const exited = new Promise<void>((resolve) => ending.once('exit', () => resolve()));
    ending.postMessage({ type: 'close' } satisfies ToSeedWorker);
    const stuck = setTimeout(() => void ending.terminate(), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(stuck);
  };
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  const start = (): Worker => {
    const started = startTsWorker(WORKER_URL);
    started.on('message', (msg: FromSeedWorker) => {
      const w = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (msg.type === 'drawn') w?.resolve();
      else w?.reject(new Error(msg.message));
      if (waiting.size === 0) {
        idleTimer = setTimeout(() => void end(), IDLE_MS);
        idleTimer.unref();
      }
    });
    // Only the current worker's death fails the waiting draws: an ending one (idle, closed) has none of them.
    started.on('error', (err) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(err);
    });
    started.on('exit', (code) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error(`seed render worker exited with code ${code}`));
    });
    return started;
  };

  return {
    draw(spec, out, inputs) {
      clearTimeout(idleTimer);
      worker ??= start();
      const id = nextId++;
      const done = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ type: 'draw', id, spec, out, inputs } satisfies ToSeedWorker);
      return done;
    },
    async close() {
      clearTimeout(idleTimer);
      failAll(new Error('aborted'));
      await end();
    },
  };
}
