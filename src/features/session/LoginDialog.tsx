import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { buildAuthorizeUrl } from '../../core/accounts-service';
import { DEFAULT_ENVIRONMENT } from '../../core/identity';
import type { Language } from '../../core/language';
import { sessionState } from './session-state';
import { cancelLogin } from './session-actions';
import { thirdPartyCookieState } from './third-party-cookies';
import { LOGIN_FRAME, LOGIN_POPUP } from './login-sizes';
import { redirectToLogin, setSecondWayLogin } from './second-way-login';
import { loginAttempt } from './login-attempt';

/**
 * Sign-in in an embedded frame (400×604), or in a popup window (500×650) when frames cannot keep the accounts
 * cookie. The accounts callback page posts the code back; SessionLayer handles it.
 */
export function LoginDialog() {
  const { t, i18n } = useLingui();
  const { loginDialog } = useSnapshot(sessionState);
  const { supported } = useSnapshot(thirdPartyCookieState);
  const popup = useRef<Window | null>(null);
  // The attempt's challenge is a hash, computed once the dialog opens (a millisecond): the frame waits for it.
  const [proof, setProof] = useState<Awaited<ReturnType<typeof loginAttempt>>>();
  useEffect(() => {
    if (loginDialog.open && !proof) void loginAttempt().then(setProof);
  }, [loginDialog.open, proof]);
  const url = useMemo(
    () =>
      proof &&
      buildAuthorizeUrl(location.origin, {
        lang: i18n.locale as Language,
        goto: location.pathname + location.search,
        mode: supported === false ? 'popup' : 'iframe',
        env: DEFAULT_ENVIRONMENT,
        view: loginDialog.view,
        proof,
      }),
    [i18n.locale, supported, loginDialog.view, proof],
  );

  useEffect(() => {
    if (!loginDialog.open || supported !== false || !url) return;
    const left = window.screenX + (window.outerWidth - LOGIN_POPUP.width) / 2;
    const top = window.screenY + (window.outerHeight - LOGIN_POPUP.height) / 2;
    popup.current = window.open(
      url,
      'mi-login',
      `popup,width=${LOGIN_POPUP.width},height=${LOGIN_POPUP.height},left=${left},top=${top}`,
    );
    if (!popup.current) {
      // The popup was blocked: sign in the second way, by redirect, now and for the next hour.
      console.warn('Please allow pop-ups for this site to sign in');
      setSecondWayLogin();
      void redirectToLogin();
      return;
    }
    const watch = setInterval(() => {
      if (popup.current?.closed) {
        clearInterval(watch);
        if (sessionState.loginDialog.open) cancelLogin();
      }
    }, 500);
    return () => clearInterval(watch);
  }, [loginDialog.open, supported, url]);

  if (!loginDialog.open) return null;
  return (
    <Modal
      title={t`Log in or sign up`}
      hideTitle
      onClose={cancelLogin}
      width={LOGIN_FRAME.width + 20}
      className="login-modal"
    >
      {supported === false ? (
        <p>
          <Trans>Continue in the sign-in window that just opened.</Trans>
        </p>
      ) : (
        <iframe
          title={t`Sign in`}
          src={url}
          width={LOGIN_FRAME.width}
          height={LOGIN_FRAME.height}
          className="login-frame"
          data-scene={loginDialog.scene}
        />
      )}
    </Modal>
  );
}
