import { api } from './api-client';
import type { RenewResult } from '../../core/contract/session';
import { LOGIN_CHECK_INTERVAL_MS, renewalDelayMs } from '../../core/session-rules';
import { identityFromToken, saveLogin, type TokenIdentity } from './token-storage';
import { sessionState } from './session-state';
import { shareSessionWithWorker } from './worker-session';
import { isAuthFailure } from './login-check';

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Renews the token before its last 40 minutes. An auth failure calls `onRefused` (the session's
 * logout): passed in rather than imported, so this module and the session actions do not import each other.
 */
export function scheduleRenewal(identity: TokenIdentity, onRefused: () => Promise<void>): void {
  stopRenewal();
  timer = setTimeout(() => void renew(onRefused), renewalDelayMs(identity.expiresAt - Date.now()));
}

export function stopRenewal(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

async function renew(onRefused: () => Promise<void>): Promise<void> {
  try {
    const result = await api.get<RenewResult>('/v1/token/renew');
    const identity = identityFromToken(result.access_token);
    if (!identity) throw new Error('renewed token unreadable');
    saveLogin(identity);
    sessionState.token = identity.token;
    // The worker polls and creates tasks with its own copy of the login: a tab open for days must not leave it
    // with the token this renewal replaced.
    void shareSessionWithWorker({ token: identity.token, uid: identity.uid });
    scheduleRenewal(identity, onRefused);
  } catch (err) {
    if (isAuthFailure(err)) {
      await onRefused();
      return;
    }
    // offline or server trouble: try again at the next check
    timer = setTimeout(() => void renew(onRefused), LOGIN_CHECK_INTERVAL_MS);
  }
}
