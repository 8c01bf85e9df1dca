import path from 'node:path';
import { pinnedAbPlansFromEnv } from './common/ab-test';
import type { AbPlan, AbTestCode } from '../src/core/experiments';
import { PRODUCT_ID } from '../src/core/identity';
import { TOKEN_LIFETIME_SECONDS } from '../src/core/session-rules';
import { DEFAULT_SCRYPT_LOG2_N, scryptCost, type ScryptCost } from './accounts/passwords';
import { engineSettingsFromEnv, type EngineSettings } from './engine/remote/remote-settings';
import { storeSettingsFromEnv, type StoreSettings } from './commerce/store-settings';
import { rateLimitsFromEnv, type RateLimitSettings } from './http/rate-limit-settings';
import { appTypeFromEnv, productEnvFromEnv } from './common/product-lists';
import type { AppType, ProductEnv } from '../src/core/product-list';
import { mediaStoreFromEnv, type MediaStoreSettings } from './media-store/media-store-settings';

/** Everything the server reads from its environment, each with the default the README documents. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploads and engine outputs are kept, shared by every process: a folder store at DATA_DIR (the default,
   * where rows have always pointed) or MEDIA_DIR, or an S3-compatible bucket (S3_BUCKET and the other S3_*).
   */
  media: MediaStoreSettings;
  /** Credits a new account receives as its first lot (free plan: 5). */
  signupCredits: number;
  /** How long a sign-in (and each renewal) lasts; shorter only to test renewal without waiting two days. */
  tokenLifetimeSeconds: number;
  /** How long a session may be renewed from its sign-in (SESSION_MAX_DAYS, default 30); then the user signs in again. */
  sessionMaxSeconds: number;
  /** Holds every task in progress at least this long (demos and tests). */
  taskMinMs: number;
  /**
   * What a user without a paid plan may keep stored (STORAGE_QUOTA_FREE_MB, default 1024), in bytes; a paid
   * plan's quota is its drive size.
   */
  storageQuotaFreeBytes: number;
  /**
   * Tasks one account may have queued or running at once (TASKS_IN_FLIGHT_MAX, default 20): credits pay for each,
   * but a full balance spent at once would hold the queue; the next create is refused until one ends.
   */
  tasksInFlightMax: number;
  /** Built client served at `/`; absent in API-only tests. */
  clientDir: string | undefined;
  /**
   * Engine jobs this process runs at once (ENGINE_CONCURRENCY, default 2). 0: none, for an API process whose
   * jobs are run by worker processes (`npm run worker`) on the same data.
   */
  engineConcurrency: number;
  /**
   * Several processes (API processes, workers) use this DATA_DIR at once (SHARED_DATA=1). The database file is
   * then opened for sharing, and a starting process leaves tasks another process runs to their lease instead of
   * taking back every running task (which only a sole process may do).
   */
  sharedData: boolean;
  /**
   * How long a claimed task stays its runner's without a heartbeat (QUEUE_LEASE_MS, default 30 s): a task whose
   * process died is taken by another within this time.
   */
  queueLeaseMs: number;
  /** The token secret shared by every API process (TOKEN_SECRET); unset: one kept in DATA_DIR. */
  tokenSecret: string | undefined;
  /**
   * PostgreSQL (DATABASE_URL, postgres://…) instead of SQLite under DATA_DIR. Read so that a deployment naming it
   * is told plainly that the server does not run on it yet, instead of silently using SQLite.
   */
  databaseUrl: string | undefined;
  /**
   * Redis (REDIS_URL, e.g. redis://127.0.0.1:6379): task changes reach the event streams of every API process,
   * and request-rate counts are shared. Unset: both stay in this process.
   */
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis keys and channels (REDIS_PREFIX, default `ai-media:`), so several share one Redis. */
  redisPrefix: string;
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
  /** How the store takes payment (STORE_MODE test or stripe, the Stripe keys) and how often renewals are checked. */
  store: StoreSettings;
  /**
   * Which environment's product list config the store serves (PRODUCT_ENV live, test or gray; unset: test with the
   * test store, live with Stripe).
   */
  productEnv: ProductEnv;
  /** Which app of the provider this is (APP_TYPE video or image): its logo and its plan set. */
  appType: AppType;
  /** Request rates per IP address and per user on sign-up, login, upload, task create, feedback (RATE_LIMITS; off: none). */
  rateLimits: RateLimitSettings | undefined;
  /** Experiments pinned to one plan for everyone (AB_TEST_PLANS). */
  abTestPlans: Partial<Record<AbTestCode, AbPlan>>;
  /**
   * Which proxies may name the client in X-Forwarded-For (TRUST_PROXY, Fastify's `trustProxy`): off by default, so
   * the client address (sign-in throttle, request rates) is the socket's and a client cannot pick its own.
   * `true` trusts every hop (only when the server is reachable through the proxy alone); anything else is a
   * comma-separated list of proxy addresses or CIDR ranges (a wrong one stops the start).
   */
  trustProxy: boolean | string;
  /**
   * The scrypt cost of new password hashes: N = 2^PASSWORD_SCRYPT_LOG2_N (default 17, OWASP's), r = 8, p = 1.
   * Lower only to keep tests fast; a hash at another cost is re-made at this one on its next login.
   */
  passwordCost: ScryptCost;
  /**
   * Origins of the sites that may show the app in a frame and talk to it (HOST_FRAME_ORIGINS, comma-separated,
   * e.g. `https://portal.example`; none by default): the app's frame-ancestors policy names them beside its own
   * origin, and the page takes host-frame messages only from them and sends the signed-in uid only to them.
   */
  hostFrameOrigins: string[];
}

