import { ERROR_DOWNLOAD_OVERTIME, ERROR_PROMISE_CANCELED } from '../src/core/business-codes';
import { DOWNLOAD_TIMEOUT_MS } from '../src/core/timing';
import type { DownloadProgress, DownloadResult } from '../src/sw-contract/api';
import type { TaskTransport } from './transport';

export interface DownloadDeps {
  transport: Pick<TaskTransport, 'download'>;
  /** Keeps the finished file (Cache Storage in the SW) and returns the URL it is served under. */
  keep?: (id: string, name: string, blob: Blob) => Promise<string | null>;
  /** Every progress change, for the subscription hub. */
  emit?: (progress: DownloadProgress) => void;
  timeoutMs?: number;
}

/** Progress is reported on whole-percent changes, or every 256 KiB when the size is unknown. */
const UNKNOWN_SIZE_STEP = 256 * 1024;

/**
 * Runs downloads of GET /v1/file/download with the spec's failure texts: no bytes for DOWNLOAD_TIMEOUT_MS →
 * 'overtime reject'; cancel → 'promise canceled'. The 60 s restart whenever bytes arrive: a long video on a slow
 * line that keeps arriving is not "overtime", a stalled one is.
 */
export function createDownloadManager(deps: DownloadDeps) {
  const timeoutMs = deps.timeoutMs ?? DOWNLOAD_TIMEOUT_MS;
  const active = new Map<string, { promise: Promise<DownloadResult>; cancel: () => void }>();

  function start(
    id: string,
    file: string,
    name: string,
    onProgress?: (progress: DownloadProgress) => unknown,
  ): Promise<DownloadResult> {
    // A page that re-linked and asked again gets the download already running.
    const running = active.get(id);
    if (running) return running.promise;

    const controller = new AbortController();
    let settled = false;
    let lastMark = -1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancel: () => void = () => {};

    const report = (progress: DownloadProgress) => {
      deps.emit?.(progress);
      try {
        Promise.resolve(onProgress?.(progress)).catch(() => {});
      } catch {
        // a dead page callback must not end the download
      }
    };

    const promise = new Promise<DownloadResult>((resolve, reject) => {
      const fail = (message: string, state: 'failed' | 'cancelled', error?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        controller.abort();
        report({ id, file, name, loaded: 0, total: null, state, error: message });
        reject(error ?? new Error(message));
      };
      const armTimer = () => {
        clearTimeout(timer);
        timer = setTimeout(() => fail(ERROR_DOWNLOAD_OVERTIME, 'failed'), timeoutMs);
      };
      cancel = () => fail(ERROR_PROMISE_CANCELED, 'cancelled');
      armTimer();

      const onBytes = (loaded: number, total: number | null) => {
        if (settled) return;
        armTimer();
        const mark = total ? Math.floor((loaded * 100) / total) : Math.floor(loaded / UNKNOWN_SIZE_STEP);
        if (mark === lastMark) return;
        lastMark = mark;
        report({ id, file, name, loaded, total, state: 'running' });
      };

      deps.transport
        .download(file, name, controller.signal, onBytes)
        .then(async (blob) => {
          if (settled) return;
          const cacheUrl = deps.keep ? await deps.keep(id, name, blob).catch(() => null) : null;
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          report({ id, file, name, loaded: blob.size, total: blob.size, state: 'done' });
          resolve({ id, name, blob, type: blob.type, size: blob.size, cacheUrl });
        })
        .catch((error: unknown) =>
          fail(error instanceof Error ? error.message : String(error), 'failed', error),
        );
    });

    active.set(id, { promise, cancel: () => cancel() });
    promise.then(
      () => active.delete(id),
      () => active.delete(id),
    );
    return promise;
  }

  /** Cancels a running download; its promise rejects with 'promise canceled'. False if none was running. */
  function cancelDownload(id: string): boolean {
    const entry = active.get(id);
    if (!entry) return false;
    entry.cancel();
    return true;
  }

  /** Settles when every running download has ended: what a SW event's waitUntil should cover. */
  function whenIdle(): Promise<void> {
    return Promise.allSettled([...active.values()].map((entry) => entry.promise)).then(() => undefined);
  }

  return {
    start,
    cancel: cancelDownload,
    whenIdle,
    get activeCount() {
      return active.size;
    },
  };
}
