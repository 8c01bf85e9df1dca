/**
 * Signing out of the accounts service: the form that does it (a POST from this site only), the page a plain visit
 * gets (it asks first), the refusal of another site's post, and the page a framed sign-out runs ("Use another
 * account" in the sign-in dialog): the accounts session has ended, so it tells the app page, which logs out too,
 * then goes on to `redirect`. Its message targets this page's own origin. A top-level sign-out is a plain redirect.
 */
import {
  ACCOUNTS_LOGOUT_PATH,
  ACCOUNTS_LOGOUT_REDIRECT_FIELD,
  ACCOUNTS_MESSAGE_SOURCE,
  type AccountsLogoutMessage,
} from '../../../src/core/accounts-service';
import { refusalPage } from './refusal-page';
import { escapeHtml, jsonForScript, renderPage } from '../html';
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';

/** A one-button form that signs out and comes back to `redirect` (a path of this site). */
export function logoutForm(redirect: string, label: string, className = ''): string {
  return `<form method="post" action="${ACCOUNTS_LOGOUT_PATH}">
<input type="hidden" name="${ACCOUNTS_LOGOUT_REDIRECT_FIELD}" value="${escapeHtml(redirect)}">
<button type="submit"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button>
</form>`;
}

export function logoutConfirmPage(lang: Language, redirect: string): string {
  return renderPage({
    lang,
    title: sayIn(lang, 'Sign out'),
    body: `<main>
<h1>${escapeHtml(sayIn(lang, 'Sign out?'))}</h1>
<p>${escapeHtml(sayIn(lang, 'You will be signed out of your account on this site.'))}</p>
${logoutForm(redirect, sayIn(lang, 'Sign out'))}
<a class="button secondary" href="${escapeHtml(redirect)}">${escapeHtml(sayIn(lang, 'Stay signed in'))}</a>
</main>`,
  });
}

export function logoutRefusedPage(lang: Language): string {
  return refusalPage(
    lang,
    sayIn(lang, 'Not signed out'),
    sayIn(lang, 'The sign-out was sent from another site, so nothing changed.'),
  );
}

const LOGOUT_SCRIPT = `(function(){
var data=JSON.parse(document.getElementById('logout-data').textContent);
if(window.parent&&window.parent!==window)window.parent.postMessage(data.message,location.origin);
location.replace(data.redirect);
})();`;

export function framedLogoutPage(lang: Language, redirect: string): string {
  const message: AccountsLogoutMessage = { source: ACCOUNTS_MESSAGE_SOURCE, action: 'logout' };
  return renderPage({
    lang,
    title: sayIn(lang, 'Signed out'),
    body: `<main>
<h1>${escapeHtml(sayIn(lang, 'Signed out'))}</h1>
<p><a href="${escapeHtml(redirect)}">${escapeHtml(sayIn(lang, 'Continue'))}</a></p>
<script type="application/json" id="logout-data">${jsonForScript({ message, redirect })}</script>
</main>`,
    script: LOGOUT_SCRIPT,
  });
}
