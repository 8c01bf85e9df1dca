import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signUp, startProcess, type Proc } from '../tests/unit/server/support/processes';
import { SHARED_SEED_MEDIA_DIR } from '../tests/unit/server/support/test-app';
import type { BenchRow } from './support/browser-bench';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../scripts/db/scratch-postgres';

/** A deployment shape to measure: API processes on one data folder. */
interface Shape {
  name: string;
  apiProcesses: number;
  shared: boolean;
  /** On the machine's PostgreSQL (a database of the shape's own) instead of the SQLite file. */
  postgres?: boolean;
}

const SHAPES: Shape[] = [
  { name: '1 API process, sole (the embedded default)', apiProcesses: 1, shared: false },
  { name: '1 API process, SHARED_DATA', apiProcesses: 1, shared: true },
  { name: '2 API processes, SHARED_DATA', apiProcesses: 2, shared: true },
  { name: '1 API process, PostgreSQL', apiProcesses: 1, shared: true, postgres: true },
  { name: '2 API processes, PostgreSQL', apiProcesses: 2, shared: true, postgres: true },
];

const CREATES = 600;
const IN_FLIGHT = 20;
const BASE_PORT = 6880;

/** POSTs one create over a keep-alive agent; resolves with the envelope's code. */
function poster(port: number, authorization: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
  const body = (i: number) => JSON.stringify({ params: { prompt: `bench ${i}` } });
  const create = (i: number) =>
    new Promise<number>((resolve, reject) => {
      const payload = body(i);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/ai/create/text2image',
          agent,
          headers: { authorization, 'content-type': 'application/json' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve((JSON.parse(Buffer.concat(chunks).toString()) as { code: number }).code),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { create, close: () => agent.destroy() };
}

/**
 * Task create throughput of real server processes (the real engine loaded, no job run: ENGINE_CONCURRENCY=0, so
 * the figure is the API and the database) with one process alone, one in shared mode, two sharing one data
 * folder, and one and two on one PostgreSQL database, the creates spread over them. Client and servers share the
 * machine's cores: compare the rows of one run, not runs of different machines.
 */
export async function benchTaskProcesses(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const shape of SHAPES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-processes-'));
    const procs: Proc[] = [];
    const scratch = shape.postgres ? await createScratchPostgres(POSTGRES_ADMIN_URL, 'bench') : undefined;
    try {
      const env = {
        DATA_DIR: dataDir,
        SEED_MEDIA_DIR: SHARED_SEED_MEDIA_DIR,
        CLIENT_DIR: '',
        HOST: '127.0.0.1',
        ENGINE_CONCURRENCY: '0',
        RATE_LIMITS: 'off',
        TASKS_IN_FLIGHT_MAX: '1000000',
        SIGNUP_CREDITS: String(CREATES + 10),
        PASSWORD_SCRYPT_LOG2_N: '14',
        TOKEN_SECRET: 'the-secret-of-the-bench-processes-0123',
        ...(shape.shared && { SHARED_DATA: '1' }),
        ...(scratch && { DATABASE_URL: scratch.url }),
      };
      const bases: string[] = [];
      for (let i = 0; i < shape.apiProcesses; i++) {
        const port = BASE_PORT + i;
        const proc = startProcess('main', { ...env, PORT: String(port) });
        procs.push(proc);
        await proc.waitFor(/AI media app on/);
        bases.push(`http://127.0.0.1:${port}`);
      }
      const { authorization } = await signUp(bases[0]!);
      const clients = bases.map((base) => poster(Number(new URL(base).port), authorization!));
      // One unmeasured create per process opens its connections and warms its statements.
      await Promise.all(clients.map((c, i) => c.create(-1 - i)));
      let next = 0;
      let refused = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async (_, lane) => {
          const client = clients[lane % clients.length]!;
          while (next < CREATES - clients.length) if ((await client.create(next++)) !== 0) refused += 1;
        }),
      );
      const ms = performance.now() - start;
      clients.forEach((c) => c.close());
      const made = CREATES - clients.length;
      rows.push({
        metric: `create throughput, ${shape.name}`,
        value: `${((made / ms) * 1000).toFixed(0)} tasks/s${refused ? ` (${refused} refused)` : ''}`,
      });
    } finally {
      await Promise.all(procs.map((p) => p.stop('SIGTERM')));
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchTaskProcesses()) console.log(`${row.metric.padEnd(64)} ${row.value}`);
}
