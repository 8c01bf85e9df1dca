/**
 * runJob(job): runs an engine job in a worker process (engine-worker.ts, started by ts-process.ts) so the API
 * stays responsive and a native crash of a module ends only that process. A small pool reuses idle workers
 * (cached models stay warm) and ends them after IDLE_MS, like Squoosh's worker bridge. Abort asks the worker to
 * stop (it kills its ffmpeg children); one that does not answer in time is killed, which is safe for a process
 * wherever it is.
 */
import type { ChildProcess } from 'node:child_process';
import { CODE_NOT_AVAILABLE } from '../../src/core/business-codes';
import { EngineRefusedError } from './run-engine-job';
import { EngineParamError } from './params';
import type { EngineJob, EngineOutput } from './types';
import type { FromWorker, ToWorker } from './worker-protocol';
import { startTsProcess } from './ts-process';

const IDLE_MS = 60_000;
const ABORT_GRACE_MS = 5_000;

const WORKER_URL = new URL('./engine-worker.ts', import.meta.url).href;

interface PooledWorker {
  worker: ChildProcess;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledWorker[] = [];
/** Every worker process alive, idle or busy, until it has exited. */
const alive = new Set<ChildProcess>();

function spawnWorker(): PooledWorker {
  const pooled: PooledWorker = { worker: startTsProcess(WORKER_URL) };
  const { worker } = pooled;
  alive.add(worker);
  // A worker that fails or ends between jobs leaves the pool; an unhandled 'error' event would end the server.
  worker.on('error', (err) => console.error('engine worker failed:', err));
  worker.once('exit', () => {
    alive.delete(worker);
    clearTimeout(pooled.idleTimer);
    const i = idle.indexOf(pooled);
    if (i >= 0) idle.splice(i, 1);
  });
  return pooled;
}

/** A busy worker keeps the server's event loop alive; an idle one must not hold a process that is ending. */
function hold(worker: ChildProcess, held: boolean): void {
  if (held) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

function takeWorker(): PooledWorker {
  let pooled = idle.pop();
  while (pooled && pooled.worker.exitCode !== null) pooled = idle.pop();
  pooled ??= spawnWorker();
  clearTimeout(pooled.idleTimer);
  hold(pooled.worker, true);
  return pooled;
}

function releaseWorker(pooled: PooledWorker): void {
  hold(pooled.worker, false);
  pooled.idleTimer = setTimeout(() => {
    const i = idle.indexOf(pooled);
    if (i >= 0) idle.splice(i, 1);
    pooled.worker.kill();
  }, IDLE_MS);
  pooled.idleTimer.unref();
  idle.push(pooled);
}

/** Rebuilds the error class the worker reported, so callers can tell bad input from refusal from failure. */
function errorFrom(msg: Extract<FromWorker, { type: 'error' }>, algorithm: string): Error {
  if (msg.name === 'EngineParamError') return new EngineParamError(msg.said ?? msg.message);
  if (msg.name === 'EngineRefusedError') return new EngineRefusedError(CODE_NOT_AVAILABLE, msg.message);
  const err = Object.assign(new Error(msg.message || `${algorithm} failed`), msg.said && { said: msg.said });
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
    const finish = (then: 'reuse' | 'end') => {
      settled = true;
      clearTimeout(killTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.signal.removeEventListener('abort', onAbort);
      if (then === 'reuse') releaseWorker(pooled);
      else worker.kill('SIGKILL');
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
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (settled) return;
      finish('end');
      reject(
        job.signal.aborted ? abortError() : new Error(`engine worker exited (${signal ?? `code ${code}`})`),
      );
    };
    const onAbort = () => {
      send(worker, { type: 'abort' });
      killTimer = setTimeout(() => {
        if (settled) return;
        finish('end');
        reject(abortError());
      }, ABORT_GRACE_MS);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    job.signal.addEventListener('abort', onAbort, { once: true });
    // Everything but the callbacks crosses: a field added to the job later arrives too (or fails loudly to clone).
    const { onProgress: _onProgress, signal: _signal, ...serializable } = job;
    if (!send(worker, { type: 'run', job: serializable })) onError(new Error('engine worker is not running'));
  });
}

/** Sends to a worker that may have just ended; false when it could not take the message. */
function send(worker: ChildProcess, msg: ToWorker): boolean {
  if (!worker.connected) return false;
  try {
    return worker.send(msg);
  } catch {
    return false;
  }
}

function abortError(): Error {
  const err = new Error('cancelled');
  err.name = 'AbortError';
  return err;
}

/** Ends every worker process, idle or busy, and waits until they have exited (server shutdown, test teardown). */
export async function closeEngineWorkers(): Promise<void> {
  for (const p of idle.splice(0)) clearTimeout(p.idleTimer);
  const ending = [...alive].map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
        worker.once('exit', () => resolve());
        worker.kill('SIGKILL');
      }),
  );
  await Promise.all(ending);
}
