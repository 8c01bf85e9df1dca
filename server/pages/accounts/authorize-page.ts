/** The authorize page: Log in and Sign up tabs, or "Continue as" when the accounts cookie is valid. */
import {
  ACCOUNTS_CONTINUE_PATH,
  ACCOUNTS_LOGIN_PATH,
  ACCOUNTS_MESSAGE_SOURCE,
  ACCOUNTS_SIGNUP_PATH,
  type AuthorizeView,
} from '../../../src/core/accounts-service';
import type { AuthorizeQuery } from '../../../src/core/contract/accounts';
import { PASSWORD_MIN_LENGTH } from '../../accounts/rules';
import { escapeHtml, jsonForScript, renderPage } from '../html';
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';
import { logoutForm } from './logout-page';

export interface AuthorizePageModel {
  /** Its `lang` (a supported language, checked by checkAuthorize) is the page's language. */
  query: AuthorizeQuery & { lang: Language };
  view: AuthorizeView;
  /** The failure of the last post, shown in the form of `view`, already in the page's language. */
  error?: string;
  email?: string;
  /** Set when the accounts cookie is valid: offer "Continue as" instead of the forms. */
  signedInEmail?: string;
  /** "Use another account" signs out (a form post to the accounts logout) and comes back here. */
  switchAccountReturn: string;
}

function hiddenFields(query: AuthorizeQuery): string {
  return Object.entries(query)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

function credentialForm(model: AuthorizePageModel, view: AuthorizeView): string {
  const { lang } = model.query;
  const isLogin = view === 'login';
  const error = model.view === view ? model.error : undefined;
  const errorId = `${view}-error`;
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  const hintId = `${view}-password-hint`;
  return `<form method="post" action="${isLogin ? ACCOUNTS_LOGIN_PATH : ACCOUNTS_SIGNUP_PATH}" novalidate>
${hiddenFields(model.query)}
${error ? `<p class="error" role="alert" id="${errorId}">${escapeHtml(error)}</p>` : ''}
<label for="${view}-email">${escapeHtml(sayIn(lang, 'Email'))}</label>
<input id="${view}-email" name="email" type="email" autocomplete="${isLogin ? 'username' : 'email'}" required value="${escapeHtml(model.view === view ? (model.email ?? '') : '')}"${described}>
<label for="${view}-password">${escapeHtml(sayIn(lang, 'Password'))}</label>
<input id="${view}-password" name="password" type="password" autocomplete="${isLogin ? 'current-password' : 'new-password'}" required${isLogin ? '' : ` minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="${hintId}"`}>
${isLogin ? '' : `<p class="hint" id="${hintId}">${escapeHtml(sayIn(lang, 'At least {count} characters', { count: PASSWORD_MIN_LENGTH }))}</p>`}
<button type="submit">${escapeHtml(isLogin ? sayIn(lang, 'Log in') : sayIn(lang, 'Sign up'))}</button>
</form>`;
}

function tabs(model: AuthorizePageModel): string {
  const { lang } = model.query;
  const tab = (view: AuthorizeView, label: string) => {
    const on = model.view === view;
    return `<button type="button" role="tab" id="tab-${view}" data-view="${view}" aria-controls="panel-${view}" aria-selected="${on}" tabindex="${on ? 0 : -1}">${escapeHtml(label)}</button>`;
  };
  const panel = (view: AuthorizeView) =>
    `<section role="tabpanel" id="panel-${view}" aria-labelledby="tab-${view}"${model.view === view ? '' : ' hidden'}>${credentialForm(model, view)}</section>`;
  return `<div role="tablist" aria-label="${escapeHtml(sayIn(lang, 'Log in or sign up'))}">${tab('login', sayIn(lang, 'Log in'))}${tab('signup', sayIn(lang, 'Sign up'))}</div>
${panel('login')}
${panel('signup')}`;
}

function continueAs(model: AuthorizePageModel): string {
  const { lang } = model.query;
  const email = model.signedInEmail ?? '';
  return `<form method="post" action="${ACCOUNTS_CONTINUE_PATH}">
${hiddenFields(model.query)}
${model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : ''}
<button type="submit">${escapeHtml(sayIn(lang, 'Continue as {email}', { email }))}</button>
</form>
${logoutForm(model.switchAccountReturn, sayIn(lang, 'Use another account'), 'secondary')}`;
}

/** Switches tabs without a reload, supports arrow keys, and tells an embedding dialog which view shows. */
const TAB_SCRIPT = (source: string) => `(function(){
var tabs=[].slice.call(document.querySelectorAll('[role=tab]'));
function show(view,focus){tabs.forEach(function(t){var on=t.dataset.view===view;t.setAttribute('aria-selected',String(on));t.tabIndex=on?0:-1;document.getElementById(t.getAttribute('aria-controls')).hidden=!on;if(on&&focus)t.focus();});
if(window.parent!==window)window.parent.postMessage({source:${source},action:'view',view:view},location.origin);}
tabs.forEach(function(t,i){t.addEventListener('click',function(){show(t.dataset.view,false);});
t.addEventListener('keydown',function(e){if(e.key!=='ArrowLeft'&&e.key!=='ArrowRight')return;e.preventDefault();show(tabs[(i+1)%tabs.length].dataset.view,true);});});
})();`;

/**
 * Escape inside the frame cannot reach the dialog around it (key events stay in the frame's document): the page
 * forwards it to the embedding app, same origin only, which closes the dialog.
 */
const ESCAPE_SCRIPT = (source: string) => `document.addEventListener('keydown',function(e){
if(e.key==='Escape'&&window.parent!==window)window.parent.postMessage({source:${source},action:'close'},location.origin);});`;

export function authorizePage(model: AuthorizePageModel): string {
  const { lang } = model.query;
  const signedIn = model.signedInEmail !== undefined;
  const source = jsonForScript(ACCOUNTS_MESSAGE_SOURCE);
  const title = signedIn
    ? sayIn(lang, 'Continue to Media.io')
    : model.view === 'signup'
      ? sayIn(lang, 'Sign up')
      : sayIn(lang, 'Log in');
  return renderPage({
    lang,
    title,
    body: `<main>
<h1>${escapeHtml(signedIn ? sayIn(lang, 'Welcome back') : sayIn(lang, 'Your Media.io account'))}</h1>
${signedIn ? continueAs(model) : tabs(model)}
</main>`,
    script: `${signedIn ? '' : TAB_SCRIPT(source)}${ESCAPE_SCRIPT(source)}`,
  });
}

/**
 * Shown instead of the forms when the link itself is broken: nothing on it can be trusted. The list says what is
 * wrong with which field, for the developer of the link: it stays English.
 */
export function invalidAuthorizePage(lang: Language, problems: string[]): string {
  return renderPage({
    lang,
    title: sayIn(lang, 'Sign-in link not valid'),
    body: `<main>
<h1>${escapeHtml(sayIn(lang, 'This sign-in link is not valid'))}</h1>
<p class="error" role="alert">${escapeHtml(sayIn(lang, 'Please go back to the app and try signing in again.'))}</p>
<ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
</main>`,
  });
}
