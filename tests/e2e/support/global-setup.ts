import fs from 'node:fs';
import path from 'node:path';
import { startServer, E2E_PORT, E2E_SEED_MEDIA_DIR } from './server';

/** One throw-away server for the whole run; tests needing their own (restarts) start more. */
export default async function globalSetup() {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  // Made afresh each run, so a run never shows media an older build drew.
  fs.rmSync(E2E_SEED_MEDIA_DIR, { recursive: true, force: true });
  const dataDir = path.resolve('.tmp/e2e-data', String(Date.now()));
  const server = await startServer({ port: E2E_PORT, dataDir });
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
