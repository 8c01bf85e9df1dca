import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../../src/api';
import { APP_SOURCE, APP_VERSION, CLIENT_TYPE_DESKTOP, CLIENT_TYPE_MOBILE } from '../../../src/core/identity';
import { startTestServer, type SeenRequest, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseURL: server.baseURL,
    getClientSn: () => 'device-123',
    clientType: CLIENT_TYPE_MOBILE,
    ...overrides,
  });
}

describe('request headers', () => {
  it('sends source, device, version and client type on every call', async () => {
    const seen = await client().get<SeenRequest>('/echo');
    expect(seen.headers['x-source']).toBe(String(APP_SOURCE));
    expect(seen.headers['x-client-sn']).toBe('device-123');
    expect(seen.headers['x-prod-ver']).toBe(APP_VERSION);
    expect(seen.headers['x-client-type']).toBe(String(CLIENT_TYPE_MOBILE));
  });

  it('sends the bearer token only when signed in', async () => {
    let token: string | null = null;
    const api = client({ getToken: () => token });
    expect((await api.get<SeenRequest>('/echo')).headers.authorization).toBeUndefined();
    token = 'session-abc';
    expect((await api.get<SeenRequest>('/echo')).headers.authorization).toBe('Bearer session-abc');
  });

  it('accepts asynchronous token and device getters, and a client type that follows the viewport', async () => {
    let width = 1200;
    const api = client({
      getToken: async () => 'tok',
      getClientSn: async () => 'from-page',
      clientType: () => (width < 768 ? CLIENT_TYPE_MOBILE : CLIENT_TYPE_DESKTOP),
    });
    const first = await api.get<SeenRequest>('/echo');
    expect(first.headers.authorization).toBe('Bearer tok');
    expect(first.headers['x-client-sn']).toBe('from-page');
    expect(first.headers['x-client-type']).toBe('7');
    width = 400;
    expect((await api.get<SeenRequest>('/echo')).headers['x-client-type']).toBe('8');
  });

  it("sends the page's language as Accept-Language, as it is when each call goes", async () => {
    let language = 'ja';
    const api = client({ getLanguage: () => language });
    expect((await api.get<SeenRequest>('/echo')).headers['accept-language']).toBe('ja');
    language = 'de';
    expect((await api.get<SeenRequest>('/echo')).headers['accept-language']).toBe('de');
    // Without a language (the service worker) the client sets none: the runtime's own goes.
    const sent: Array<string | null> = [];
    const capture: typeof globalThis.fetch = (input, init) => {
      sent.push(new Headers(init?.headers).get('accept-language'));
      return globalThis.fetch(input, init);
    };
    await client({ fetch: capture }).get<SeenRequest>('/echo');
    await client({ fetch: capture, getLanguage: () => undefined }).get<SeenRequest>('/echo');
    await client({ fetch: capture, getLanguage: () => 'pt' }).get<SeenRequest>('/echo');
    expect(sent).toEqual([null, null, 'pt']);
  });

  it('adds per-call headers such as Idempotency-Key', async () => {
    const seen = await client().post<SeenRequest>(
      '/echo',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
    expect(seen.headers['idempotency-key']).toBe('k-1');
  });

  it('uses an injected fetch implementation', async () => {
    const urls: string[] = [];
    const api = client({
      fetch: (input, init) => {
        urls.push(String(input));
        return globalThis.fetch(input, init);
      },
    });
    await api.get('/echo', { query: { page: 2 } });
    expect(urls).toEqual([`${server.baseURL}/echo?page=2`]);
  });
});

describe('payloads', () => {
  it('normalises non-GET JSON payloads: local dates to minutes, trimmed strings, at any depth', async () => {
    const seen = await client().post<SeenRequest>('/echo', {
      prompt: '  a cat  ',
      when: new Date(2024, 0, 2, 3, 4, 59),
      nested: { list: [' x ', { at: new Date(2025, 11, 31, 23, 5) }] },
      count: 3,
      flag: false,
      none: null,
    });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen.body)).toEqual({
      prompt: 'a cat',
      when: '2024-01-02 03:04',
      nested: { list: ['x', { at: '2025-12-31 23:05' }] },
      count: 3,
      flag: false,
      none: null,
    });
  });

  it('sends PUT and DELETE with their methods and bodies', async () => {
    const api = client();
    const put = await api.put<SeenRequest>('/echo', { name: ' n ' });
    expect([put.method, JSON.parse(put.body)]).toEqual(['PUT', { name: 'n' }]);
    const del = await api.delete<SeenRequest>('/echo', { id: 7 });
    expect([del.method, JSON.parse(del.body)]).toEqual(['DELETE', { id: 7 }]);
  });

  it('passes GET queries through untouched', async () => {
    const seen = await client().get<SeenRequest>('/echo', { query: { q: ' spaced ', page: 1 } });
    expect(new URL(seen.url, server.baseURL).searchParams.get('q')).toBe(' spaced ');
    expect(seen.body).toBe('');
  });
});

describe('envelopes', () => {
  it('resolves with data when code is 0', async () => {
    const seen = await client().get<SeenRequest>('/echo');
    expect(seen.url).toBe('/echo');
  });

  it('offers the whole envelope when asked, turning a GET payload into the query', async () => {
    const envelope = await client().requestEnvelope<SeenRequest>('GET', '/echo', { tpl_id: 5 });
    expect(envelope.code).toBe(0);
    expect(envelope.msg).toBe('success');
    expect(envelope.trace_id).toBe('trace-1');
    expect(envelope.data.url).toBe('/echo?tpl_id=5');
  });
});
