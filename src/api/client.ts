import { createFetch, type FetchResponse } from 'ofetch';
import { needsRelogin } from '../core/business-codes';
import type { Envelope } from '../core/contract/envelope';
import { APP_SOURCE, APP_VERSION, CLIENT_TYPE_DESKTOP, CLIENT_TYPE_MOBILE } from '../core/identity';
import { ApiFailure, transportError, type ApiTransportErrorKind } from './errors';
import {
  formDataFileBytes,
  toFormData,
  toUrlEncoded,
  type FormValues,
  type UploadParts,
} from './form-bodies';
import { interpretResponse } from './interpret-response';
import { isPlainObject, normalisePayload } from './normalise-payload';
import { PendingRequests, requestKey } from './pending-requests';
import { resolveTimeout, type TimeoutSetting } from './timeouts';

export type ClientType = typeof CLIENT_TYPE_MOBILE | typeof CLIENT_TYPE_DESKTOP;
type MaybePromise<T> = T | Promise<T>;

/** What a code listener learns besides the code and the envelope. */
export interface CodeDispatchInfo {
  /** True for 490010 and 401: the UI should ask the user to sign in again. */
  relogin: boolean;
  status: number;
  method: string;
  url: string;
}
type CodeListener = (code: number, envelope: Envelope, info: CodeDispatchInfo) => void;

/**
 * Everything environment-specific is injected, so the same client runs in the page and in the service worker
 * (where there is no document: the device uuid and client type come from the page).
 */
export interface ApiClientOptions {
  baseURL: string;
  /** Session token; the Authorization header is sent only when this gives a non-empty value. */
  getToken?: () => MaybePromise<string | null | undefined>;
  /** Device uuid (X-Client-Sn). */
  getClientSn: () => MaybePromise<string>;
  /** 8 phone, 7 desktop (X-Client-Type); a function when it follows the viewport. */
  clientType: ClientType | (() => MaybePromise<ClientType>);
  /**
   * The app's language, sent as Accept-Language so the server's messages match the page (the service worker's is
   * the one the page handed over with the session). Without one the runtime's own Accept-Language goes.
   */
  getLanguage?: () => MaybePromise<string | undefined>;
  source?: number;
  version?: string;
  /** Receives every non-zero envelope code, so the UI can react to it. */
  onCode?: CodeListener;
  fetch?: typeof globalThis.fetch;
  /** Default timeout in ms for calls that do not name one (spec: 30 s). */
  defaultTimeout?: number;
}

interface RequestOptions {
  query?: Record<string, unknown>;
  /** Extra headers for this call only, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** Milliseconds, a name from API_TIMEOUTS ('create', 'result', 'progress'), or 0 for none. */
  timeout?: TimeoutSetting;
  /** Cancels the call; it then rejects with 'xhr cancel'. */
  signal?: AbortSignal;
  /** Set false to let this call run alongside an identical pending one instead of replacing it. */
  dedupe?: boolean;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}
interface UploadOptions extends RequestOptions {
  /**
   * fetch cannot observe request bytes, so progress is reported at the start (0) and on arrival (total).
   * Finer progress needs an XMLHttpRequest transport in the page; see the report of this module.
   */
  onProgress?: (progress: UploadProgress) => void;
}

type RequestBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: URLSearchParams }
  | { kind: 'multipart'; value: FormData };

