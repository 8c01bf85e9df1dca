/**
 * The accounts logout page as it runs inside a frame of the app ("Use another account" in the sign-in
 * dialog): the accounts session has ended, so it tells the app page, which logs out too, then goes on to
 * `redirect`. The message targets this page's own origin. A top-level logout is a plain redirect instead.
 */
import { ACCOUNTS_MESSAGE_SOURCE, type AccountsLogoutMessage } from '../../../src/core/accounts-service';
import { escapeHtml, jsonForScript, renderPage } from '../html';

const LOGOUT_SCRIPT = `(function(){
var data=JSON.parse(document.getElementById('logout-data').textContent);
if(window.parent&&window.parent!==window)window.parent.postMessage(data.message,location.origin);
location.replace(data.redirect);
})();`;

export function framedLogoutPage(redirect: string): string {
  const message: AccountsLogoutMessage = { source: ACCOUNTS_MESSAGE_SOURCE, action: 'logout' };
  return renderPage({
    title: 'Signed out',
    body: `<main>
<h1>Signed out</h1>
<p><a href="${escapeHtml(redirect)}">Continue</a></p>
<script type="application/json" id="logout-data">${jsonForScript({ message, redirect })}</script>
</main>`,
    script: LOGOUT_SCRIPT,
  });
}
