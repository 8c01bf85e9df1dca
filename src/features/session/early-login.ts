import { EARLY_LOGIN_SCENE } from '../../core/session-rules';
import { earlyLoginVariant } from '../pricing/experiments';
import { openLoginDialog, sessionState } from './session-state';
import { LOGIN_EXEMPT_ATTRIBUTE } from './login-exempt';

/**
 * The early-login experiment (login_test, variant B): for a visitor, any click outside the exempt elements
 * opens the login dialog with scene login_early. The click still does what it does; the dialog comes on top.
 * Returns the function that stops watching.
 */
export function watchEarlyLogin(): () => void {
  let active = false;
  let stopped = false;
  const onClick = (event: MouseEvent) => {
    if (!active || !sessionState.ready || sessionState.token || sessionState.loginDialog.open) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${LOGIN_EXEMPT_ATTRIBUTE}]`)) return;
    openLoginDialog(EARLY_LOGIN_SCENE);
  };
  // Capture: a click a component stops from bubbling still counts as a click on the page.
  document.addEventListener('click', onClick, true);
  void earlyLoginVariant().then((on) => {
    if (!stopped) active = on;
  });
  return () => {
    stopped = true;
    document.removeEventListener('click', onClick, true);
  };
}
