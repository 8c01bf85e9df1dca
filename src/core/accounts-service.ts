/**
 * The accounts service the app signs in through (by redirect or embedded dialog): its paths,
 * the authorize query, the encoded state, and the messages its pages post to the app.
 * The reference server hosts these pages on the app's own origin.
 */
import { APP_NAME, APP_SOURCE, PRODUCT_ID, isEnvironment, type Environment } from './identity';
import type { Language } from './language';
import type { AuthorizeQuery } from './contract/accounts';
import { CODE_CHALLENGE_METHOD, isLoginSecret } from './login-proof';

export const ACCOUNTS_AUTHORIZE_PATH = '/accounts/authorize';
export const ACCOUNTS_LOGIN_PATH = '/accounts/login';
export const ACCOUNTS_SIGNUP_PATH = '/accounts/signup';
/** "Continue as <email>" with the accounts service's own cookie. */
export const ACCOUNTS_CONTINUE_PATH = '/accounts/continue';
export const ACCOUNTS_LOGOUT_PATH = '/accounts/logout';
export const ACCOUNTS_COOKIE_CHECK_PATH = '/accounts/3pc-check';
/** The app's callback page: receives ?code=&state= and hands them to the app. */
export const ACCOUNTS_CALLBACK_PATH = '/accounts/callback';

/** Field of the logout form (POST only: a link or an image on another site cannot sign anyone out) that names the
 * page to come back to. */
export const ACCOUNTS_LOGOUT_REDIRECT_FIELD = 'redirect';
/** Query fields the accounts service appends to redirect_uri, and the callback appends to goto. */
export const ACCOUNTS_CODE_QUERY = 'code';
export const ACCOUNTS_STATE_QUERY = 'state';
/**
 * Where the callback page leaves a redirect-mode sign-in answer ({code, state}) for the app page it opens next, in
 * the tab's sessionStorage: the code never rides in an app page's address, and only this route hands one over.
 */
export const ACCOUNTS_CALLBACK_STORAGE_KEY = 'mi-accounts:callback';

export const ACCOUNTS_REGISTER_MODE = '4';
export const ACCOUNTS_RESPONSE_TYPE = 'code';
/** Not given by the spec: this app's key and scope at the accounts service. */
export const ACCOUNTS_APP_KEY = APP_NAME;
const ACCOUNTS_SCOPE = 'basic';
/** Not given by the spec: the brand the accounts pages show (the default display name is 'Media.io User'). */
const ACCOUNTS_BRAND = 'media.io';

/** How the authorize page was opened: embedded frame, popup window or redirect. */
export const LOGIN_MODES = ['iframe', 'popup', 'redirect'] as const;
type LoginMode = (typeof LOGIN_MODES)[number];

/** Which form the authorize page shows first (extra `view` query; default login). */
export const AUTHORIZE_VIEWS = ['login', 'signup'] as const;
export type AuthorizeView = (typeof AUTHORIZE_VIEWS)[number];

