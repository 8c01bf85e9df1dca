import { isEnvelope, type Envelope } from '../src/core/contract/envelope';
import {
  IDEMPOTENCY_HEADER,
  type CreateTaskData,
  type ProgressData,
  type TaskDto,
  type TaskListData,
} from '../src/core/contract/tasks';
import { CODE_SUCCESS, ERROR_NO_RETURN, ERROR_TIMEOUT, ERROR_UNKNOWN } from '../src/core/business-codes';
import { APP_SOURCE, APP_VERSION, CLIENT_TYPE_DESKTOP } from '../src/core/identity';
import {
  CREATE_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  PROGRESS_TIMEOUT_MS,
  RESULT_TIMEOUT_MS,
} from '../src/core/timing';
import type { SessionRecord } from './db';
import { TransportError, type RetryData, type TaskTransport } from './transport';

export interface FetchTransportOptions {
  /** Read for every request: the session lives in IndexedDB, not in SW globals. */
  getSession: () => Promise<SessionRecord | null>;
  /** API origin; '' means the SW's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  timeoutMs?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The spec's request headers (core §7). */
export function apiHeaders(session: SessionRecord | null): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Source': String(APP_SOURCE),
    'X-Prod-Ver': APP_VERSION,
    'X-Client-Type': String(session?.clientType ?? CLIENT_TYPE_DESKTOP),
  };
  if (session?.clientSn) headers['X-Client-Sn'] = session.clientSn;
  if (session?.token) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

/**
 * TaskTransport over fetch. No answer (offline, timeout, HTTP 5xx) rejects with kind `network` so the engine
 * keeps the task and backs off; an envelope with code != 0 rejects with kind `envelope` and the whole envelope.
 */
export function createFetchTransport(options: FetchTransportOptions): TaskTransport {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.baseUrl ?? '';

  async function send(method: 'GET' | 'POST', path: string, opts: RequestOptions): Promise<Response> {
    const session = await options.getSession();
    const url = new URL(base + path, globalThis.location?.origin ?? 'http://localhost');
    for (const [key, value] of Object.entries(opts.query ?? {})) url.searchParams.set(key, value);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    // The caller's abort (download cancel) also ends the request; AbortSignal.any is too new for older Safari.
    opts.signal?.addEventListener('abort', () => timeout.abort(opts.signal!.reason), { once: true });
    if (opts.signal?.aborted) timeout.abort(opts.signal.reason);
    const signal = timeout.signal;
    const headers = { ...apiHeaders(session), ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(url, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (opts.signal?.aborted) throw opts.signal.reason ?? error;
      throw new TransportError('network', timeout.signal.aborted ? ERROR_TIMEOUT : ERROR_UNKNOWN, {});
    } finally {
      clearTimeout(timer);
    }
  }

  async function call<T>(method: 'GET' | 'POST', path: string, opts: RequestOptions = {}): Promise<T> {
    const response = await send(method, path, opts);
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.status >= 500) {
      throw new TransportError('network', ERROR_UNKNOWN, { status: response.status, ...envelopeOf(body) });
    }
    if (!isEnvelope(body)) throw new TransportError('http', ERROR_NO_RETURN, { status: response.status });
    if (body.code !== CODE_SUCCESS) throw TransportError.fromEnvelope(body, response.status);
    return body.data as T;
  }

  return {
    create: (algorithm, body, idempotencyKey) =>
      call<CreateTaskData>('POST', `/v1/ai/create/${encodeURIComponent(algorithm)}`, {
        body,
        timeoutMs: CREATE_TIMEOUT_MS,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    result: (algorithm, taskId) =>
      call<TaskDto>('GET', `/v1/ai/result/${encodeURIComponent(algorithm)}/${encodeURIComponent(taskId)}`, {
        timeoutMs: RESULT_TIMEOUT_MS,
      }),
    progress: (algorithm, taskId) =>
      call<ProgressData>(
        'GET',
        `/v1/${encodeURIComponent(algorithm)}/progress/${encodeURIComponent(taskId)}`,
        {
          timeoutMs: PROGRESS_TIMEOUT_MS,
        },
      ),
    cancel: async (taskId) => {
      const data = await call<unknown>('POST', `/v1/ai/cancel/${encodeURIComponent(taskId)}`);
      return isTaskDto(data) ? data : null;
    },
    del: async (taskId) => {
      await call('POST', `/v1/ai/del/${encodeURIComponent(taskId)}`);
    },
    retry: (taskId, idempotencyKey) =>
      call<RetryData>('POST', '/v1/ai/retry', {
        body: { task_id: taskId },
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    list: (page, pageSize) =>
      call<TaskListData>('POST', '/v1/ai/task', { body: { page, page_size: pageSize } }),
    dataSave: async (body) => {
      await call('POST', '/v1/ai/task/data_save', { body });
    },
    async download(file, name, signal, onProgress) {
      // No own timeout here: the download manager owns the spec's 60 s limit and aborts through `signal`.
      const response = await send('GET', '/v1/file/download', {
        query: { file, name },
        signal,
        timeoutMs: 2 ** 31 - 1,
      });
      const type = response.headers.get('Content-Type') ?? '';
      if (type.includes('application/json')) {
        const body: unknown = await response.json().catch(() => null);
        if (isEnvelope(body)) throw TransportError.fromEnvelope(body, response.status);
      }
      if (!response.ok || !response.body) {
        // Spec core §8: a failed download reports the HTTP status.
        throw new TransportError(response.status >= 500 ? 'network' : 'http', `HTTP ${response.status}`, {
          status: response.status,
        });
      }
      return readCounting(response, onProgress, type);
    },
  };
}

/** Reads the body chunk by chunk, reporting bytes so far against Content-Length. */
export async function readCounting(
  response: Response,
  onProgress: (loaded: number, total: number | null) => void,
  type: string,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks as BlobPart[], { type });
}

function isTaskDto(value: unknown): value is TaskDto {
  return typeof value === 'object' && value !== null && typeof (value as TaskDto).status === 'number';
}

function envelopeOf(body: unknown): { envelope?: Envelope; code?: number } {
  return isEnvelope(body) ? { envelope: body, code: body.code } : {};
}
