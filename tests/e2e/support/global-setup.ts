import fs from 'node:fs';
import path from 'node:path';
import { startServer, E2E_PORT, E2E_SEED_MEDIA_DIR } from './server';

/** The longest a run waits for the built-in media to be drawn before its first test. */
const SEED_WAIT_MS = 5 * 60_000;

/** One throw-away server for the whole run; tests needing their own (restarts) start more. */
export default async function globalSetup() {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  // Made afresh each run, so a run never shows media an older build drew.
  fs.rmSync(E2E_SEED_MEDIA_DIR, { recursive: true, force: true });
  const dataDir = path.resolve('.tmp/e2e-data', String(Date.now()));
  const server = await startServer({ port: E2E_PORT, dataDir });
  // While the seed media are being drawn, a page asking for them waits on each: a dozen such requests hold every
  // connection the browser allows one host, and the page's own scripts queue behind them. Tests start once the
  // media are there, as a visitor's would some minutes after a deployment.
  const deadline = Date.now() + SEED_WAIT_MS;
  for (;;) {
    const health = (await (await fetch(`${server.url}/v1/health`)).json()) as {
      data: { seed_media: string };
    };
    if (health.data.seed_media === 'ready') break;
    if (Date.now() > deadline) throw new Error('the seed media were not drawn within 5 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
