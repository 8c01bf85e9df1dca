/** Session timing rules. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Token cookie lifetime: 2 days; the server's tokens live as long. */
export const TOKEN_COOKIE_DAYS = 2;
export const TOKEN_LIFETIME_SECONDS = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
/** The cookie the app keeps its bearer token in; the store checkout page reads it to know the signed-in user. */
export const APP_TOKEN_COOKIE = 'mi_token';
export const DEVICE_UUID_COOKIE_DAYS = 14;
/**
 * Cached user info stays fresh for a day: its own rule that happens to equal DAY_MS.
 * @alias tag: knip would otherwise read it as a second name for DAY_MS.
 */
export const USER_INFO_CACHE_MS = DAY_MS;
export const THIRD_PARTY_COOKIE_CACHE_MS = 2 * DAY_MS;
export const LOGIN_CHECK_INTERVAL_MS = 40 * 60 * 1000;
const RENEW_MIN_DELAY_MS = 3000;
export const USER_INFO_REFRESH_AFTER_LOGIN_MS = [5000, 10000] as const;
export const LOGIN_RETRY_MS = 200;

export type LoginStateChange = 'none' | 'normal' | 'change' | 'tologout' | 'tologin';

/**
 * Delay before the first token renewal. The spec's "remaining time plus 1 s (min 3 s)" is read as the time
 * remaining until the token enters its last 40 minutes, plus 1 s: renewing after expiry would always fail.
 * A token already inside its last 40 minutes renews after 3 s.
 */
export function renewalDelayMs(remainingMs: number): number {
  return Math.max(RENEW_MIN_DELAY_MS, remainingMs - LOGIN_CHECK_INTERVAL_MS + 1000);
}

/**
 * What a focus check means, comparing the uid stored by any tab with the uid this tab runs with.
 */
export function loginStateChange(
  sessionUid: string | undefined,
  storedUid: string | undefined,
): LoginStateChange {
  if (!sessionUid && !storedUid) return 'none';
  if (!sessionUid && storedUid) return 'tologin';
  if (sessionUid && !storedUid) return 'tologout';
  return sessionUid === storedUid ? 'normal' : 'change';
}

/** Second-way login: a flag set within this window makes sign-in go by redirect instead of the dialog. */
export const SECOND_WAY_LOGIN_WINDOW_MS = 60 * 60 * 1000;

/** Whether a second-way login flag set at `setAt` (ms, undefined when never set) still applies at `now`. */
export function secondWayLoginApplies(setAt: number | undefined, now: number): boolean {
  return setAt !== undefined && setAt <= now && now - setAt < SECOND_WAY_LOGIN_WINDOW_MS;
}

/** The login dialog's scene when the early-login experiment opens it. */
export const EARLY_LOGIN_SCENE = 'login_early';
