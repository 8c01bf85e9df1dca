// A bench server in its own process, so the load generator (autocannon, in the parent) never shares its event
// loop: `bare` is a plain Fastify route, the yardstick; `app` is the real server (API only) with the small test
// engine, so a finished task is made in milliseconds and the figures measure the API, not media work.
// Run by bench/support/child-server.ts; reports its URL and, on 'cpu', its CPU time over IPC, and exits cleanly
// on 'close' so that `--cpu-prof` (BENCH_CPU_PROF) can write its profile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { testMediaEngine } from '../../tests/unit/server/support/test-media-engine';
import { seedMediaFiles } from '../../server/seed/media-job';

export type ChildMode = 'bare' | 'app';

async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', () => ({ ok: 1 }));
  return app;
}

async function realApp(dataDir: string): Promise<FastifyInstance> {
  const config = configFromEnv({ DATA_DIR: dataDir, CLIENT_DIR: '', SIGNUP_CREDITS: '50' });
  const { app, ctx } = await buildApp(config, { engine: testMediaEngine() });
  // A fresh DATA_DIR renders the built-in media in the background at start: let it finish first, or the
  // figures would measure the seed renderer's load on the machine rather than the API.
  await seedMediaFiles(ctx)?.ready;
  return app;
}

const mode = process.argv[2] as ChildMode;
if (mode !== 'bare' && mode !== 'app') throw new Error(`server-child: unknown mode "${mode}"`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-child-'));
const app = mode === 'bare' ? await bareApp() : await realApp(dataDir);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url });
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
    return;
  }
  if (message !== 'close') return;
  void app.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
