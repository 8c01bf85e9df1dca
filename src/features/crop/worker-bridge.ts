/**
 * A page-side bridge to one dedicated worker (Squoosh style): calls run one at a time in order, each may be
 * cancelled with an AbortSignal, and the worker is ended once it has been idle for a while, so a crop done an hour
 * ago holds no thread or memory. A call aborted while it runs ends the worker: that is the only way to stop it.
 */

import { wrap, type Remote } from 'comlink';

export interface WorkerConnection<API> {
  api: API;
  terminate(): void;
  /**
   * Reports the worker's failure, so a failed worker (its script did not load, it threw at the top level) fails the call
   * running on it instead of leaving it waiting forever for an answer.
   */
  onError?(listener: (err: Error) => void): void;
}

/** Idle time after which the worker is ended. */
const WORKER_IDLE_MS = 10_000;

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export class WorkerBridge<API> {
  private connection: WorkerConnection<API> | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;
  /** Rejects the call running now (calls run one at a time). */
  private failCurrent: ((err: Error) => void) | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly connect: () => WorkerConnection<API>;
  private readonly idleMs: number;

  constructor(connect: () => WorkerConnection<API>, idleMs = WORKER_IDLE_MS) {
    this.connect = connect;
    this.idleMs = idleMs;
  }

  /** True while a worker exists (tests and the idle check). */
  get running(): boolean {
    return this.connection !== undefined;
  }

  run<T>(job: (api: API) => Promise<T>, signal?: AbortSignal): Promise<T> {
    this.pending++;
    clearTimeout(this.idleTimer);
    const result = this.tail.then(() => this.start(job, signal));
    // The queue moves on whether this call succeeded or not.
    this.tail = result.catch(() => undefined);
    void this.tail.then(() => this.settled());
    return result;
  }

  /** Ends the worker now; queued calls start a new one. */
  terminate(): void {
    clearTimeout(this.idleTimer);
    this.connection?.terminate();
    this.connection = undefined;
  }

  private async start<T>(job: (api: API) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw abortError();
    this.connection ??= this.open();
    const connection = this.connection;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (this.connection === connection) this.terminate();
        reject(abortError());
      };
      this.failCurrent = reject;
      signal?.addEventListener('abort', onAbort, { once: true });
      job(connection.api)
        .then(resolve, reject)
        .finally(() => {
          this.failCurrent = undefined;
          signal?.removeEventListener('abort', onAbort);
        });
    });
  }

  /** A new worker; when it fails, the call on it rejects and the next call starts another. */
  private open(): WorkerConnection<API> {
    const connection = this.connect();
    connection.onError?.((err) => {
      if (this.connection === connection) this.terminate();
      this.failCurrent?.(err);
    });
    return connection;
  }

  private settled(): void {
    this.pending--;
    if (this.pending > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.terminate(), this.idleMs);
  }
}

/**
 * A bridge to one dedicated worker file, speaking comlink; each worker does one job. A worker whose script fails
 * (say, a chunk gone after a deploy) rejects the running call instead of leaving it waiting forever.
 */
export function bridge<API>(create: () => Worker): WorkerBridge<Remote<API>> {
  return new WorkerBridge<Remote<API>>((): WorkerConnection<Remote<API>> => {
    const worker = create();
    return {
      api: wrap<API>(worker),
      terminate: () => worker.terminate(),
      onError: (listener) =>
        worker.addEventListener('error', (event) => listener(new Error(`worker failed: ${event.message}`)), {
          once: true,
        }),
    };
  });
}
