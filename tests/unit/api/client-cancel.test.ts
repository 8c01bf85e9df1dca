import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiTransportError,
  createApiClient,
  isCancelError,
  isNetworkError,
  isTimeoutError,
} from '../../../src/api';
import { ERROR_TIMEOUT, ERROR_XHR_CANCEL } from '../../../src/core/business-codes';
import { CLIENT_TYPE_DESKTOP } from '../../../src/core/identity';
import { startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function client() {
  return createApiClient({
    baseURL: server.baseURL,
    getClientSn: () => 'sn',
    clientType: CLIENT_TYPE_DESKTOP,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiTransportError> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(ApiTransportError);
      return err as ApiTransportError;
    },
  );
}

/** Resolves once the server has received every call tagged with these X-Call values, so none is released early. */
async function received(...tags: string[]): Promise<void> {
  const arrived = () => tags.every((tag) => server.seen.some((s) => s.headers['x-call'] === tag));
  while (!arrived()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const tag = (name: string) => ({ headers: { 'X-Call': name } });

describe('timeouts', () => {
  it('reject with the timeout text when the server does not answer in time', async () => {
    const err = await failureOf(client().get('/hold', { timeout: 50, dedupe: false }));
    expect([err.kind, err.message]).toEqual(['timeout', ERROR_TIMEOUT]);
    expect(isTimeoutError(err)).toBe(true);
    expect(isNetworkError(err)).toBe(false);
  });
});

describe('duplicate requests', () => {
  it('cancel the earlier pending request with the same method and URL', async () => {
    const api = client();
    const first = failureOf(api.get('/hold?same=1', tag('dup-first')));
    // The earlier request is on the wire, not merely queued, when its duplicate arrives.
    await received('dup-first');
    const second = api.get<string>('/hold?same=1', tag('dup-second'));
    const err = await first;
    expect([err.kind, err.message]).toEqual(['duplicate', ERROR_XHR_CANCEL]);
    expect(isCancelError(err)).toBe(true);
    await received('dup-second');
    server.releaseHeld();
    expect(await second).toBe('released');
  });

  it('leave requests with another method, URL or query alone', async () => {
    const api = client();
    const calls = [
      api.get<string>('/hold', { query: { id: 1 }, ...tag('other-1') }),
      api.get<string>('/hold', { query: { id: 2 }, ...tag('other-2') }),
      api.post<string>('/hold', { id: 1 }, tag('other-3')),
      api.get<string>('/hold?other=1', tag('other-4')),
    ];
    await received('other-1', 'other-2', 'other-3', 'other-4');
    server.releaseHeld();
    expect(await Promise.all(calls)).toEqual(['released', 'released', 'released', 'released']);
  });

  it('can be allowed to run side by side', async () => {
    const api = client();
    const calls = [
      api.get<string>('/hold', { dedupe: false, ...tag('side-1') }),
      api.get<string>('/hold', { dedupe: false, ...tag('side-2') }),
    ];
    await received('side-1', 'side-2');
    server.releaseHeld();
    expect(await Promise.all(calls)).toEqual(['released', 'released']);
  });
});

describe('caller cancel', () => {
  it('rejects with the cancel text when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = failureOf(client().get('/hold', { signal: controller.signal, ...tag('caller-abort') }));
    await received('caller-abort');
    controller.abort();
    const err = await pending;
    expect([err.kind, err.message]).toEqual(['aborted', ERROR_XHR_CANCEL]);
    expect(isCancelError(err)).toBe(true);
  });

  it('never sends a call whose signal is already aborted', async () => {
    const before = server.seen.length;
    const err = await failureOf(client().post('/echo', {}, { signal: AbortSignal.abort() }));
    expect(err.kind).toBe('aborted');
    expect(server.seen.length).toBe(before);
  });
});
