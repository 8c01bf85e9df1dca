/**
 * A page-side bridge to one dedicated worker (Squoosh style): calls run one at a time in order, each may be
 * cancelled with an AbortSignal, and the worker is ended once it has been idle for a while, so a crop done an hour
 * ago holds no thread or memory. A call aborted while it runs ends the worker: that is the only way to stop it.
 */

export interface WorkerConnection<API> {
  api: API;
  terminate(): void;
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
    this.connection ??= this.connect();
    const connection = this.connection;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (this.connection === connection) this.terminate();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      job(connection.api)
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  }

  private settled(): void {
    this.pending--;
    if (this.pending > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.terminate(), this.idleMs);
  }
}