/** What the `state` field encodes: env, goto, pbrand, pid, mode, and the attempt's nonce (see login-proof). */
export interface LoginState {
  env: Environment;
  goto: string;
  pbrand: string;
  pid: number;
  mode: LoginMode;
  nonce: string;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** State travels as base64url JSON so it survives every redirect unchanged. */
export function encodeLoginState(state: LoginState): string {
  return toBase64Url(JSON.stringify(state));
}

/** The decoded state, or undefined when it is not one this app made. */
export function decodeLoginState(encoded: string | null | undefined): LoginState | undefined {
  if (!encoded) return undefined;
  try {
    const value = JSON.parse(fromBase64Url(encoded)) as Partial<LoginState>;
    // A state naming an environment this app does not run in is not one it made.
    if (
      !isEnvironment(value?.env) ||
      typeof value.goto !== 'string' ||
      typeof value.pbrand !== 'string' ||
      typeof value.pid !== 'number' ||
      !(LOGIN_MODES as readonly string[]).includes(value.mode as string) ||
      !isLoginSecret(value.nonce)
    ) {
      return undefined;
    }
    return value as LoginState;
  } catch {
    return undefined;
  }
}

export interface AuthorizeUrlParams {
  lang: Language;
  mode: LoginMode;
  /** The app page to return to after sign-in (path or same-origin URL). */
  goto: string;
  env: Environment;
  /** Defaults to `${origin}${ACCOUNTS_CALLBACK_PATH}`. */
  redirectUri?: string;
  pbrand?: string;
  view?: AuthorizeView;
  /** This attempt's state nonce and the S256 challenge of its PKCE verifier. */
  proof: { nonce: string; challenge: string };
}

/** The authorize page URL with every field of the authorize query; `origin` is the accounts service origin. */
export function buildAuthorizeUrl(origin: string, params: AuthorizeUrlParams): string {
  const state: LoginState = {
    env: params.env,
    goto: params.goto,
    pbrand: params.pbrand ?? ACCOUNTS_BRAND,
    pid: PRODUCT_ID,
    mode: params.mode,
    nonce: params.proof.nonce,
  };
  const query: AuthorizeQuery = {
    register_mode: ACCOUNTS_REGISTER_MODE,
    product_id: String(PRODUCT_ID),
    app_key: ACCOUNTS_APP_KEY,
    source: String(APP_SOURCE),
    scope: ACCOUNTS_SCOPE,
    lang: params.lang,
    response_type: ACCOUNTS_RESPONSE_TYPE,
    mode: params.mode,
    goto: params.goto,
    redirect_uri: params.redirectUri ?? `${origin}${ACCOUNTS_CALLBACK_PATH}`,
    state: encodeLoginState(state),
    code_challenge: params.proof.challenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  };
  const search = new URLSearchParams(query);
  if (params.view && params.view !== 'login') search.set('view', params.view);
  return `${origin}${ACCOUNTS_AUTHORIZE_PATH}?${search.toString()}`;
}

/** Marks every message the accounts pages post, so the app can ignore unrelated messages. */
export const ACCOUNTS_MESSAGE_SOURCE = 'mi-accounts';

/** Posted by the callback page to window.parent (frame) or window.opener (popup), targetOrigin = own origin. */
export interface AccountsLoginMessage {
  source: typeof ACCOUNTS_MESSAGE_SOURCE;
  action: 'login';
  code: string;
  state: string;
}

/** Posted by a framed authorize page when the user switches between Log in and Sign up. */
interface AccountsViewMessage {
  source: typeof ACCOUNTS_MESSAGE_SOURCE;
  action: 'view';
  view: AuthorizeView;
}

/** Posted by a framed accounts page when the user presses Escape in it: the dialog around the frame closes. */
interface AccountsCloseMessage {
  source: typeof ACCOUNTS_MESSAGE_SOURCE;
  action: 'close';
}

/**
 * Posted by the accounts logout page when it runs in a frame of the app (the user chose "Use another
 * account" in the sign-in dialog): the accounts session ended, so the app page logs out too.
 */
export interface AccountsLogoutMessage {
  source: typeof ACCOUNTS_MESSAGE_SOURCE;
  action: 'logout';
}

export type AccountsMessage =
  AccountsLoginMessage | AccountsViewMessage | AccountsCloseMessage | AccountsLogoutMessage;

export function isAccountsMessage(data: unknown): data is AccountsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { source?: unknown; action?: unknown; code?: unknown; state?: unknown; view?: unknown };
  if (m.source !== ACCOUNTS_MESSAGE_SOURCE) return false;
  if (m.action === 'login') return typeof m.code === 'string' && typeof m.state === 'string';
  if (m.action === 'view') return (AUTHORIZE_VIEWS as readonly string[]).includes(m.view as string);
  return m.action === 'close' || m.action === 'logout';
}

/** Posted (as plain strings) by the cookie-check page to its parent. */
export const COOKIE_CHECK_SUPPORTED = '3pc.supported';
export const COOKIE_CHECK_UNSUPPORTED = '3pc.unsupported';
export type CookieCheckMessage = typeof COOKIE_CHECK_SUPPORTED | typeof COOKIE_CHECK_UNSUPPORTED;

export function isCookieCheckMessage(data: unknown): data is CookieCheckMessage {
  return data === COOKIE_CHECK_SUPPORTED || data === COOKIE_CHECK_UNSUPPORTED;
}
