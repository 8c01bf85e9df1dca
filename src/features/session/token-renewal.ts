import { api } from '../../app/api-client';
import { isApiFailure } from '../../api/errors';
import type { RenewResult } from '../../core/contract/session';
import { needsRelogin } from '../../core/business-codes';
import { LOGIN_CHECK_INTERVAL_MS, renewalDelayMs } from '../../core/session-rules';
import { identityFromToken, saveLogin, type TokenIdentity } from './token-store';
import { sessionState } from './session-state';

let timer: ReturnType<typeof setTimeout> | undefined;

/** Renews the token before its last 40 minutes; an auth failure logs the user out (spec core §4). */
export function scheduleRenewal(identity: TokenIdentity): void {
  stopRenewal();
  timer = setTimeout(() => void renew(), renewalDelayMs(identity.expiresAt - Date.now()));
}

export function stopRenewal(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
}

async function renew(): Promise<void> {
  try {
    const result = await api.get<RenewResult>('/v1/token/renew');
    const identity = identityFromToken(result.access_token);
    if (!identity) throw new Error('renewed token unreadable');
    saveLogin(identity);
    sessionState.token = identity.token;
    scheduleRenewal(identity);
  } catch (err) {
    if (isApiFailure(err) && (err.status === 401 || needsRelogin(err.code))) {
      const { logout } = await import('./session-actions');
      await logout();
      return;
    }
    // offline or server trouble: try again at the next check
    timer = setTimeout(() => void renew(), LOGIN_CHECK_INTERVAL_MS);
  }
}
