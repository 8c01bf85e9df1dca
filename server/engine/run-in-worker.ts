/**
 * runJob(job): runs an engine job in a worker thread so the API stays responsive.
 * A small pool reuses idle workers (cached models stay warm) and ends them after IDLE_MS, like Squoosh's worker bridge.
 * Abort asks the worker to stop (it kills its ffmpeg children); a worker that does not answer in time is terminated.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import { EngineRefusedError } from './run-engine-job';
import { EngineParamError } from './params';
import type { EngineJob, EngineOutput } from './types';
import type { FromWorker, ToWorker } from './worker-protocol';

const IDLE_MS = 60_000;
const ABORT_GRACE_MS = 5_000;

const WORKER_URL = new URL('./engine-worker.ts', import.meta.url).href;

/**
 * The worker entry is TypeScript. On Node 20 `execArgv: ['--import', 'tsx']` does not reach a worker's entry module
 * (ERR_UNKNOWN_FILE_EXTENSION), so a tiny bootstrap registers tsx's ESM hooks and then imports the entry.
 * tsx is located from this file, so the current directory does not matter.
 */
function tsxEsmApiUrl(): string {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('tsx/package.json');
  const pkg = require(pkgPath) as { exports: Record<string, { import?: { default?: string } }> };
  const rel = pkg.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return pathToFileURL(path.join(path.dirname(pkgPath), rel)).href;
}

const BOOTSTRAP = `(async () => {
  const { register } = await import(${JSON.stringify(tsxEsmApiUrl())});
  register();
  await import(${JSON.stringify(WORKER_URL)});
})().catch((err) => { setImmediate(() => { throw err; }); });`;

interface PooledWorker {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledWorker[] = [];

function spawnWorker(): PooledWorker {
  return { worker: new Worker(BOOTSTRAP, { eval: true }) };
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
    const finish = (reuse: boolean) => {
      settled = true;
      clearTimeout(killTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.signal.removeEventListener('abort', onAbort);
      if (reuse) releaseWorker(pooled);
      else void worker.terminate();
    };
    const onMessage = (msg: FromWorker) => {
      if (msg.type === 'progress') job.onProgress(msg.percent);
      else if (msg.type === 'done') {
        finish(true);
        resolve(msg.output);
      } else {
        finish(true);
        reject(job.signal.aborted ? abortError() : errorFrom(msg, job.algorithm));
      }
    };
    const onError = (err: Error) => {
      if (settled) return;
      finish(false);
      reject(err);
    };
    const onExit = (code: number) => {
      if (settled) return;
      finish(false);
      reject(job.signal.aborted ? abortError() : new Error(`engine worker exited with code ${code}`));
    };
    const onAbort = () => {
      worker.postMessage({ type: 'abort' } satisfies ToWorker);
      killTimer = setTimeout(() => {
        if (settled) return;
        finish(false);
        reject(abortError());
      }, ABORT_GRACE_MS);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    job.signal.addEventListener('abort', onAbort, { once: true });
    const { taskId, algorithm, params, files, fileLists, outDir, seed } = job;
    worker.postMessage({
      type: 'run',
      job: { taskId, algorithm, params, files, fileLists, outDir, seed },
    } satisfies ToWorker);
  });
}

function abortError(): Error {
  const err = new Error('cancelled');
  err.name = 'AbortError';
  return err;
}

/** Ends all idle workers (server shutdown, test teardown). */
export async function closeEngineWorkers(): Promise<void> {
  const all = idle.splice(0);
  for (const p of all) clearTimeout(p.idleTimer);
  await Promise.all(all.map((p) => p.worker.terminate()));
}
