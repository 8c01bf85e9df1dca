import path from 'node:path';
import { PRODUCT_ID } from '../src/core/identity';
import { TOKEN_LIFETIME_SECONDS } from '../src/core/session-rules';
import { engineSettingsFromEnv, type EngineSettings } from './engine/remote/remote-settings';

/** Everything the server reads from its environment, each with the default the README documents. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Credits a new account receives as its first lot (free plan: 5). */
  signupCredits: number;
  /** How long a sign-in (and each renewal) lasts; shorter only to test renewal without waiting two days. */
  tokenLifetimeSeconds: number;
  /** Holds every task in progress at least this long (demos and tests). */
  taskMinMs: number;
  /** Built client served at `/`; absent in API-only tests. */
  clientDir: string | undefined;
  /** Concurrent engine jobs. */
  engineConcurrency: number;
  productId: number;
  /** Test hook: a task with exactly this prompt fails at run time (and is refunded). Unset = off. */
  engineFaultPrompt: string | undefined;
  /**
   * The running promotion the app shows (28% off premium until the deadline, at most once per interval per user),
   * from PROMOTION_DEADLINE (ISO date or epoch seconds) and PROMOTION_INTERVAL_HOURS (default 24). Absent: none.
   */
  promotion?: { deadline: number; intervalHours: number };
  /**
   * Where the built-in media files are made and kept (SEED_MEDIA_DIR, default DATA_DIR/seed). Their names are
   * hashes of what they hold, so several servers may share one folder (test runs do, to make each file once).
   */
  seedMediaDir: string;
  /** Which algorithms a remote engine (ComfyUI, an images API) makes, and how to reach it (ENGINE, ENGINE_<KEY>). */
  engines: EngineSettings;
}

function promotionFrom(env: NodeJS.ProcessEnv): ServerConfig['promotion'] {
  const raw = env.PROMOTION_DEADLINE;
  if (raw === undefined || raw === '') return undefined;
  const ms = /^\d+$/.test(raw) ? Number(raw) * 1000 : Date.parse(raw);
  if (!Number.isFinite(ms))
    throw new Error(`PROMOTION_DEADLINE must be an ISO date or epoch seconds, got "${raw}"`);
  const intervalHours = intFrom(env.PROMOTION_INTERVAL_HOURS, 24, 'PROMOTION_INTERVAL_HOURS');
  return { deadline: Math.floor(ms / 1000), intervalHours };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFrom(env.PORT, 5903, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    signupCredits: intFrom(env.SIGNUP_CREDITS, 5, 'SIGNUP_CREDITS'),
    tokenLifetimeSeconds: intFrom(
      env.TOKEN_LIFETIME_SECONDS,
      TOKEN_LIFETIME_SECONDS,
      'TOKEN_LIFETIME_SECONDS',
    ),
    taskMinMs: intFrom(env.TASK_MIN_MS, 0, 'TASK_MIN_MS'),
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR || './dist'),
    engineConcurrency: intFrom(env.ENGINE_CONCURRENCY, 2, 'ENGINE_CONCURRENCY') || 1,
    productId: PRODUCT_ID,
    engineFaultPrompt: env.ENGINE_FAULT_PROMPT || undefined,
    promotion: promotionFrom(env),
    engines: engineSettingsFromEnv(env),
    seedMediaDir: path.resolve(env.SEED_MEDIA_DIR || path.join(env.DATA_DIR || './data', 'seed')),
  };
}
