/**
 * Malformed requests at every route the app registers, signed out and signed in: broken and over-long paths,
 * hostile queries, bodies of the wrong shape, type and size, odd headers. No answer may be a 5xx, and every error
 * answer must be the envelope (a service page outside /v1/ may answer its own HTML page instead). Seeded, so a
 * failure names a request that fails again the same way.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';
import type { CreateTaskData } from '../../../src/core/contract/tasks';

/** Requests per route and sign-in state; HEAD routes (GET's handler, no body) get fewer. */
const PER_ROUTE = 100;
const PER_HEAD_ROUTE = 10;
const countFor = (route: { method: string }) => (route.method === 'HEAD' ? PER_HEAD_ROUTE : PER_ROUTE);

/** mulberry32: a small seeded generator, so every run throws the same requests. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}

let t: TestApp;
const routes: Array<{ method: string; url: string }> = [];
/** Ids of things the signed-in user owns, so some requests reach past the ownership checks. */
let owned: { taskId: string; fileId: string; token: string };

beforeAll(async () => {
  t = await startTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
    // The signed-in fuzzer is one account: its own limits would turn most of its requests into 429s.
    env: { RATE_LIMITS: 'task_create.user=100000/1m,upload.user=100000/1m,feedback.user=100000/1m' },
  });
  owned = await ownedTask(await signIn(t.ctx, 1000));
});

/** A finished task of `user`, with its output file. */
async function ownedTask(user: TestUser) {
  const created = envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', { prompt: 'a fox' }));
  const done = await waitFinished(t.app, user, 'text2image', created.data.task_id);
  return {
    taskId: done.task_id,
    fileId: done.result!.files[0].file,
    token: user.token,
    viewUrl: done.result!.files[0].url,
  };
}
afterAll(async () => {
  await t?.close();
});

