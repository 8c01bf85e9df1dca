import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import {
  startPostgresServer,
  startServer,
  E2E_PORT,
  E2E_POSTGRES_PORT,
  E2E_SEED_MEDIA_DIR,
  POSTGRES_PROJECT,
  type RunningServer,
} from './server';

/** The longest a run waits for the built-in media to be drawn before its first test. */
const SEED_WAIT_MS = 5 * 60_000;

/**
 * One throw-away server for the whole run, and one on a throw-away PostgreSQL database when the postgres project
 * runs; tests needing their own (restarts) start more. The teardown removes both, whatever the tests did.
 */
export default async function globalSetup(config: FullConfig) {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  // Made afresh each run, so a run never shows media an older build drew.
  fs.rmSync(E2E_SEED_MEDIA_DIR, { recursive: true, force: true });
  const servers: RunningServer[] = [];
  const removeAll = async () => {
    await Promise.all(servers.map((server) => server.remove()));
  };
  try {
    const dataDir = path.resolve('.tmp/e2e-data', String(Date.now()));
    const server = await startServer({ port: E2E_PORT, dataDir });
    servers.push(server);
    await seedMediaDrawn(server);
    // Started once the media are there: it finds them made instead of drawing them again on the same cores.
    if (config.filteredProjects.some((project) => project.name === POSTGRES_PROJECT)) {
      const pgDataDir = path.resolve('.tmp/e2e-data', `postgres-${Date.now()}`);
      servers.push(await startPostgresServer({ port: E2E_POSTGRES_PORT, dataDir: pgDataDir }));
    }
  } catch (err) {
    // No teardown runs after a failed setup: what it started goes now (a scratch database included).
    await removeAll();
    throw err;
  }
  return removeAll;
}

/**
 * While the seed media are being drawn, a page asking for them waits on each: a dozen such requests hold every
 * connection the browser allows one host, and the page's own scripts queue behind them. Tests start once the
 * media are there, as a visitor's would some minutes after a deployment.
 */
async function seedMediaDrawn(server: RunningServer): Promise<void> {
  const deadline = Date.now() + SEED_WAIT_MS;
  for (;;) {
    const health = (await (await fetch(`${server.url}/v1/health`)).json()) as {
      data: { seed_media: string };
    };
    if (health.data.seed_media === 'ready') return;
    if (Date.now() > deadline) throw new Error('the seed media were not drawn within 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}
