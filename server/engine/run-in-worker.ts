/**
 * runJob(job): runs an engine job in a worker thread so the API stays responsive.
 * A small pool reuses idle workers (cached models stay warm) and ends them after IDLE_MS, like Squoosh's worker bridge.
 * Abort asks the worker to stop (it kills its ffmpeg children); a worker that does not answer in time is given up
 * on (the job ends as cancelled) and ended once its native call returns: terminating a thread inside a sharp or
 * onnxruntime call aborts the whole process.
 */
import type { Worker } from 'node:worker_threads';
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import { EngineRefusedError } from './run-engine-job';
import { EngineParamError } from './params';
import type { EngineJob, EngineOutput } from './types';
import type { FromWorker, ToWorker } from './worker-protocol';
import { startTsWorker } from './ts-worker';

const IDLE_MS = 60_000;
const ABORT_GRACE_MS = 5_000;
/** A given-up worker still busy after this long is stuck for good: terminating it is then the lesser harm. */
const STUCK_MS = 5 * 60_000;

const WORKER_URL = new URL('./engine-worker.ts', import.meta.url).href;

interface PooledWorker {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledWorker[] = [];
/** Given-up workers, until they have ended. */
const retiring = new Set<Promise<void>>();

/** Ends `worker` once it is back in JavaScript: at its next answer, or at once if it has already exited. */
function retire(worker: Worker): void {
  const ended = new Promise<void>((resolve) => {
    const end = () => {
      clearTimeout(stuck);
      worker.off('message', onMessage);
      void worker.terminate().then(() => resolve());
    };
    const onMessage = (msg: FromWorker) => {
      if (msg.type !== 'progress') end();
    };
    const stuck = setTimeout(end, STUCK_MS);
    worker.on('message', onMessage);
    worker.once('exit', () => {
      clearTimeout(stuck);
      resolve();
    });
  });
  retiring.add(ended);
  void ended.then(() => retiring.delete(ended));
}

function spawnWorker(): PooledWorker {
  return { worker: startTsWorker(WORKER_URL) };
}

function takeWorker(): PooledWorker {
  const pooled = idle.pop() ?? spawnWorker();
  clearTimeout(pooled.idleTimer);
  // A busy worker keeps the process alive; an idle one must not.
  pooled.worker.ref();
  return pooled;
}

function releaseWorker(pooled: PooledWorker): void {
  pooled.worker.unref();
  pooled.idleTimer = setTimeout(() => {
    const i = idle.indexOf(pooled);
    if (i >= 0) idle.splice(i, 1);
    void pooled.worker.terminate();
  }, IDLE_MS);
  pooled.idleTimer.unref();
  idle.push(pooled);
}

/** Rebuilds the error class the worker reported, so callers can tell bad input from refusal from failure. */
function errorFrom(msg: { name: string; message: string }, algorithm: string): Error {
  if (msg.name === 'EngineParamError') return new EngineParamError(msg.message);
  if (msg.name === 'EngineRefusedError') return new EngineRefusedError(CODE_NOT_AVAILABLE, msg.message);
  const err = new Error(msg.message || `${algorithm} failed`);
  err.name = msg.name;
  return err;
}

export function runJob(job: EngineJob): Promise<EngineOutput> {
  return new Promise((resolve, reject) => {
    if (job.signal.aborted) return reject(abortError());
    const pooled = takeWorker();
    const { worker } = pooled;
    let killTimer: NodeJS.Timeout | undefined;
    let settled = false;
    const finish = (then: 'reuse' | 'end' | 'retire') => {
      settled = true;
      clearTimeout(killTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.signal.removeEventListener('abort', onAbort);
      if (then === 'reuse') releaseWorker(pooled);
      else if (then === 'retire') retire(worker);
      else void worker.terminate();
    };
    const onMessage = (msg: FromWorker) => {
      if (msg.type === 'progress') job.onProgress(msg.percent);
      else if (msg.type === 'done') {
        finish('reuse');
        resolve(msg.output);
      } else {
        finish('reuse');
        reject(job.signal.aborted ? abortError() : errorFrom(msg, job.algorithm));
      }
    };
    const onError = (err: Error) => {
      if (settled) return;
      finish('end');
      reject(err);
    };
    const onExit = (code: number) => {
      if (settled) return;
      finish('end');
      reject(job.signal.aborted ? abortError() : new Error(`engine worker exited with code ${code}`));
    };
    const onAbort = () => {
      worker.postMessage({ type: 'abort' } satisfies ToWorker);
      killTimer = setTimeout(() => {
        if (settled) return;
        finish('retire');
        reject(abortError());
      }, ABORT_GRACE_MS);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    job.signal.addEventListener('abort', onAbort, { once: true });
    // Everything but the callbacks crosses: a field added to the job later arrives too (or fails loudly to clone).
    const { onProgress: _onProgress, signal: _signal, ...serializable } = job;
    worker.postMessage({ type: 'run', job: serializable } satisfies ToWorker);
  });
}

function abortError(): Error {
  const err = new Error('cancelled');
  err.name = 'AbortError';
  return err;
}

/** Ends all idle workers and waits for given-up ones to end (server shutdown, test teardown). */
export async function closeEngineWorkers(): Promise<void> {
  const all = idle.splice(0);
  for (const p of all) clearTimeout(p.idleTimer);
  await Promise.all([...all.map((p) => p.worker.terminate()), ...retiring]);
}
