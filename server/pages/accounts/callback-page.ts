/**
 * The callback page redirect_uri points at. It hands {source, action:'login', code, state} to the app that
 * opened sign-in: the parent when framed, the opener when a popup (then closes), and otherwise (redirect
 * mode) leaves it in the tab's sessionStorage and opens the state's goto page, which takes it from there. The code
 * is never put in an app page's address, and an app page redeems no code from its address. Messages target this
 * page's own origin.
 */
import {
  ACCOUNTS_CALLBACK_STORAGE_KEY,
  ACCOUNTS_MESSAGE_SOURCE,
  type AccountsLoginMessage,
} from '../../../src/core/accounts-service';
import { refusalPage } from './refusal-page';
import { escapeHtml, jsonForScript, renderPage } from '../html';
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';

export interface CallbackModel {
  message: AccountsLoginMessage;
  /** Same-origin page to open in redirect mode. */
  redirect: string;
}

const CALLBACK_SCRIPT = `(function(){
var data=JSON.parse(document.getElementById('login-data').textContent);
if(window.parent&&window.parent!==window){window.parent.postMessage(data.message,location.origin);return;}
if(window.opener&&!window.opener.closed){window.opener.postMessage(data.message,location.origin);window.close();return;}
try{sessionStorage.setItem(${JSON.stringify(ACCOUNTS_CALLBACK_STORAGE_KEY)},JSON.stringify(data.message));}catch(e){}
location.replace(data.redirect);
})();`;

export function callbackPage(lang: Language, model: CallbackModel): string {
  return renderPage({
    lang,
    title: sayIn(lang, 'Signing you in'),
    body: `<main>
<h1>${escapeHtml(sayIn(lang, 'Signing you in…'))}</h1>
<p><a href="${escapeHtml(model.redirect)}">${escapeHtml(sayIn(lang, 'Continue to the app'))}</a></p>
<script type="application/json" id="login-data">${jsonForScript(model)}</script>
</main>`,
    script: CALLBACK_SCRIPT,
  });
}

export function callbackMessage(code: string, state: string): AccountsLoginMessage {
  return { source: ACCOUNTS_MESSAGE_SOURCE, action: 'login', code, state };
}

export function callbackErrorPage(lang: Language): string {
  return refusalPage(
    lang,
    sayIn(lang, 'Sign-in did not complete'),
    sayIn(lang, 'No sign-in code arrived. Please go back to the app and try again.'),
  );
}
