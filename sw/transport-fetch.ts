import { createApiClient, isApiFailure, type ApiClient, type ClientType } from '../src/api';
import { ApiTransportError } from '../src/api/errors';
import { isEnvelope } from '../src/core/contract/envelope';
import {
  IDEMPOTENCY_HEADER,
  type CreateTaskData,
  type ProgressData,
  type TaskDto,
  type TaskListData,
} from '../src/core/contract/tasks';
import type { RetryTaskBody, TaskListBody } from '../src/core/contract/task-requests';
import { CLIENT_TYPE_DESKTOP } from '../src/core/identity';
import type { SessionRecord } from '../src/sw-contract/db';
import { TransportError, type RetryData, type TaskTransport } from './transport';
import { readResumable } from './resumable-download';

export interface FetchTransportOptions {
  /** Read for every request: the session lives in IndexedDB, not in SW globals. */
  getSession: () => Promise<SessionRecord | null>;
  /** API origin; '' means the SW's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Wait before asking for the rest of a download cut short (tests make it short). */
  downloadRetryMs?: (attempt: number) => number;
}

interface CallOptions {
  body?: unknown;
  timeout?: 'create' | 'result' | 'progress';
  headers?: Record<string, string>;
}

/** The request layer of the page (src/api), fed from the session the page stored in IndexedDB. */
export function sessionApiClient(options: FetchTransportOptions): ApiClient {
  return createApiClient({
    baseURL: options.baseUrl || globalThis.location?.origin || 'http://localhost',
    getToken: async () => (await options.getSession())?.token,
    getClientSn: async () => (await options.getSession())?.clientSn ?? '',
    clientType: async () => ((await options.getSession())?.clientType ?? CLIENT_TYPE_DESKTOP) as ClientType,
    getLanguage: async () => (await options.getSession())?.language,
    fetch: options.fetch,
  });
}

/**
 * Maps the request layer's failures onto the engine's: no answer (offline, timeout, HTTP 5xx) is `network`, so
 * the engine keeps the task and backs off; an envelope with code != 0 is `envelope` with the whole envelope.
 */
export function toTransportError(error: unknown): TransportError {
  if (isApiFailure(error)) {
    if (error.status >= 500) return new TransportError('network', error.message, { status: error.status });
    return TransportError.fromEnvelope(error.envelope, error.status);
  }
  if (error instanceof ApiTransportError) {
    const noAnswer = error.kind === 'network' || error.kind === 'timeout' || error.status >= 500;
    return new TransportError(noAnswer ? 'network' : 'http', error.message, { status: error.status });
  }
  return new TransportError('network', String((error as Error)?.message ?? error), {});
}

/** TaskTransport over the shared request layer (same headers, timeouts and payload normalising as the page). */
export function createFetchTransport(options: FetchTransportOptions): TaskTransport {
  const api = sessionApiClient(options);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, opts: CallOptions = {}): Promise<T> {
    // Polls of different tasks share no URL, and a create must never cancel another: no duplicate cancelling.
    const common = { timeout: opts.timeout, headers: opts.headers, dedupe: false };
    try {
      return method === 'GET'
        ? await api.get<T>(path, common)
        : await api.post<T>(path, opts.body ?? {}, common);
    } catch (error) {
      throw toTransportError(error);
    }
  }

  return {
    create: (algorithm, body, idempotencyKey) =>
      call<CreateTaskData>('POST', `/v1/ai/create/${encodeURIComponent(algorithm)}`, {
        body,
        timeout: 'create',
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    result: (algorithm, taskId) =>
      call<TaskDto>('GET', `/v1/ai/result/${encodeURIComponent(algorithm)}/${encodeURIComponent(taskId)}`, {
        timeout: 'result',
      }),
    progress: (algorithm, taskId) =>
      call<ProgressData>(
        'GET',
        `/v1/${encodeURIComponent(algorithm)}/progress/${encodeURIComponent(taskId)}`,
        { timeout: 'progress' },
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
        body: { task_id: taskId } satisfies RetryTaskBody,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    list: (page, pageSize) =>
      call<TaskListData>('POST', '/v1/ai/task', {
        body: { page, page_size: pageSize } satisfies TaskListBody,
      }),
    dataSave: async (body) => {
      await call('POST', '/v1/ai/task/data_save', { body });
    },
    async download(file, name, signal, onProgress) {
      // No own timeout here: the download manager owns the spec's 60 s limit and aborts through `signal`.
      const url = new URL(
        '/v1/file/download',
        options.baseUrl || globalThis.location?.origin || 'http://localhost',
      );
      url.search = new URLSearchParams({ file, name }).toString();
      const open = async (extra: Record<string, string>): Promise<Response> => {
        let response: Response;
        try {
          response = await doFetch(url, {
            headers: await api.requestHeaders(extra),
            signal,
            credentials: 'same-origin',
          });
        } catch (error) {
          if (signal.aborted) throw signal.reason ?? error;
          throw new TransportError('network', (error as Error).message, {});
        }
        const type = response.headers.get('Content-Type') ?? '';
        if (type.includes('application/json')) {
          const body: unknown = await response.json().catch(() => null);
          if (isEnvelope(body)) throw TransportError.fromEnvelope(body, response.status);
        }
        if (!response.ok || !response.body) {
          // A failed download reports the HTTP status.
          throw new TransportError(response.status >= 500 ? 'network' : 'http', `HTTP ${response.status}`, {
            status: response.status,
          });
        }
        return response;
      };
      return readResumable({ open, signal, onProgress, retryDelayMs: options.downloadRetryMs });
    },
  };
}

function isTaskDto(value: unknown): value is TaskDto {
  return typeof value === 'object' && value !== null && typeof (value as TaskDto).status === 'number';
}
