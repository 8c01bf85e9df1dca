/**
 * The request rates the HTTP layer allows: per rule (sign-up, login, upload, task create, feedback) and per key
 * (the client's IP address, the signed-in user). Read from RATE_LIMITS; the defaults suit a public deployment.
 */

export const RATE_LIMIT_RULES = ['signup', 'login', 'upload', 'task_create', 'feedback', 'track'] as const;
export type RateLimitRule = (typeof RATE_LIMIT_RULES)[number];
export type RateLimitKey = 'ip' | 'user';

/** At most `max` requests in each window of `windowMs` (a fixed window that starts at the first request). */
interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimitSettings = Record<RateLimitRule, Partial<Record<RateLimitKey, RateLimit>>>;

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * Defaults: generous for people, tight for scripts. Sign-up and login have no user yet, so only the address
 * counts; a whole office behind one address still gets 20 sign-ups an hour. A user may start a task a second
 * on average (credits and the per-user cap on tasks in flight bound the work itself).
 */
const DEFAULTS: Record<RateLimitRule, Partial<Record<RateLimitKey, string>>> = {
  signup: { ip: '20/1h' },
  login: { ip: '30/10m' },
  upload: { user: '60/10m', ip: '240/10m' },
  task_create: { user: '60/1m', ip: '240/1m' },
  feedback: { user: '5/10m', ip: '20/10m' },
  // A tab sends a batch every 10 s at most, and only after something happened: a few busy tabs fit in this.
  track: { ip: '120/10m' },
};

/** "20/1h", "60/10m", "5/30s": at most N per window. */
function parseLimit(text: string, where: string): RateLimit {
  const match = /^(\d+)\/(\d+)(s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`${where} must look like 20/1h, 60/10m or 5/30s, got "${text}"`);
  const windowMs = Number(match[2]) * UNIT_MS[match[3] as keyof typeof UNIT_MS];
  if (windowMs <= 0) throw new Error(`${where}: the window must be longer than 0, got "${text}"`);
  return { max: Number(match[1]), windowMs };
}

function defaults(): RateLimitSettings {
  const settings = {} as RateLimitSettings;
  for (const rule of RATE_LIMIT_RULES) {
    settings[rule] = {};
    for (const [key, text] of Object.entries(DEFAULTS[rule]) as Array<[RateLimitKey, string]>) {
      settings[rule][key] = parseLimit(text, `the default of ${rule}.${key}`);
    }
  }
  return settings;
}

/**
 * RATE_LIMITS: unset for the defaults, `off` for none (a trusted network, a benchmark), or overrides such as
 * `signup.ip=1000/1h,task_create.user=200/1m` (rules: signup, login, upload, task_create, feedback, track; keys: ip,
 * user). A mistake stops the server at start with the reason, rather than running unprotected.
 */
export function rateLimitsFromEnv(value: string | undefined): RateLimitSettings | undefined {
  const settings = defaults();
  const text = value?.trim() ?? '';
  if (text === 'off') return undefined;
  if (text === '') return settings;
  for (const part of text.split(',')) {
    const [name, limit] = part.split('=');
    const [rule, key] = (name ?? '').trim().split('.') as [RateLimitRule, RateLimitKey];
    if (!RATE_LIMIT_RULES.includes(rule) || (key !== 'ip' && key !== 'user') || limit === undefined) {
      throw new Error(
        `RATE_LIMITS: "${part}" is not <rule>.<ip|user>=N/window with a rule of ${RATE_LIMIT_RULES.join(', ')}`,
      );
    }
    settings[rule][key] = parseLimit(limit, `RATE_LIMITS ${rule}.${key}`);
  }
  return settings;
}