const LONG = 'a'.repeat(5000);
const PARAMS = [
  '',
  'x'.repeat(101),
  LONG,
  '%zz',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%2e%2e',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '%F0%9F%98%80',
  'text2image',
  'OWNED_TASK',
  'OWNED_FILE',
];
const QUERIES = [
  '',
  '?',
  '?a=1&a=2&a=3',
  '?__proto__[admin]=1&constructor[prototype][x]=1',
  '?page=-1&page_size=1e9&page_num=abc',
  '?sig=&exp=abc',
  '?sig=x&exp=99999999999999999999',
  `?q=${'z'.repeat(20_000)}`,
  '?%zz=1',
  '?file=..%2F..%2Fetc%2Fpasswd&name=%00',
  '?tpl_id[]=1&tpl_id[]=2',
  '?lang=xx&source=%7Bbad&fid=-3&theme=neon&embed=2',
  '?params=%7B%22prompt%22%3A1%7D',
  '?response_type=token&client_id=&redirect_uri=javascript:alert(1)&state=' + 's'.repeat(3000),
  '?file=OWNED_FILE&sig=forged',
  '?code=' + 'c'.repeat(300),
];
const deep = (n: number): unknown => (n === 0 ? {} : { a: deep(n - 1) });
const JSON_BODIES: unknown[] = [
  null,
  [],
  'text',
  123,
  true,
  {},
  { params: 'x' },
  { params: { prompt: 123, steps: -1, step_ms: 'x' } },
  { params: { prompt: LONG, image: 'OWNED_FILE', images: [1, 2] } },
  { task_id: 42 },
  { task_id: 'OWNED_TASK', task_ids: 'x' },
  { task_ids: Array.from({ length: 500 }, (_, i) => String(i)) },
  { page: 'a', page_size: -5 },
  { code: {}, plan: 'x' },
  { taskId: 'OWNED_TASK', save_type: 'nope', user_data: LONG },
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
  deep(200),
  { sku: -1, id: 'x'.repeat(101) },
];
const RAW_BODIES: Array<{ type?: string; body: string | Buffer }> = [
  { type: 'application/json', body: '{bad' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{"a":' + '['.repeat(5000) },
  // Over the 2 MB body limit.
  { type: 'application/json', body: Buffer.from(`"${'x'.repeat(3 * 1024 * 1024)}"`) },
  { type: 'application/json; charset=latin1', body: '{}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%zz&b&&=&c=' + LONG },
  { type: 'application/x-www-form-urlencoded', body: 'email=a&password=b&source=%7B&text=' },
  { type: 'multipart/form-data', body: '--x\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
  },
  {
    type: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--x--\r\n',
  },
  { type: 'application/offset+octet-stream', body: Buffer.alloc(64, 1) },
  { body: Buffer.from([0xff, 0xfe, 0x00, 0x01]) },
];
const HEADER_SETS: Array<Record<string, string>> = [
  {},
  { accept: 'application/json' },
  { accept: 'text/html' },
  { accept: '*/*;q=abc' },
  { authorization: 'Bearer x' },
  { authorization: `Bearer ${'y'.repeat(4000)}` },
  { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ3c0lkIjoiMSJ9.' },
  { cookie: 'mi_token=garbage; mi_accounts_session=%zz' },
  { cookie: `mi_token=${'t'.repeat(3000)}` },
  { range: 'bytes=abc' },
  { range: 'bytes=5-1' },
  { range: 'bytes=999999999-' },
  { range: 'bytes=0-0,1-1', 'if-range': '"other"' },
  { 'if-none-match': '*' },
  { 'idempotency-key': 'has spaces in it' },
  { 'idempotency-key': 'k'.repeat(300) },
  { 'last-event-id': 'not-an-id' },
  { origin: 'https://evil.example' },
  { 'tus-resumable': '0.1', 'upload-length': '-1', 'upload-metadata': 'filename !!!,purpose' },
  { 'tus-resumable': '1.0.0', 'upload-length': '1e20', 'upload-offset': 'x' },
  { 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': 'purpose aW1hZ2U=' },
  { 'x-forwarded-for': 'not an ip, 999.1.1.1', 'accept-language': 'zz-ZZ;q=2' },
  { 'content-encoding': 'gzip' },
];

/** Page routes may answer a browser with a page; the API always answers the envelope. */
const isPageRoute = (url: string) => !url.startsWith('/v1/');

function fill(url: string, pick: <T>(list: readonly T[]) => T): string {
  return url.replace(/:[A-Za-z]+/g, () => pick(PARAMS));
}

function real(text: string): string {
  return text.replaceAll('OWNED_TASK', owned.taskId).replaceAll('OWNED_FILE', owned.fileId);
}

interface Thrown {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function badRequest(
  route: { method: string; url: string },
  signedIn: boolean,
  rnd: ReturnType<typeof seeded>,
) {
  const headers: Record<string, string> = { ...rnd.pick(HEADER_SETS) };
  if (rnd.chance(0.3)) Object.assign(headers, rnd.pick(HEADER_SETS));
  if (signedIn) {
    if (rnd.chance(0.85)) headers.authorization = `Bearer ${owned.token}`;
    else headers.cookie = `mi_token=${owned.token}`;
    // A well-formed request to the event stream opens a stream that stays open: only malformed ones here.
    if (route.url === '/v1/ai/events') headers['last-event-id'] = 'not-an-id';
  }
  const request: Thrown = {
    method: rnd.chance(0.04) ? rnd.pick(['PUT', 'OPTIONS', 'PATCH', 'TRACE']) : route.method,
    url: real(fill(route.url, rnd.pick) + rnd.pick(QUERIES)),
    headers,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD' && rnd.chance(0.9)) {
    if (rnd.chance(0.5)) {
      request.payload = real(JSON.stringify(rnd.pick(JSON_BODIES)));
      headers['content-type'] ??= 'application/json';
    } else {
      const raw = rnd.pick(RAW_BODIES);
      request.payload = typeof raw.body === 'string' ? real(raw.body) : raw.body;
      if (raw.type) headers['content-type'] = raw.type;
    }
  }
  return request;
}

/** What is wrong with an answer, or null. */
function problem(request: Thrown, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (request.method === 'HEAD' || res.statusCode < 400) {
    if (!type.startsWith('application/json') || request.method === 'HEAD') return null;
  }
  if (res.statusCode >= 400 && type.startsWith('text/html') && isPageRoute(request.url)) return null;
  if (!type.startsWith('application/json')) return `HTTP ${res.statusCode} answered ${type || 'no type'}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `HTTP ${res.statusCode}: not JSON: ${res.body.slice(0, 120)}`;
  }
  const env = body as { code?: unknown; data?: unknown; msg?: unknown; trace_id?: unknown };
  const shaped =
    typeof env.code === 'number' &&
    'data' in env &&
    typeof env.msg === 'string' &&
    typeof env.trace_id === 'string' &&
    env.trace_id !== '';
  if (!shaped) return `HTTP ${res.statusCode}: not the envelope: ${res.body.slice(0, 120)}`;
  if (res.statusCode >= 400 && (env.code === 0 || env.msg === '')) {
    return `HTTP ${res.statusCode} with code ${String(env.code)} and msg "${String(env.msg)}"`;
  }
  return null;
}

async function throwAt(signedIn: boolean, seed: number) {
  const rnd = seeded(seed);
  const failures: string[] = [];
  let thrown = 0;
  for (const route of routes) {
    for (let i = 0; i < countFor(route); i++) {
      const request = badRequest(route, signedIn, rnd);
      // Logging out ends the session the other signed-in requests use: that route gets a session of its own.
      if (signedIn && route.url === '/v1/logout') {
        request.headers.authorization = `Bearer ${(await signIn(t.ctx)).token}`;
      }
      const res = await t.app.inject({
        ...request,
        method: request.method as 'GET',
        remoteAddress: `198.51.100.${(i % 250) + 1}`,
      });
      thrown++;
      const wrong = problem(request, res);
      if (wrong) failures.push(`${request.method} ${request.url.slice(0, 160)} → ${wrong}`);
    }
  }
  return { thrown, failures };
}

const expectedCount = () => routes.reduce((sum, route) => sum + countFor(route), 0);

describe('fuzz: malformed requests at every route', () => {
  it('enumerates the routes from Fastify', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/v1/ai/create/:algorithm' });
    expect(routes).toContainEqual({ method: 'GET', url: '/v1/file/view/:fileId' });
  });

  // Several thousand requests: seconds on a quiet machine, longer on a busy one.
  it('signed out: never a 5xx, always the envelope', { timeout: 120_000 }, async () => {
    const { thrown, failures } = await throwAt(false, 1);
    expect(thrown).toBe(expectedCount());
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('signed in: never a 5xx, always the envelope', { timeout: 120_000 }, async () => {
    const { thrown, failures } = await throwAt(true, 2);
    expect(thrown).toBe(expectedCount());
    expect(failures.slice(0, 20)).toEqual([]);
  });
});

describe('fuzz: near-valid requests of the signed-in user with odd headers', () => {
  it('never a 5xx, always the envelope, on the user’s own task and file', async () => {
    // Its own task: the random requests above may have deleted the other one.
    const mine = await ownedTask(await signIn(t.ctx, 100));
    const real = (text: string) =>
      text.replaceAll('OWNED_TASK', mine.taskId).replaceAll('OWNED_FILE', mine.fileId);
    const templates: Array<Omit<Thrown, 'headers'>> = [
      { method: 'GET', url: mine.viewUrl },
      { method: 'GET', url: real('/v1/file/download?file=OWNED_FILE&name=fox') },
      { method: 'GET', url: real('/v1/ai/result/text2image/OWNED_TASK') },
      { method: 'GET', url: real('/v1/text2image/progress/OWNED_TASK') },
      { method: 'GET', url: '/v1/file/uploads' },
      {
        method: 'POST',
        url: '/v1/ai/create/text2image',
        payload: JSON.stringify({ params: { prompt: 'x' } }),
      },
      { method: 'POST', url: '/v1/ai/retry', payload: real('{"task_id":"OWNED_TASK"}') },
      { method: 'POST', url: '/v1/ai/result/batch', payload: real('{"task_ids":["OWNED_TASK"]}') },
      {
        method: 'POST',
        url: '/v1/ai/task/data_save',
        payload: real('{"taskId":"OWNED_TASK","save_type":"like","user_data":{"like":1}}'),
      },
      { method: 'POST', url: real('/v1/ai/cancel/OWNED_TASK') },
    ];
    const failures: string[] = [];
    for (const template of templates) {
      for (const odd of HEADER_SETS) {
        const headers: Record<string, string> = { authorization: `Bearer ${mine.token}`, ...odd };
        if (template.payload !== undefined) headers['content-type'] = 'application/json';
        const request: Thrown = { ...template, headers };
        const res = await t.app.inject({ ...request, method: request.method as 'GET' });
        const wrong = problem(request, res);
        if (wrong) failures.push(`${request.method} ${request.url} ${JSON.stringify(odd)} → ${wrong}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/** Raw bytes to the listening server, as a misbehaving client would send them; the whole answer back. */
function rawExchange(port: number, bytes: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.end(bytes);
  });
}

describe('fuzz: what Node’s HTTP parser refuses', () => {
  it('answers over-long addresses and broken requests with a 4xx envelope too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const cases: Array<[string, number]> = [
      // The request line beyond Node's 16 KB header limit.
      [`GET /v1/ai/result/text2image/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      // A path part over the router's limit, within the parser's.
      [
        `GET /v1/ai/result/text2image/${'a'.repeat(8000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        414,
      ],
      [`GET /v1/file/view/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
      ['NOT A REQUEST\r\n\r\n', 400],
      ['GET / HTTP/1.1\r\nBad Header Name: x\r\n\r\n', 400],
      ['POST /v1/ai/task HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
      [
        'POST /v1/ai/task HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nzz\r\n',
        400,
      ],
    ];
    for (const [bytes, status] of cases) {
      const res = await rawExchange(port, bytes);
      expect(res.status, bytes.slice(0, 60)).toBe(status);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({
        code: expect.any(Number),
        data: null,
        msg: expect.any(String),
      });
    }
  });
});
