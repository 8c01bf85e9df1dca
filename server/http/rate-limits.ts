/**
 * Request rates on the routes that create things (accounts, uploads, tasks, feedback), per client IP address and
 * per signed-in user, counted by @fastify/rate-limit. A request over a limit is answered before its body is read:
 * HTTP 429 with Retry-After, in the envelope (or, for a browser posting a service page's form, as a page).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { bearerToken, userOfToken, type AuthedUser } from './auth-guard';
import { ApiError } from './envelope';
import { sameOriginUrl } from './origin';
import { escapeHtml, renderPage, sendPage } from '../pages/html';
import { RATE_LIMIT_RULES, type RateLimitKey, type RateLimitRule } from './rate-limit-settings';
import { CODE_TOO_MANY_REQUESTS } from '../../src/core/business-codes';
import { APP_TOKEN_COOKIE } from '../../src/core/session-rules';
import { ACCOUNTS_LOGIN_PATH, ACCOUNTS_SIGNUP_PATH } from '../../src/core/accounts-service';
import { TUS_UPLOAD_PATH, UPLOAD_PATH } from '../../src/core/contract/uploads';
import { FEEDBACK_SUBMIT_PATH } from '../../src/core/feedback';
import { TRACK_PATH } from '../../src/core/tracking';
import { Redis } from 'ioredis';
import { say, type ServerText } from '../i18n/server-text';
import { requestLanguage, sayIn, translate } from '../i18n/translate';
import { asLanguage } from '../../src/core/language';

/**
 * Where the counts live: in this process unless told otherwise. Several API processes share counts by passing a
 * Redis client (`redis`, with a `nameSpace`) or another store the plugin accepts (`store`).
 */
export type RateLimitStore = Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace' | 'skipOnError'>;

/**
 * Counts in Redis (REDIS_URL), shared by every API process. While Redis is unreachable requests are let through
 * uncounted: the limits guard against abuse, and refusing every sign-in because the counter is down would be worse.
 */
export function redisRateLimitStore(url: string, prefix: string, ctx: AppContext): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', (error: Error) => console.error(`redis rate limits: ${error.message}`));
  // disconnect, not quit: quit waits for a connection that may never come while Redis is down.
  ctx.onClose.push(() => redis.disconnect());
  return { redis, nameSpace: `${prefix}rate-limit:`, skipOnError: true };
}

/** The routes each rule counts, by method and route URL as registered. */
export const RATE_LIMITED_ROUTES: Record<RateLimitRule, ReadonlyArray<readonly [string, string]>> = {
  signup: [['POST', ACCOUNTS_SIGNUP_PATH]],
  login: [['POST', ACCOUNTS_LOGIN_PATH]],
  upload: [
    ['POST', UPLOAD_PATH],
    // Only the start of a resumable upload: its many PATCH requests carry the bytes of one file.
    ['POST', TUS_UPLOAD_PATH],
  ],
  task_create: [
    ['POST', '/v1/ai/create/:algorithm'],
    ['POST', '/v1/ai/retry'],
  ],
  feedback: [['POST', FEEDBACK_SUBMIT_PATH]],
  track: [['POST', TRACK_PATH]],
};

/** "Too many …" whole, so each language makes "too many" agree with its noun. */
const TOO_MANY: Record<RateLimitRule, ServerText> = {
  signup: say('Too many sign-ups'),
  login: say('Too many sign-in attempts'),
  upload: say('Too many uploads'),
  task_create: say('Too many new tasks'),
  feedback: say('Too many feedback messages'),
  track: say('Too many usage reports'),
};

/** Keys each in-process limiter remembers; the least recently seen go first beyond this. */
const LOCAL_KEYS = 20_000;

/** The count as a plain number (`{count}`, not ICU's `#`, which would group thousands: "1,440 minutes"). */
function spokenWait(seconds: number): ServerText {
  if (seconds < 120) {
    return say('{count, plural, one {{count} second} other {{count} seconds}}', { count: seconds });
  }
  return say('{count, plural, one {{count} minute} other {{count} minutes}}', {
    count: Math.ceil(seconds / 60),
  });
}

function tooManyText(rule: RateLimitRule, key: RateLimitKey, seconds: number): ServerText {
  const values = { tooMany: TOO_MANY[rule], wait: spokenWait(seconds) };
  return key === 'ip'
    ? say('{tooMany} from your network: please try again in {wait}', values)
    : say('{tooMany} from your account: please try again in {wait}', values);
}

