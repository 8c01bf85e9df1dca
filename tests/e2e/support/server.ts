import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RATE_LIMIT_RULES } from '../../../server/http/rate-limit-settings';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../../../scripts/db/scratch-postgres';

/** A database of its own for one server, made for it and dropped with it. */
type ScratchDatabase = Awaited<ReturnType<typeof createScratchPostgres>>;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
  /** The same server started again after stop(): same port, data folder, database and settings. */
  startAgain(): Promise<RunningServer>;
  /** Stops it for good and deletes what it kept: its data folder and its PostgreSQL database, if it had one. */
  remove(): Promise<void>;
}

/**
 * The built-in media every test server makes, made once a run: their names are hashes of what they hold, so the
 * servers share one folder (global-setup empties it at the start of a run).
 */
export const E2E_SEED_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-seed');

const E2E_RATE_LIMITS = RATE_LIMIT_RULES.map((rule) => `${rule}.ip=100000/1m`).join(',');

interface ServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Runs on this PostgreSQL database (DATABASE_URL) instead of SQLite in the data folder. */
  database?: ScratchDatabase;
}

/**
 * Starts the real server on a new PostgreSQL database of its own (the postgres project's servers), which remove()
 * drops; a server that does not start drops it at once, so no run leaves one behind.
 */
export async function startPostgresServer(options: Omit<ServerOptions, 'database'>): Promise<RunningServer> {
  const database = await createScratchPostgres(POSTGRES_ADMIN_URL, 'e2e');
  try {
    return await startServer({ ...options, database });
  } catch (err) {
    await database.drop();
    throw err;
  }
}

/** Starts the real server (built client + API) as a child process and waits until it answers. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SEED_MEDIA_DIR: E2E_SEED_MEDIA_DIR,
      // Every browser of the run signs up, logs in, uploads and starts tasks from 127.0.0.1: the per-address
      // limits would count the whole suite as one visitor. The per-account limits stay as in production.
      RATE_LIMITS: E2E_RATE_LIMITS,
      // A visitor in the early-login arm gets the sign-in dialog on any click: tests that click as visitors would
      // each have an even chance of meeting it. The tests of that arm set it on their page. The ad banner and the
      // app-download promotion show (their experiments' variant B) so the tests of those surfaces meet them.
      AB_TEST_PLANS: 'login_test=1,ad_banner=2,dlp_app=2',
      // A cheaper password hash than production's 2^17 (128 MiB each) keeps the suite's many sign-ups fast.
      PASSWORD_SCRYPT_LOG2_N: '14',
      ...(options.database ? { DATABASE_URL: options.database.url } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output goes to a file (it outlives the runner's memory and a crash can be read after the run),
  // and its start is kept for the errors below.
  const logPath = path.resolve(import.meta.dirname, '../../../.tmp', `e2e-server-${options.port}.log`);
  const log = fs.createWriteStream(logPath, { flags: 'a' });
  let output = '';
  const collect = (d: Buffer) => {
    log.write(d);
    if (output.length < 20_000) output += d;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let stopping = false;
  child.once('exit', (code, signal) => {
    log.end();
    // A server that ends by itself fails every later test with "connection refused": say why, once, where the
    // run's output shows it.
    if (!stopping) {
      const tail = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8').slice(-4000) : '';
      console.error(
        `\n[e2e] the server on port ${options.port} exited (code ${code}, signal ${signal}); its log ends:\n${tail}`,
      );
    }
  });
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
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return {
    url,
    port: options.port,
    dataDir: options.dataDir,
    process: child,
    stop,
    startAgain: () => startServer(options),
    async remove() {
      await stop();
      await options.database?.drop();
      fs.rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}

export const E2E_PORT = Number(process.env.E2E_PORT || 5913);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/** The project whose tests run against servers on PostgreSQL (playwright.config.ts). */
export const POSTGRES_PROJECT = 'postgres';
/** The run's shared server on PostgreSQL: the port below the SQLite one (servers of a file's own take those above). */
export const E2E_POSTGRES_PORT = E2E_PORT - 1;
export const E2E_POSTGRES_BASE_URL = `http://localhost:${E2E_POSTGRES_PORT}`;
