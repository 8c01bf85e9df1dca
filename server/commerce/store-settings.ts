/**
 * How the store takes payment. `test` records orders without taking money (the Pay button and the renewal job);
 * `stripe` sells through Stripe Checkout and grants only what a verified webhook confirms. A production server
 * must say which one it runs: the test store would hand out credits for nothing.
 */
export type StoreMode = 'test' | 'stripe';

export interface StripeSettings {
  /** The account's secret key (sk_live_… or sk_test_…). */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** Another API address than Stripe's own (STRIPE_API_URL), e.g. a local server that answers like Stripe. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface StoreSettings {
  mode: StoreMode;
  /** Present exactly when mode is stripe. */
  stripe?: StripeSettings;
  /** How often the test store looks for subscriptions whose period has ended (RENEWAL_CHECK_SECONDS). */
  renewalCheckSeconds: number;
}

/** Thrown for a setting the server cannot start with; main prints the message alone. */
export class StartupError extends Error {}

function stripeApi(raw: string | undefined): StripeSettings['api'] {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartupError(`STRIPE_API_URL must be a URL such as http://127.0.0.1:12111, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StartupError(`STRIPE_API_URL must start with http:// or https://, got "${raw}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function storeSettingsFromEnv(env: NodeJS.ProcessEnv): StoreSettings {
  const raw = env.STORE_MODE;
  const seconds = Number(env.RENEWAL_CHECK_SECONDS || 60);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new StartupError(
      `RENEWAL_CHECK_SECONDS must be a whole number of seconds, at least 1, got "${env.RENEWAL_CHECK_SECONDS}"`,
    );
  }
  if (raw === undefined || raw === '') {
    if (env.NODE_ENV === 'production') {
      throw new StartupError(
        'STORE_MODE is not set. A production server must say how its store takes payment: ' +
          'STORE_MODE=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to sell through Stripe, or ' +
          'STORE_MODE=test to run the test store, which grants every purchase without payment. Refusing to start.',
      );
    }
    return { mode: 'test', renewalCheckSeconds: seconds };
  }
  if (raw === 'test') return { mode: 'test', renewalCheckSeconds: seconds };
  if (raw !== 'stripe') throw new StartupError(`STORE_MODE must be "test" or "stripe", got "${raw}"`);
  const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new StartupError(
      `STORE_MODE=stripe needs ${missing.join(' and ')}: refusing to start without them`,
    );
  }
  return {
    mode: 'stripe',
    renewalCheckSeconds: seconds,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      api: stripeApi(env.STRIPE_API_URL),
    },
  };
}
