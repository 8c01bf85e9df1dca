import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Reply = (req: SeenRequest, res: http.ServerResponse) => void;

export interface TestServer {
  baseURL: string;
  seen: SeenRequest[];
  /** Answers every request parked on /hold with a success envelope. */
  releaseHeld(): void;
  close(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function envelope(code: number, data: unknown, msg = code === 0 ? 'success' : 'failed') {
  return { code, data, msg, trace_id: 'trace-1' };
}

/** A real HTTP server on a free port answering the fixed routes the api tests need. */
export async function startTestServer(): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const held: http.ServerResponse[] = [];
  const routes: Record<string, Reply> = {
    '/echo': (req, res) => json(res, 200, envelope(0, req)),
    '/hold': (_req, res) => held.push(res),
    '/buy': (_req, res) => json(res, 200, envelope(490505, { sku: 1 }, 'please buy now')),
    '/relogin': (_req, res) => json(res, 200, envelope(490010, null, 're-login')),
    '/unauthorized': (_req, res) => json(res, 401, envelope(401, null, 'unauthorized')),
    '/bare-400': (_req, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('bad');
    },
    '/params-400': (_req, res) => json(res, 400, envelope(490001, null, 'params error')),
    '/bare-401': (_req, res) => {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('nope');
    },
    '/bad-params': (_req, res) => json(res, 400, envelope(490001, null, 'prompt: required')),
    '/bad-gateway': (_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    },
    '/empty': (_req, res) => {
      res.writeHead(200);
      res.end();
    },
    '/not-envelope': (_req, res) => json(res, 200, { hello: 'world' }),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const record: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(record);
      const path = record.url.split('?')[0];
      const route = routes[path];
      if (route) route(record, res);
      else json(res, 404, envelope(1, null, 'not found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    seen,
    releaseHeld() {
      for (const res of held.splice(0)) {
        if (!res.destroyed) json(res, 200, envelope(0, 'released'));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound once, then closed. */
export async function closedPortURL(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
