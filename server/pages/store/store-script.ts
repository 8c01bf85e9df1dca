/**
 * The checkout page's script: posts the store messages to `window.opener || window.parent`
 * with this origin as target, and answers the app's close-pop with a leave confirmation.
 */
import { jsonForScript } from '../html';
import { STORE_CLOSE_POP, STORE_MESSAGES } from '../../../src/core/store-messages';

export function storeScript(options: { postOnLoad?: string } = {}): string {
  return `
(function () {
  var M = ${jsonForScript(STORE_MESSAGES)};
  var target = window.opener || (window.parent !== window ? window.parent : null);
  function post(message) {
    if (target) target.postMessage(message, location.origin);
  }
  document.querySelectorAll('[data-post]').forEach(function (el) {
    el.addEventListener('click', function (event) {
      var message = el.getAttribute('data-post');
      post(message);
      // Opened in its own tab with nobody listening: Back and Cancel leave for the app instead.
      if (!target && el.tagName === 'BUTTON') { event.preventDefault(); location.href = '/ai/home'; }
    });
  });
  var leave = document.getElementById('leave');
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.data !== ${jsonForScript(STORE_CLOSE_POP)} || !leave) return;
    leave.hidden = false;
    var stay = document.getElementById('stay');
    if (stay) stay.focus();
  });
  var stay = document.getElementById('stay');
  if (stay) stay.addEventListener('click', function () { leave.hidden = true; });
  var trial = document.getElementById('trial');
  var pay = document.getElementById('pay');
  if (trial && pay) {
    var update = function () { pay.textContent = trial.checked ? pay.dataset.trialText : pay.dataset.payText; };
    trial.addEventListener('change', update);
    update();
  }
  var form = document.getElementById('pay-form');
  if (form && pay) form.addEventListener('submit', function () { pay.disabled = true; });
  ${options.postOnLoad ? `post(${jsonForScript(options.postOnLoad)}); void M;` : 'void M;'}
})();`;
}
