import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchTransport } from '../../../sw/transport-fetch';
import { TransportError } from '../../../sw/transport';
import type { SessionRecord } from '../../../src/sw-contract/db';
import { signIn, startTestApp, type TestApp } from '../server/support/test-app';
import { CODE_BUY_NOW, CODE_TASK_NOT_FOUND } from '../../../src/core/business-codes';
import { isTaskFinished, TASK_STATUS_SUCCESS } from '../../../src/core/task-status';

let server: TestApp;
let baseUrl: string;
let session: SessionRecord;

beforeAll(async () => {
  server = await startTestApp();
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await signIn(server.ctx, 1);
  session = {
    key: 'current',
    token: user.headers.authorization.replace('Bearer ', ''),
    uid: String(user.userId),
    clientSn: 'device-1',
    clientType: 8,
    expiresAt: Date.now() + 60_000,
  };
});
afterAll(async () => {
  await server.app.close();
});

describe('the SW transport over the shared request layer, against the real server', () => {
  it('creates with the idempotency key, polls to success and downloads the file', async () => {
    const seen: Record<string, string>[] = [];
    const transport = createFetchTransport({
      baseUrl,
      getSession: async () => session,
      fetch: (input, init) => {
        seen.push(Object.fromEntries(new Headers(init?.headers).entries()));
        return fetch(input, init);
      },
    });
    const created = await transport.create('text2image', { params: { prompt: '  a lighthouse  ' } }, 'key-1');
    const again = await transport.create('text2image', { params: { prompt: 'a lighthouse' } }, 'key-1');
    expect(again.task_id).toBe(created.task_id);
    expect(created.task.params.prompt).toBe('a lighthouse');
    expect(seen[0]).toMatchObject({
      authorization: `Bearer ${session.token}`,
      'x-client-sn': 'device-1',
      'x-client-type': '8',
      'idempotency-key': 'key-1',
    });
    let task = await transport.result('text2image', created.task_id);
    for (let i = 0; i < 100 && !isTaskFinished(task.status); i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = await transport.result('text2image', created.task_id);
    }
    expect(task.status).toBe(TASK_STATUS_SUCCESS);
    const progress: number[] = [];
    const file = task.result!.files[0];
    const blob = await transport.download(file.file, 'out.png', new AbortController().signal, (loaded) =>
      progress.push(loaded),
    );
    expect(blob.size).toBe(file.size);
    expect(progress.at(-1)).toBe(file.size);

    // The same download with the connection dropped half way: the rest is asked for from where it stopped.
    const asked: Array<string | null> = [];
    let cuts = 0;
    const cutting = createFetchTransport({
      baseUrl,
      getSession: async () => session,
      downloadRetryMs: () => 5,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        asked.push(new Headers(init?.headers).get('range'));
        if (cuts++ > 0) return response;
        // The first answer's body breaks off after half the bytes, as a dropped connection does.
        const half = new Uint8Array(await response.arrayBuffer()).subarray(0, Math.floor(file.size / 2));
        let sent = false;
        const broken = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return controller.error(new TypeError('network error'));
            sent = true;
            controller.enqueue(half);
          },
        });
        return new Response(broken, { status: response.status, headers: response.headers });
      },
    });
    const resumed = await cutting.download(file.file, 'out.png', new AbortController().signal, () => {});
    expect(asked).toEqual([null, `bytes=${Math.floor(file.size / 2)}-`]);
    expect(new Uint8Array(await resumed.arrayBuffer())).toEqual(new Uint8Array(await blob.arrayBuffer()));
  });

  it('reports refusals as envelope errors with their code', async () => {
    const transport = createFetchTransport({ baseUrl, getSession: async () => session });
    const noCredits = await transport
      .create('text2image', { params: { prompt: 'one more' } }, 'key-2')
      .catch((e: unknown) => e);
    expect(noCredits).toBeInstanceOf(TransportError);
    expect((noCredits as TransportError).kind).toBe('envelope');
    expect((noCredits as TransportError).code).toBe(CODE_BUY_NOW);
    const missing = await transport.result('text2image', 'no-such-task').catch((e: unknown) => e);
    expect((missing as TransportError).code).toBe(CODE_TASK_NOT_FOUND);
  });

  it("asks for the server's messages in the language the page handed over with the session", async () => {
    const transport = createFetchTransport({
      baseUrl,
      getSession: async () => ({ ...session, language: 'ja' }),
    });
    const refused = await transport
      .create('text2image', { params: { prompt: 'no credits left' } }, 'key-ja')
      .catch((e: unknown) => e);
    expect((refused as TransportError).code).toBe(CODE_BUY_NOW);
    expect((refused as TransportError).envelope?.msg).toBe('1クレジットが必要ですが、残高は0クレジットです');
  });

  it('reports an unreachable server as a network error so the task is kept', async () => {
    const transport = createFetchTransport({
      baseUrl: 'http://127.0.0.1:9',
      getSession: async () => session,
    });
    const error = await transport.result('text2image', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect((error as TransportError).kind).toBe('network');
  });
});
