import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { configFromEnv } from '../server/config';
import { signIn } from '../tests/unit/server/support/test-app';
import { testMediaEngine } from '../tests/unit/server/support/test-media-engine';
import type { CreateTaskData } from '../src/core/contract/tasks';
import type { Envelope } from '../src/core/contract/envelope';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../scripts/db/scratch-postgres';
import type { BenchRow } from './support/browser-bench';

export interface TasksBenchOptions {
  /** Tasks created in the throughput run. */
  creates: number;
  /** Creates in flight at once. */
  createConcurrency: number;
  /** Concurrent pollers, each polling one task's result in a loop. */
  pollers: number;
  /** Measured polls per poller (after one unmeasured poll that opens its connection). */
  pollsEach: number;
}

const DEFAULTS: TasksBenchOptions = { creates: 300, createConcurrency: 20, pollers: 200, pollsEach: 25 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A keep-alive client on node:http (lighter than fetch, so the client disturbs the numbers less). */
function client(port: number, authorization: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const request = <T>(method: string, url: string, body?: unknown) =>
    new Promise<Envelope<T>>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: { authorization, ...(payload && { 'content-type': 'application/json' }) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const env = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>;
            if (env.code === 0) resolve(env);
            else reject(new Error(`${url}: ${env.code} ${env.msg}`));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}

async function timed(work: () => Promise<unknown>, into: number[]): Promise<void> {
  const t0 = performance.now();
  await work();
  into.push(performance.now() - t0);
}

/**
 * Create throughput and result-poll latency of the task API over loopback HTTP (port 0), with the small
 * test engine so the numbers measure the API, database and queue rather than media work. Client and
 * server share the process (and the machine's cores), so read the numbers as an upper bound.
 */
export async function benchTasks(
  options: Partial<TasksBenchOptions> = {},
  database: 'sqlite' | 'postgres' = 'sqlite',
): Promise<BenchRow[]> {
  const opts = { ...DEFAULTS, ...options };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tasks-'));
  // On PostgreSQL: the machine's local service, a database of the run's own (dropped after it).
  const scratch =
    database === 'postgres' ? await createScratchPostgres(POSTGRES_ADMIN_URL, 'bench') : undefined;
  // One account creating hundreds of tasks a second is this bench's load, not abuse: the limits are raised (the
  // limiter still runs, so its cost is in the figures).
  const config = configFromEnv({
    DATA_DIR: dataDir,
    CLIENT_DIR: '',
    RATE_LIMITS: 'task_create.user=1000000/1m,task_create.ip=1000000/1m',
    // The bench spends a big balance in one burst on purpose: the per-account cap would refuse most of it.
    TASKS_IN_FLIGHT_MAX: '1000000',
    ...(scratch && { DATABASE_URL: scratch.url }),
  });
  const { app, ctx } = await buildApp(config, { engine: testMediaEngine() });
  const user = await signIn(ctx, opts.creates + opts.pollers + 10);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const api = client((app.server.address() as AddressInfo).port, user.headers.authorization, opts.pollers);
  try {
    const create = (i: number) =>
      api.request<CreateTaskData>('POST', '/v1/ai/create/text2image', {
        params: { prompt: `bench ${i}`, steps: 2, step_ms: 1 },
      });
    let next = 0;
    const createStart = performance.now();
    await Promise.all(
      Array.from({ length: opts.createConcurrency }, async () => {
        while (next < opts.creates) await create(next++);
      }),
    );
    const createMs = performance.now() - createStart;

    const tasks = await Promise.all(Array.from({ length: opts.pollers }, (_, i) => create(opts.creates + i)));
    const poll = (taskId: string) => () => api.request('GET', `/v1/ai/result/text2image/${taskId}`);
    const connecting: number[] = [];
    const latencies: number[] = [];
    await Promise.all(tasks.map(({ data }) => timed(poll(data.task_id), connecting)));
    const pollStart = performance.now();
    await Promise.all(
      tasks.map(async ({ data }) => {
        for (let i = 0; i < opts.pollsEach; i++) await timed(poll(data.task_id), latencies);
      }),
    );
    const pollMs = performance.now() - pollStart;

    // The same creates from as many accounts as are in flight: one account's creates take turns on its row (the
    // caps, the key and the balance are decided one create at a time), different accounts' creates do not.
    const accounts = await Promise.all(
      Array.from({ length: opts.createConcurrency }, () => signIn(ctx, opts.creates)),
    );
    const perAccount = accounts.map((account) =>
      client((app.server.address() as AddressInfo).port, account.headers.authorization, 1),
    );
    let made = 0;
    const manyStart = performance.now();
    await Promise.all(
      perAccount.map(async (own) => {
        while (made < opts.creates) {
          made += 1;
          await own.request<CreateTaskData>('POST', '/v1/ai/create/text2image', {
            params: { prompt: `bench ${made}`, steps: 2, step_ms: 1 },
          });
        }
      }),
    );
    const manyMs = performance.now() - manyStart;
    for (const own of perAccount) own.close();
    latencies.sort((a, b) => a - b);
    connecting.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const pollers = `${opts.pollers} concurrent pollers`;
    return [
      {
        metric: `create throughput (${opts.creates} tasks, ${opts.createConcurrency} in flight)`,
        value: `${((opts.creates / createMs) * 1000).toFixed(0)} tasks/s`,
      },
      {
        metric: `create throughput, ${opts.createConcurrency} accounts (${opts.creates} tasks)`,
        value: `${((opts.creates / manyMs) * 1000).toFixed(0)} tasks/s`,
      },
      { metric: `result poll p50 (${pollers})`, value: ms(percentile(latencies, 50)) },
      { metric: `result poll p99 (${pollers})`, value: ms(percentile(latencies, 99)) },
      {
        metric: `result polls served (${pollers})`,
        value: `${((latencies.length / pollMs) * 1000).toFixed(0)} req/s`,
      },
      { metric: `first poll incl. opening the connection p99`, value: ms(percentile(connecting, 99)) },
    ];
  } finally {
    api.close();
    await app.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const database of ['sqlite', 'postgres'] as const) {
    for (const row of await benchTasks({}, database))
      console.log(`${database.padEnd(9)} ${row.metric.padEnd(58)} ${row.value}`);
  }
}
