import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '@lingui/core/macro';
import { api } from './api-client';
import { isAccountsMessage } from '../../core/accounts-service';
import { loginStateChange } from '../../core/session-rules';
import { isVideoSiteLoginError } from '../../core/business-codes';
import { showToast } from '../../ui/toasts';
import { sessionState, openLoginDialog } from './session-state';
import { readStoredLogin } from './token-storage';
import { detectThirdPartyCookies } from './third-party-cookies';
import { whenIdle } from '../../ui/when-idle';
import { hostMessage } from './host-frame';
import {
  cancelLogin,
  loadUserInfo,
  loginWithAnswer,
  loginWithToken,
  logoutOfApp,
  resetAccountState,
  restoreSession,
} from './session-actions';
import { watchEarlyLogin } from './early-login';
import { redirectToLogin, secondWayLoginNow } from './second-way-login';
import { videoSiteLoginText } from './video-site-copy';
import { takeCallbackAnswer } from './login-attempt';

// The dialog (and its frame) loads when it first opens.
const LoginDialog = lazy(() => import('./LoginDialog').then((m) => ({ default: m.LoginDialog })));

/** On focus, compares the login every tab shares with this tab's. */
async function checkLoginOnFocus(): Promise<void> {
  if (!sessionState.ready) return;
  const stored = readStoredLogin();
  switch (loginStateChange(sessionState.uid ?? undefined, stored?.uid)) {
    case 'tologin':
      if (stored) await loginWithToken(stored.token);
      break;
    case 'tologout':
      await resetAccountState();
      break;
    case 'change':
      alert(t`Your login status has changed, please log in again!`);
      location.reload();
      break;
    case 'normal':
      await loadUserInfo();
      break;
    case 'none':
      break;
  }
}

export function SessionLayer() {
  const { open } = useSnapshot(sessionState).loginDialog;
  // Second-way login: while its flag is recent, sign-in redirects instead of showing the dialog; the dialog
  // is the fallback when no sign-in URL comes.
  const [dialogFallback, setDialogFallback] = useState(false);
  const redirect = open && !dialogFallback && secondWayLoginNow();
  useEffect(() => {
    if (redirect) void redirectToLogin().then((ok) => setDialogFallback(!ok));
  }, [redirect]);
  useEffect(() => {
    // A redirect sign-in's answer comes from the callback page only; a ?code= in an address is never redeemed.
    const answer = takeCallbackAnswer();
    let stopEarlyLogin = () => {};
    let unmounted = false;
    void restoreSession()
      .then(() => (answer ? loginWithAnswer(answer) : undefined))
      .then(() => {
        // The early-login experiment is for visitors: only they ask for its plan.
        if (!unmounted && !sessionState.token) stopEarlyLogin = watchEarlyLogin();
      });
    // Only the sign-in dialog needs to know: find out when the page is idle.
    void whenIdle().then(() => detectThirdPartyCookies());

    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin && isAccountsMessage(event.data)) {
        if (event.data.action === 'login') void loginWithAnswer(event.data);
        // Escape pressed inside the sign-in frame, which keeps its key events to itself.
        if (event.data.action === 'close' && sessionState.loginDialog.open) cancelLogin();
        // The accounts session ended in the frame ("Use another account"): this page logs out too, and the
        // dialog stays for the next account.
        if (event.data.action === 'logout' && sessionState.token) void logoutOfApp();
        return;
      }
      void hostMessage(event).then((message) => {
        if (message?.action === 'login') void loginWithToken(message.token ?? '');
        if (message?.action === 'logout') void resetAccountState();
      });
    };
    const onFocus = () => void checkLoginOnFocus();
    const stopCodes = api.addCodeListener((code, _envelope, info) => {
      if (isVideoSiteLoginError(code)) showToast(videoSiteLoginText(), 'error');
      if (!info.relogin || !sessionState.token) return;
      void resetAccountState().then(() => openLoginDialog('relogin'));
    });
    window.addEventListener('message', onMessage);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('focus', onFocus);
      stopCodes();
      unmounted = true;
      stopEarlyLogin();
    };
  }, []);
  return open && !redirect ? (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  ) : null;
}
