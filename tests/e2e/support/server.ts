import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built-in media every test server makes, made once a run: their names are hashes of what they hold, so the
 * servers share one folder (global-setup empties it at the start of a run).
 */
export const E2E_SEED_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-seed');

/** Starts the real server (built client + API) as a child process and waits until it answers. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED_MEDIA_DIR: E2E_SEED_MEDIA_DIR,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${options.port}`;
  // Generous: on a loaded 2-core machine tsx compiling the server can take tens of seconds.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A server that comes up after the deadline would hold its port for every later run: stop it now.
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port: options.port,
    dataDir: options.dataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const E2E_PORT = Number(process.env.E2E_PORT || 5913);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
