import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiFailure,
  ApiTransportError,
  createApiClient,
  isApiFailure,
  isNetworkError,
  type CodeDispatchInfo,
} from '../../../src/api';
import {
  CODE_BUY_NOW,
  CODE_PARAMS_ERROR,
  CODE_RELOGIN,
  CODE_UNAUTHORIZED,
  ERROR_NO_RETURN,
  ERROR_UNKNOWN,
} from '../../../src/core/business-codes';
import type { Envelope } from '../../../src/core/contract/envelope';
import { CLIENT_TYPE_DESKTOP } from '../../../src/core/identity';
import { closedPortURL, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Dispatched {
  code: number;
  envelope: Envelope;
  info: CodeDispatchInfo;
}

function client(baseURL = server.baseURL) {
  const dispatched: Dispatched[] = [];
  const api = createApiClient({
    baseURL,
    getClientSn: () => 'sn',
    clientType: CLIENT_TYPE_DESKTOP,
    onCode: (code, envelope, info) => dispatched.push({ code, envelope, info }),
  });
  return { api, dispatched };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (err: unknown) => err,
  );
}

describe('business failures', () => {
  it('rejects a non-zero code with the whole envelope and dispatches the code', async () => {
    const { api, dispatched } = client();
    const err = await failureOf(api.post('/buy', {}));
    expect(err).toBeInstanceOf(ApiFailure);
    const failure = err as ApiFailure;
    expect(isApiFailure(failure)).toBe(true);
    expect(failure.code).toBe(CODE_BUY_NOW);
    expect(failure.msg).toBe('please buy now');
    expect(failure.status).toBe(200);
    expect(failure.envelope).toEqual({
      code: CODE_BUY_NOW,
      data: { sku: 1 },
      msg: 'please buy now',
      trace_id: 'trace-1',
    });
    expect(failure.message).toBe(`code: ${CODE_BUY_NOW} msg: please buy now`);
    expect(dispatched).toHaveLength(1);
    expect(dispatched[0].code).toBe(CODE_BUY_NOW);
    expect(dispatched[0].info).toEqual({ relogin: false, status: 200, method: 'POST', url: '/buy' });
  });

  it('tells the dispatcher to sign in again for 490010', async () => {
    const { api, dispatched } = client();
    const err = (await failureOf(api.get('/relogin'))) as ApiFailure;
    expect(err.code).toBe(CODE_RELOGIN);
    expect(dispatched.map((d) => [d.code, d.info.relogin])).toEqual([[CODE_RELOGIN, true]]);
  });

  it('treats HTTP 401 with an envelope as a sign-in-again failure', async () => {
    const { api, dispatched } = client();
    const err = (await failureOf(api.get('/unauthorized'))) as ApiFailure;
    expect([err.code, err.status]).toEqual([CODE_UNAUTHORIZED, 401]);
    expect(dispatched.map((d) => [d.code, d.info.relogin, d.info.status])).toEqual([
      [CODE_UNAUTHORIZED, true, 401],
    ]);
  });

  it('treats a bare HTTP 401 as code 401 as well', async () => {
    const { api, dispatched } = client();
    const err = (await failureOf(api.get('/bare-401'))) as ApiFailure;
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err.code).toBe(CODE_UNAUTHORIZED);
    expect(dispatched[0].info.relogin).toBe(true);
  });

  it('treats a bare HTTP 400 as unauthorized too, but keeps the code of a 400 that carries an envelope', async () => {
    const { api, dispatched } = client();
    const bare = (await failureOf(api.get('/bare-400'))) as ApiFailure;
    expect(bare).toBeInstanceOf(ApiFailure);
    expect([bare.code, bare.status]).toEqual([400, 400]);
    const params = (await failureOf(api.get('/params-400'))) as ApiFailure;
    expect([params.code, params.status]).toEqual([490001, 400]);
    expect(dispatched.map((d) => [d.code, d.info.relogin])).toEqual([
      [400, true],
      [490001, false],
    ]);
  });

  it('reads the envelope of an HTTP 4xx answer', async () => {
    const { api, dispatched } = client();
    const err = (await failureOf(api.post('/bad-params', { prompt: '' }))) as ApiFailure;
    expect(err).toBeInstanceOf(ApiFailure);
    expect([err.code, err.status, err.msg]).toEqual([CODE_PARAMS_ERROR, 400, 'prompt: required']);
    expect(dispatched.map((d) => [d.code, d.info.relogin])).toEqual([[CODE_PARAMS_ERROR, false]]);
  });

  it('keeps rejecting with the failure when a listener throws', async () => {
    const { api } = client();
    api.addCodeListener(() => {
      throw new Error('broken handler');
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      expect(await failureOf(api.get('/relogin'))).toBeInstanceOf(ApiFailure);
    } finally {
      console.error = originalError;
    }
  });
});

describe('answers without an envelope', () => {
  it('maps an HTTP error page to "code: <status> msg: <text>" without dispatching', async () => {
    const { api, dispatched } = client();
    const err = (await failureOf(api.get('/bad-gateway'))) as ApiTransportError;
    expect(err).toBeInstanceOf(ApiTransportError);
    expect([err.kind, err.status, err.message]).toEqual(['http', 502, 'code: 502 msg: Bad Gateway']);
    expect(isNetworkError(err)).toBe(false);
    expect(dispatched).toEqual([]);
  });

  it('maps an empty answer to the no-return text', async () => {
    const { api } = client();
    const err = (await failureOf(api.get('/empty'))) as ApiTransportError;
    expect([err.kind, err.message]).toEqual(['no-body', ERROR_NO_RETURN]);
  });

  it('maps a JSON answer that is not an envelope to "unknown error"', async () => {
    const { api } = client();
    const err = (await failureOf(api.get('/not-envelope'))) as ApiTransportError;
    expect([err.kind, err.message]).toEqual(['invalid', ERROR_UNKNOWN]);
  });
});

describe('network failures', () => {
  it('are recognisable when nothing listens on the port', async () => {
    const { api, dispatched } = client(await closedPortURL());
    const err = await failureOf(api.get('/echo'));
    expect(err).toBeInstanceOf(ApiTransportError);
    expect(isNetworkError(err)).toBe(true);
    expect((err as ApiTransportError).status).toBe(0);
    expect(dispatched).toEqual([]);
  });

  it('are not confused with business failures', async () => {
    const { api } = client();
    expect(isNetworkError(await failureOf(api.get('/buy')))).toBe(false);
  });
});

describe('getter failures', () => {
  it('surface as they are instead of passing for network errors', async () => {
    const api = createApiClient({
      baseURL: server.baseURL,
      getClientSn: () => {
        throw new Error('no device id');
      },
      clientType: CLIENT_TYPE_DESKTOP,
    });
    const err = await failureOf(api.get('/echo'));
    expect(isNetworkError(err)).toBe(false);
    expect((err as Error).message).toBe('no device id');
  });
});
