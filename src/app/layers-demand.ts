import { proxy } from 'valtio';
import { APP_TOKEN_COOKIE } from '../core/session-rules';

/**
 * When the shell's layers (session, sign-in dialog, pricing, drive, feedback) load. A visitor without a login
 * needs none of them to read the page: they load when the page is idle, or at once when asked for (a click on
 * Log in or Upgrade). A login to restore, a sign-in to finish (?code=) or a host page to talk to needs them from
 * the start.
 */
export const layersDemand = proxy({ wanted: false });

export function wantLayers(): void {
  layersDemand.wanted = true;
}

export function layersNeededAtStart(): boolean {
  const hasLogin = document.cookie.split(';').some((part) => part.trim().startsWith(`${APP_TOKEN_COOKIE}=`));
  const finishingSignIn = new URLSearchParams(location.search).has('code');
  const embedded = window.parent !== window;
  return hasLogin || finishingSignIn || embedded;
}