/** The user a request is signed in as (bearer header, else the app's token cookie), looked up once. */
function userOnce(ctx: AppContext): (req: FastifyRequest) => Promise<AuthedUser | undefined> {
  const seen = new WeakMap<FastifyRequest, Promise<AuthedUser | undefined>>();
  return (req) => {
    let user = seen.get(req);
    if (!user) {
      user = userOfToken(ctx, bearerToken(req) ?? req.cookies?.[APP_TOKEN_COOKIE]);
      seen.set(req, user);
    }
    return user;
  };
}

/** A browser posting a form of a service page reads a page; every other client reads the envelope. */
function wantsPage(req: FastifyRequest): boolean {
  return !req.url.startsWith('/v1/') && (req.headers.accept ?? '').includes('text/html');
}

function refuse(req: FastifyRequest, reply: FastifyReply, text: ServerText, seconds: number) {
  reply.header('Retry-After', String(seconds));
  if (wantsPage(req)) {
    // Back to the form that was posted (its page on this site), so the sign-in frame is no dead end.
    const back = sameOriginUrl(req, req.headers.referer);
    // The body (with the form's lang) is not read yet: the form's page address says it, else Accept-Language.
    const lang = (back && asLanguage(new URL(back).searchParams.get('lang'))) || requestLanguage(req);
    const link = back
      ? `<a class="button secondary" href="${escapeHtml(back)}">${escapeHtml(sayIn(lang, 'Back'))}</a>`
      : '';
    const body = `<main><h1>${escapeHtml(sayIn(lang, 'Please wait a moment'))}</h1><p class="error" role="alert">${escapeHtml(translate(text, lang))}</p>${link}</main>`;
    return sendPage(reply, 429, renderPage({ title: sayIn(lang, 'Too many requests'), body, lang }));
  }
  throw new ApiError(CODE_TOO_MANY_REQUESTS, text, 429);
}

type Check = (req: FastifyRequest) => ReturnType<ReturnType<FastifyInstance['createRateLimit']>>;

/** Registers the plugin (no global limit) and puts the rules' checks on their routes as they are added. */
export async function registerRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  store: RateLimitStore = {},
): Promise<void> {
  const settings = ctx.config.rateLimits;
  if (!settings) return;
  await app.register(rateLimit, { global: false, ...store });
  const userOf = userOnce(ctx);
  const keyOf: Record<RateLimitKey, (req: FastifyRequest) => Promise<string | undefined>> = {
    ip: async (req) => req.ip,
    user: async (req) => (await userOf(req))?.userId.toString(),
  };

  const checksByRoute = new Map<string, Array<{ rule: RateLimitRule; key: RateLimitKey; check: Check }>>();
  for (const rule of RATE_LIMIT_RULES) {
    const checks = (['ip', 'user'] as const).flatMap((key) => {
      const limit = settings[rule][key];
      if (!limit) return [];
      const options: RateLimitOptions = {
        max: limit.max,
        timeWindow: limit.windowMs,
        cache: LOCAL_KEYS,
        keyGenerator: async (req) => `${rule}:${key}:${(await keyOf[key](req)) ?? '-'}`,
        // A signed-out request has no user to count; the address still counts it.
        allowList: async (req) => (await keyOf[key](req)) === undefined,
      };
      return [{ rule, key, check: app.createRateLimit(options) }];
    });
    for (const [method, url] of RATE_LIMITED_ROUTES[rule]) checksByRoute.set(`${method} ${url}`, checks);
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const checks = methods.flatMap((method) => checksByRoute.get(`${method} ${route.url}`) ?? []);
    if (checks.length === 0) return;
    // onRequest: before the body is read, so a refused upload costs no bytes on disk.
    const limit: onRequestHookHandler = async function (req, reply) {
      for (const { rule, key, check } of checks) {
        const outcome = await check(req);
        if (!outcome.isAllowed && outcome.isExceeded) {
          const seconds = Math.max(1, outcome.ttlInSeconds);
          return refuse(req, reply, tooManyText(rule, key, seconds), seconds);
        }
      }
    };
    const existing = route.onRequest;
    route.onRequest = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), limit];
  });
}
