/**
 * Reads a download whole, and when the connection drops after some bytes, asks for the rest (Range, with the
 * first answer's ETag as If-Range) and appends it: a phone that loses the network at 90% of a video does not
 * start again. It tries again until `signal` aborts (the download manager's no-bytes limit, or a cancel); a
 * failure before any byte arrived is the caller's to report, as before.
 */
import { TransportError } from './transport';

export interface ResumableDownloadOptions {
  /** Sends the GET with these extra headers (none for the first request) and answers the checked Response. */
  open: (headers: Record<string, string>) => Promise<Response>;
  signal: AbortSignal;
  onProgress: (loaded: number, total: number | null) => void;
  /** Wait before asking again after the `attempt`-th drop in a row. */
  retryDelayMs?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(8000, 500 * 2 ** attempt);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Where a 206 answer's bytes start (`Content-Range: bytes 500-999/1000`), or null. */
function contentRangeStart(response: Response): number | null {
  const match = /^bytes (\d+)-/.exec(response.headers.get('Content-Range') ?? '');
  return match ? Number(match[1]) : null;
}

export async function readResumable(options: ResumableDownloadOptions): Promise<Blob> {
  const { signal, onProgress } = options;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  let total: number | null = null;
  let type = '';
  let etag: string | null = null;
  let ranges = false;
  let drops = 0;
  for (;;) {
    const resuming = loaded > 0;
    const headers: Record<string, string> = resuming
      ? { Range: `bytes=${loaded}-`, ...(etag ? { 'If-Range': etag } : {}) }
      : {};
    try {
      const response = await options.open(headers);
      // A part must start where our bytes end; anything else (the whole file, another range) starts over.
      const part = resuming && response.status === 206 && contentRangeStart(response) === loaded;
      if (!part) {
        chunks.length = 0;
        loaded = 0;
        const length = Number(response.headers.get('Content-Length'));
        total = Number.isFinite(length) && length > 0 ? length : null;
        type = response.headers.get('Content-Type') ?? '';
        etag = response.headers.get('ETag');
        ranges = response.headers.get('Accept-Ranges') === 'bytes';
        onProgress(0, total);
      }
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        loaded += value.byteLength;
        drops = 0;
        // Only new bytes count as progress: they are what keeps the download manager's 60 s limit away.
        onProgress(loaded, total);
      }
      if (total === null || loaded >= total) return new Blob(chunks as BlobPart[], { type });
      throw new TypeError('the connection closed before the whole file arrived');
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      // The connection broke after the last byte: the file is whole.
      if (total !== null && loaded >= total) return new Blob(chunks as BlobPart[], { type });
      const network = !(error instanceof TransportError) || error.kind === 'network';
      // Nothing yet, or a server that cannot send a part: the failure is the caller's, as a plain download's.
      if (!network || loaded === 0 || !ranges) {
        throw error instanceof TransportError ? error : new TransportError('network', String(error), {});
      }
      await sleep((options.retryDelayMs ?? defaultDelay)(drops++), signal);
    }
  }
}
