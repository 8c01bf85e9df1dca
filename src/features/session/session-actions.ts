import { t } from '@lingui/core/macro';
import { api } from './api-client';
import type { LoginResult, OauthTokenRequest, UserInfoData } from '../../core/contract/session';
import { LOGIN_RETRY_MS, USER_INFO_REFRESH_AFTER_LOGIN_MS } from '../../core/session-rules';
import {
  ACCOUNTS_LOGOUT_PATH,
  ACCOUNTS_LOGOUT_REDIRECT_FIELD,
  type AccountsLoginMessage,
} from '../../core/accounts-service';
import { showToast } from '../../ui/toasts';
import { sessionState, closeLoginDialog } from './session-state';
import {
  clearLogin,
  identityFromToken,
  readStoredLogin,
  saveLogin,
  copyLoginLocally,
  type TokenIdentity,
} from './token-storage';
import { userInfoCache } from './user-info-cache';
import { notifyHostFrame } from './host-frame';
import { scheduleRenewal, stopRenewal } from './token-renewal';
import { startLoginCheck, stopLoginCheck } from './login-check';
import { loadFeatureCodes } from './feature-codes';
import { endLoginAttempt, verifierFor } from './login-attempt';
import { shareSessionWithWorker } from './worker-session';
import { track } from '../tracking/tracker';
import type { LoginStatus } from '../../core/tracking';

const refreshTimers: ReturnType<typeof setTimeout>[] = [];

function adopt(identity: TokenIdentity): void {
  sessionState.token = identity.token;
  sessionState.uid = identity.uid;
  void shareSessionWithWorker({ token: identity.token, uid: identity.uid });
  scheduleRenewal(identity, logout);
  startLoginCheck(checkLogin, logout);
}

/** What sign-in loads, and a spend refreshes: user info and the feature codes the access rules read. */
export async function loadAccount(): Promise<void> {
  await Promise.all([loadUserInfo(), loadFeatureCodes()]);
}

/** Reads the login every tab shares; without one, stored copies are cleared. */
export async function restoreSession(): Promise<void> {
  const identity = readStoredLogin();
  if (!identity) {
    clearLogin();
    void shareSessionWithWorker(null);
    sessionState.ready = true;
    return;
  }
  copyLoginLocally(identity);
  adopt(identity);
  const cached = await userInfoCache.get(identity.uid);
  if (cached) sessionState.user = cached;
  sessionState.ready = true;
  await loadAccount();
}

/** Reads user info from the server; throws what the server or the network says. */
async function fetchUserInfo(): Promise<UserInfoData> {
  const user = await api.post<UserInfoData>('/v1/user');
  sessionState.user = user;
  await userInfoCache.set(String(user.uid), user);
  return user;
}

/** The 40-minute login check: user info answers only for a valid login; the feature codes come along. */
async function checkLogin(): Promise<void> {
  await fetchUserInfo();
  await loadFeatureCodes();
}

export async function loadUserInfo(): Promise<UserInfoData | undefined> {
  if (!sessionState.token) return undefined;
  try {
    return await fetchUserInfo();
  } catch (err) {
    console.warn('user info failed', err);
    return undefined;
  }
}

function trackLoginResult(status: LoginStatus): void {
  track('user_login_result_v2', { login_status: status, login_expose_type: sessionState.loginDialog.scene });
}

/**
 * The opening of the sign-in dialog that received a code from the accounts service (openLoginDialog makes a new
 * one each time). Its popup closing after that, or the dialog closed after a failed exchange, is no cancel: the
 * attempt was made and tracked as success or fail.
 */
let dialogWithCode: object | null = null;

/** The user closed the sign-in dialog (or its popup, or pressed Escape in its frame) before signing in. */
export function cancelLogin(): void {
  if (dialogWithCode !== sessionState.loginDialog && !sessionState.token) trackLoginResult('cancel');
  closeLoginDialog();
}

/**
 * Signs in with the accounts service's answer (a message from its callback page, or the answer it left for this
 * page after a redirect), when the answer belongs to this tab's sign-in attempt; any other is ignored.
 */
export async function loginWithAnswer(
  answer: Pick<AccountsLoginMessage, 'code' | 'state'>,
): Promise<boolean> {
  const verifier = verifierFor(answer.state);
  if (!verifier) {
    console.warn('a sign-in answer that this tab did not ask for was ignored');
    return false;
  }
  return loginWithCode(answer.code, verifier);
}

/**
 * Exchanges the accounts service's code (with the attempt's verifier) for tokens; a failure is tracked and retried
 * once after 200 ms (the spec's rule), and the second is tracked too and said.
 */
async function loginWithCode(code: string, verifier: string, attempt = 0): Promise<boolean> {
  dialogWithCode = sessionState.loginDialog;
  try {
    const body: OauthTokenRequest = {
      code,
      code_verifier: verifier,
      plan: 0,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      landing_page: location.pathname,
    };
    const result = await api.post<LoginResult>('/v1/oauth/token', body);
    const identity = identityFromToken(result.access_token);
    if (!identity) throw new Error('login token unreadable');
    endLoginAttempt();
    saveLogin(identity);
    adopt(identity);
    trackLoginResult('success');
    closeLoginDialog();
    notifyHostFrame({ action: 'login-success', uid: identity.uid });
    await loadAccount();
    for (const ms of USER_INFO_REFRESH_AFTER_LOGIN_MS)
      refreshTimers.push(setTimeout(() => void loadUserInfo(), ms));
    return true;
  } catch (err) {
    console.warn('login failed', err);
    trackLoginResult('fail');
    if (attempt === 0) {
      await new Promise((r) => setTimeout(r, LOGIN_RETRY_MS));
      return loginWithCode(code, verifier, 1);
    }
    showToast(t`Sign-in failed. Please try again.`, 'error');
    return false;
  }
}

/** Host frame message with a token: log in with it (an empty token is rejected). */
export async function loginWithToken(token: string): Promise<boolean> {
  const identity = token ? identityFromToken(token) : undefined;
  if (!identity) {
    console.error('host login rejected: empty or unreadable token');
    return false;
  }
  saveLogin(identity);
  adopt(identity);
  await loadAccount();
  return true;
}

/** Forgets the account in this tab only (another tab logged out, or a host-frame logout). */
export async function resetAccountState(): Promise<void> {
  refreshTimers.splice(0).forEach(clearTimeout);
  stopRenewal();
  stopLoginCheck();
  clearLogin();
  await userInfoCache.clear();
  await shareSessionWithWorker(null);
  sessionState.token = null;
  sessionState.uid = null;
  sessionState.user = null;
  sessionState.features = null;
}

/**
 * Logs this app out: the server's session, local data, then the host frame is told. The accounts service's own
 * session is left to the caller (it ended already when the accounts frame reported a logout).
 */
export async function logoutOfApp(): Promise<void> {
  try {
    await api.post('/v1/logout');
  } catch (err) {
    console.warn('logout call failed; local data cleared anyway', err);
  }
  await resetAccountState();
  notifyHostFrame({ action: 'logout' });
}

/**
 * Logs out everywhere: the app, then the accounts service's sign-out (a form post: it takes no GET), which comes
 * back to this page.
 */
export async function logout(): Promise<void> {
  await logoutOfApp();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = ACCOUNTS_LOGOUT_PATH;
  form.hidden = true;
  const back = document.createElement('input');
  back.type = 'hidden';
  back.name = ACCOUNTS_LOGOUT_REDIRECT_FIELD;
  back.value = location.pathname + location.search;
  form.append(back);
  document.body.append(form);
  form.submit();
}