interface SendOptions extends RequestOptions {
  body?: RequestBody;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(url: string, payload?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(url: string, payload?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(url: string, payload?: unknown, options?: RequestOptions): Promise<T>;
  /** POST as application/x-www-form-urlencoded. */
  postForm<T = unknown>(
    url: string,
    values: FormValues | URLSearchParams,
    options?: RequestOptions,
  ): Promise<T>;
  /** POST as multipart/form-data. */
  upload<T = unknown>(url: string, parts: FormData | UploadParts, options?: UploadOptions): Promise<T>;
  /** Any method; resolves with the whole envelope instead of its data. A GET payload becomes the query. */
  requestEnvelope<T = unknown>(
    method: HttpMethod,
    url: string,
    payload?: unknown,
    options?: RequestOptions,
  ): Promise<Envelope<T>>;
  /** Lower level: the prepared body kinds, whole envelope. */
  send<T = unknown>(method: HttpMethod, url: string, options?: SendOptions): Promise<Envelope<T>>;
  /** Adds a code listener besides options.onCode; returns the remover. */
  addCodeListener(listener: CodeListener): () => void;
  /** The spec headers a call would carry, for requests whose answer is not an envelope (file downloads). */
  requestHeaders(extra?: Record<string, string>): Promise<Record<string, string>>;
}

/** Non-GET payloads are sent as JSON after normalising (dates, trimmed strings). */
function jsonBody(payload: unknown): RequestBody {
  return payload === undefined ? { kind: 'none' } : { kind: 'json', value: normalisePayload(payload) };
}

/** The answer as text parsed to JSON when it is JSON; empty answers become undefined. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const injectedFetch = options.fetch;
  // Called through globalThis at call time: a detached `fetch` throws "Illegal invocation" in browsers.
  const fetchImpl: typeof globalThis.fetch =
    injectedFetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: fetchImpl });
  const pending = new PendingRequests();
  const listeners = new Set<CodeListener>();
  if (options.onCode) listeners.add(options.onCode);

  async function buildHeaders(extra: Record<string, string> | undefined): Promise<Record<string, string>> {
    const [token, clientSn, clientType, language] = await Promise.all([
      options.getToken?.(),
      options.getClientSn(),
      typeof options.clientType === 'function' ? options.clientType() : options.clientType,
      options.getLanguage?.(),
    ]);
    const headers: Record<string, string> = {
      'X-Source': String(options.source ?? APP_SOURCE),
      'X-Client-Sn': clientSn,
      'X-Prod-Ver': options.version ?? APP_VERSION,
      'X-Client-Type': String(clientType),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (language) headers['Accept-Language'] = language;
    return { ...headers, ...extra };
  }

  function dispatch(failure: ApiFailure, method: string, url: string): void {
    const info: CodeDispatchInfo = {
      relogin: needsRelogin(failure.code),
      status: failure.status,
      method,
      url,
    };
    for (const listener of listeners) {
      try {
        listener(failure.code, failure.envelope, info);
      } catch (err) {
        // A broken UI handler must not turn a business failure into something else.
        console.error('api code listener failed', err);
      }
    }
  }

  async function send<T>(method: HttpMethod, url: string, opts: SendOptions = {}): Promise<Envelope<T>> {
    const controller = new AbortController();
    let reason: ApiTransportErrorKind | undefined;
    const abort = (why: ApiTransportErrorKind) => {
      if (reason) return;
      reason = why;
      controller.abort();
    };
    const onCallerAbort = () => abort('aborted');
    if (opts.signal?.aborted) onCallerAbort();
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timeoutMs = resolveTimeout(opts.timeout, options.defaultTimeout);
    const timer = timeoutMs > 0 ? setTimeout(() => abort('timeout'), timeoutMs) : undefined;
    const key = requestKey(method, opts.query ? `${url} ${JSON.stringify(opts.query)}` : url);
    const release = opts.dedupe === false ? () => {} : pending.claim(key, () => abort('duplicate'));

    let response: FetchResponse<string>;
    try {
      // A failing token or device getter is a bug to surface as it is, not a network error.
      const headers = await buildHeaders(opts.headers);
      if (reason) throw transportError(reason);
      const body = opts.body ?? { kind: 'none' };
      try {
        response = await $fetch.raw<string, 'text'>(url, {
          method,
          baseURL: options.baseURL,
          query: opts.query,
          headers,
          body: body.kind === 'none' ? undefined : (body.value as BodyInit | Record<string, unknown>),
          signal: controller.signal,
          responseType: 'text',
          retry: false,
          ignoreResponseError: true,
        });
      } catch (err) {
        if (reason) throw transportError(reason, 0, err);
        // fetch rejects only when no answer arrived at all: offline, refused, DNS, CORS.
        throw transportError('network', 0, err);
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      release();
    }

    const result = interpretResponse<T>(
      response.status,
      response.statusText,
      parseBody(response._data ?? ''),
    );
    if (result.ok) return result.envelope;
    if (result.error instanceof ApiFailure) dispatch(result.error, method, url);
    throw result.error;
  }

  async function dataOf<T>(promise: Promise<Envelope<T>>): Promise<T> {
    return (await promise).data;
  }

  return {
    get: (url, o) => dataOf(send('GET', url, o)),
    post: (url, payload, o) => dataOf(send('POST', url, { ...o, body: jsonBody(payload) })),
    put: (url, payload, o) => dataOf(send('PUT', url, { ...o, body: jsonBody(payload) })),
    delete: (url, payload, o) => dataOf(send('DELETE', url, { ...o, body: jsonBody(payload) })),
    postForm: (url, values, o) =>
      dataOf(send('POST', url, { ...o, body: { kind: 'form', value: toUrlEncoded(values) } })),
    async upload<T>(url: string, parts: FormData | UploadParts, o: UploadOptions = {}): Promise<T> {
      const form = toFormData(parts);
      const total = formDataFileBytes(form);
      o.onProgress?.({ loaded: 0, total });
      const envelope = await send<T>('POST', url, { ...o, body: { kind: 'multipart', value: form } });
      o.onProgress?.({ loaded: total, total });
      return envelope.data;
    },
    requestEnvelope(method, url, payload, o) {
      // GET cannot carry a body: its payload travels as the query, unnormalised (the spec normalises non-GET only).
      if (method === 'GET') {
        const query = isPlainObject(payload) ? { ...payload, ...o?.query } : o?.query;
        return send(method, url, { ...o, query });
      }
      return send(method, url, { ...o, body: jsonBody(payload) });
    },
    send,
    addCodeListener(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    requestHeaders: buildHeaders,
  };
}
