import { isApiFailure } from '../../api/errors';
import { needsRelogin } from '../../core/business-codes';
import { LOGIN_CHECK_INTERVAL_MS } from '../../core/session-rules';

let timer: ReturnType<typeof setInterval> | undefined;

/** The server refused the login itself (HTTP 401, or a code that means "sign in again"), not the network. */
export function isAuthFailure(err: unknown): boolean {
  return isApiFailure(err) && (err.status === 401 || needsRelogin(err.code));
}

/**
 * The login check runs every 40 minutes while signed in: `check` asks the server about the login (and
 * refreshes what it knows of the account); an auth failure logs the user out through `onRefused`. Both are
 * passed in, so this module and the session actions do not import each other. Offline or server trouble
 * only waits for the next check.
 */
export function startLoginCheck(check: () => Promise<void>, onRefused: () => Promise<void>): void {
  stopLoginCheck();
  timer = setInterval(() => {
    check().catch(async (err: unknown) => {
      if (isAuthFailure(err)) await onRefused();
      else console.warn('login check failed; next check in 40 minutes', err);
    });
  }, LOGIN_CHECK_INTERVAL_MS);
}

export function stopLoginCheck(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