function trustProxyFrom(value: string | undefined): ServerConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === 'off') return false;
  if (text === 'true' || text === 'on') return true;
  return text;
}

/** Each entry must be a bare http(s) origin: a path, a wildcard or a typo would widen or silently void the list. */
function hostFrameOriginsFrom(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origin = url.origin;
    } catch {
      // said below
    }
    if (!origin || origin !== entry.replace(/\/$/, '')) {
      throw new Error(`HOST_FRAME_ORIGINS must list origins such as https://portal.example, got "${entry}"`);
    }
    return origin;
  });
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

function flagFrom(value: string | undefined): boolean {
  return ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());
}

/** HS256 wants at least 32 bytes of secret: a short one would make every token guessable. */
function tokenSecretFrom(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < 32) throw new Error('TOKEN_SECRET must be at least 32 characters');
  return value;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A session that may not live a day would end before its first token; 0 days is refused at start. */
function sessionMaxDaysFrom(value: string | undefined): number {
  const days = intFrom(value, 30, 'SESSION_MAX_DAYS');
  if (days < 1) throw new Error(`SESSION_MAX_DAYS must be at least 1, got "${value}"`);
  return days;
}

/** 2^4 is scrypt's least sensible cost, 2^20 already needs 1 GiB per hash. */
function scryptLog2NFrom(value: string | undefined): number {
  const log2N = intFrom(value, DEFAULT_SCRYPT_LOG2_N, 'PASSWORD_SCRYPT_LOG2_N');
  if (log2N < 4 || log2N > 20) throw new Error(`PASSWORD_SCRYPT_LOG2_N must be 4 to 20, got "${value}"`);
  return log2N;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const store = storeSettingsFromEnv(env);
  return {
    port: intFrom(env.PORT, 5903, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    media: mediaStoreFromEnv(env, path.resolve(env.DATA_DIR || './data')),
    signupCredits: intFrom(env.SIGNUP_CREDITS, 5, 'SIGNUP_CREDITS'),
    tokenLifetimeSeconds: intFrom(
      env.TOKEN_LIFETIME_SECONDS,
      TOKEN_LIFETIME_SECONDS,
      'TOKEN_LIFETIME_SECONDS',
    ),
    sessionMaxSeconds: sessionMaxDaysFrom(env.SESSION_MAX_DAYS) * 24 * 60 * 60,
    taskMinMs: intFrom(env.TASK_MIN_MS, 0, 'TASK_MIN_MS'),
    storageQuotaFreeBytes: intFrom(env.STORAGE_QUOTA_FREE_MB, 1024, 'STORAGE_QUOTA_FREE_MB') * 1024 * 1024,
    tasksInFlightMax: intFrom(env.TASKS_IN_FLIGHT_MAX, 20, 'TASKS_IN_FLIGHT_MAX') || 1,
    clientDir: env.CLIENT_DIR === '' ? undefined : path.resolve(env.CLIENT_DIR || './dist'),
    engineConcurrency: intFrom(env.ENGINE_CONCURRENCY, 2, 'ENGINE_CONCURRENCY'),
    sharedData: flagFrom(env.SHARED_DATA),
    databaseUrl: env.DATABASE_URL || undefined,
    queueLeaseMs: intFrom(env.QUEUE_LEASE_MS, 30_000, 'QUEUE_LEASE_MS') || 30_000,
    tokenSecret: tokenSecretFrom(env.TOKEN_SECRET),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'ai-media:',
    productId: PRODUCT_ID,
    engineFaultPrompt: env.ENGINE_FAULT_PROMPT || undefined,
    promotion: promotionFrom(env),
    engines: engineSettingsFromEnv(env),
    store,
    productEnv: productEnvFromEnv(env.PRODUCT_ENV, store.mode),
    appType: appTypeFromEnv(env.APP_TYPE),
    seedMediaDir: path.resolve(env.SEED_MEDIA_DIR || path.join(env.DATA_DIR || './data', 'seed')),
    rateLimits: rateLimitsFromEnv(env.RATE_LIMITS),
    abTestPlans: pinnedAbPlansFromEnv(env.AB_TEST_PLANS),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    passwordCost: scryptCost(scryptLog2NFrom(env.PASSWORD_SCRYPT_LOG2_N)),
    hostFrameOrigins: hostFrameOriginsFrom(env.HOST_FRAME_ORIGINS),
  };
}
