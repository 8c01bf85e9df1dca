/**
 * Loaded in a hidden frame to detect third-party-cookie support: writes and reads back a cookie, then posts
 * '3pc.supported' or '3pc.unsupported' to its parent at this page's own origin.
 */
import { COOKIE_CHECK_SUPPORTED, COOKIE_CHECK_UNSUPPORTED } from '../../../src/core/accounts-service';
import { escapeHtml, jsonForScript, renderPage } from '../html';
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';

const COOKIE_CHECK_SCRIPT = `(function(){
var secure=location.protocol==='https:'?'; SameSite=None; Secure':'';
var supported=false;
try{
document.cookie='mi_3pc_check=1; path=/; max-age=60'+secure;
supported=navigator.cookieEnabled&&document.cookie.indexOf('mi_3pc_check=1')!==-1;
document.cookie='mi_3pc_check=; path=/; max-age=0'+secure;
}catch(e){supported=false;}
var message=supported?${jsonForScript(COOKIE_CHECK_SUPPORTED)}:${jsonForScript(COOKIE_CHECK_UNSUPPORTED)};
document.getElementById('result').textContent=message;
if(window.parent!==window)window.parent.postMessage(message,location.origin);
})();`;

export function cookieCheckPage(lang: Language): string {
  return renderPage({
    lang,
    title: sayIn(lang, 'Cookie check'),
    body: `<main><p id="result" aria-live="polite">${escapeHtml(sayIn(lang, 'Checking cookies…'))}</p></main>`,
    script: COOKIE_CHECK_SCRIPT,
  });
}
