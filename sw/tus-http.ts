/**
 * What tus-js-client needs to run in a service worker: requests over fetch (its browser build uses
 * XMLHttpRequest, which workers lack) and a file reader over a Blob (its Node build reads Buffers and streams
 * only, and the SW's unit tests run in Node). Both are the library's documented extension points.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return this.response;
  }
}

/**
 * A request with no answer for this long is given up (then resumed from the server's offset): a stalled
 * connection must not leave an upload "uploading" forever. Two minutes carry a 1 MiB chunk at 70 kbit/s.
 */
const REQUEST_TIMEOUT_MS = 120_000;

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private onProgress: ((bytesSent: number) => void) | null = null;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly doFetch: typeof fetch,
  ) {}
  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  // fetch cannot report a request body's bytes as they go; progress moves once per chunk (see chunkSize).
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.onProgress = handler;
  }
  async send(body: Blob | null = null): Promise<HttpResponse> {
    const response = await this.doFetch(this.url, {
      method: this.method,
      headers: this.headers,
      body,
      signal:
        typeof AbortSignal.any === 'function'
          ? AbortSignal.any([this.controller.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
          : this.controller.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    if (body && response.ok) this.onProgress?.(body.size);
    return new FetchResponse(response, text);
  }
  abort() {
    this.controller.abort();
    return Promise.resolve();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

export function fetchHttpStack(doFetch: typeof fetch = (input, init) => fetch(input, init)): HttpStack {
  return {
    createRequest: (method, url) => new FetchRequest(method, url, doFetch),
    getName: () => 'FetchHttpStack',
  };
}

/** tus-js-client's file reader over a Blob: slices are Blobs, which fetch sends without copying. */
export const blobFileReader = {
  openFile(input: Blob) {
    return Promise.resolve({
      size: input.size,
      slice(start: number, end: number) {
        return Promise.resolve({ value: input.slice(start, end), done: end >= input.size });
      },
      close() {},
    });
  },
};
