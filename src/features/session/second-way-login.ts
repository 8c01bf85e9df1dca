import { STORAGE_NAMESPACE } from '../../core/identity';
import { secondWayLoginApplies } from '../../core/session-rules';
import type { LoginUrlData } from '../../core/contract/session';
import { api } from './api-client';
import { loginAttempt } from './login-attempt';

const FLAG_KEY = `${STORAGE_NAMESPACE}:second-way-login`;

function flagSetAt(): number | undefined {
  try {
    const raw = localStorage.getItem(FLAG_KEY);
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets the second-way login flag: the embedded sign-in could not be used here (its popup was blocked), so for
 * the next hour sign-in goes the second way, by redirect.
 */
export function setSecondWayLogin(now = Date.now()): void {
  try {
    localStorage.setItem(FLAG_KEY, String(now));
  } catch {
    // storage blocked: the next sign-in tries the dialog again
  }
}

export function secondWayLoginNow(now = Date.now()): boolean {
  return secondWayLoginApplies(flagSetAt(), now);
}

/**
 * The redirect sign-in started by the client: the server gives the accounts service's authorize URL for this
 * page (GET /v1/login-url), and the accounts service comes back here with ?code=, which SessionLayer takes.
 * Resolves false when no URL came (the caller falls back to the dialog).
 */
export async function redirectToLogin(): Promise<boolean> {
  try {
    const { nonce, challenge } = await loginAttempt();
    const query = { redirect: location.pathname + location.search, nonce, code_challenge: challenge };
    const { url } = await api.get<LoginUrlData>('/v1/login-url', { query });
    location.assign(url);
    return true;
  } catch (err) {
    console.warn('login url failed; showing the sign-in dialog', err);
    return false;
  }
}
