/** The feedback form page and its thank-you state, themed light or dark as the app asks. */
import { escapeHtml, jsonForScript, renderPage } from '../html';
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';
import {
  FEEDBACK_SUBMIT_ACTION,
  FEEDBACK_SUBMIT_PATH,
  FEEDBACK_TEXT_MAX,
  type FeedbackTheme,
} from '../../../src/core/feedback';

/** Placed after the base styles, so the app's theme wins over the system preference. */
const THEMES: Record<FeedbackTheme, string> = {
  light:
    'body{color:#1d1b29;background:#f4f3f8}textarea{color:#1d1b29;background:#fff;border-color:#b9b5c9}.hint{color:#5c5870}.error{color:#8a1020;background:#fde8eb}',
  dark: 'body{color:#eceaf5;background:#16151d}textarea{color:#eceaf5;background:#22202c;border-color:#4a4760}.hint{color:#a9a5bd}.error{color:#ffd5db;background:#4b1822}',
};
const FORM_CSS =
  'textarea{width:100%;min-height:180px;padding:10px 12px;font:inherit;border:1px solid;border-radius:8px;resize:vertical}textarea:focus-visible{outline:3px solid #6d4aff;outline-offset:2px}';

export interface FeedbackFormView {
  fid: number;
  lang: string;
  embed: boolean;
  theme: FeedbackTheme;
  /** The source query value as received (JSON text), carried to the submit. */
  sourceText: string;
  text?: string;
  error?: string;
}

const style = (theme: FeedbackTheme) => `<style>${FORM_CSS}${THEMES[theme]}</style>`;

/** The form in `lang` (the app's, from the query); `v.lang` is the query's own value, carried to the submit. */
export function feedbackFormPage(lang: Language, v: FeedbackFormView): string {
  const body = `<main>
<h1>${escapeHtml(sayIn(lang, 'Send feedback'))}</h1>
<form method="post" action="${FEEDBACK_SUBMIT_PATH}">
<input type="hidden" name="fid" value="${v.fid}">
<input type="hidden" name="lang" value="${escapeHtml(v.lang)}">
<input type="hidden" name="theme" value="${v.theme}">
<input type="hidden" name="embed" value="${v.embed ? 1 : 0}">
<input type="hidden" name="source" value="${escapeHtml(v.sourceText)}">
<label for="text">${escapeHtml(sayIn(lang, 'Your feedback'))}</label>
<textarea id="text" name="text" required maxlength="${FEEDBACK_TEXT_MAX}" aria-describedby="text-hint${v.error ? ' text-error' : ''}">${escapeHtml(v.text ?? '')}</textarea>
<p class="hint" id="text-hint">${escapeHtml(sayIn(lang, 'Tell us what works and what does not, up to {count} characters.', { count: FEEDBACK_TEXT_MAX }))}</p>
${v.error ? `<p class="error" id="text-error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<button type="submit">${escapeHtml(sayIn(lang, 'Submit'))}</button>
</form></main>${style(v.theme)}`;
  return renderPage({ lang, title: sayIn(lang, 'Send feedback'), body });
}

/** After a stored submit: tell the app (it closes the modal and shows a toast). */
export function feedbackThanksPage(lang: Language, theme: FeedbackTheme): string {
  const body = `<main><h1 role="status">${escapeHtml(sayIn(lang, 'Thank you for your feedback'))}</h1></main>${style(theme)}`;
  const script = `(function () {
  var target = window.parent !== window ? window.parent : window.opener;
  if (target) target.postMessage(${jsonForScript({ action: FEEDBACK_SUBMIT_ACTION })}, location.origin);
})();`;
  return renderPage({ lang, title: sayIn(lang, 'Thank you'), body, script });
}

/** `text` is already in `lang`, or a schema problem with the link, which stays English (for its developer). */
export function feedbackErrorPage(lang: Language, text: string): string {
  return renderPage({
    lang,
    title: sayIn(lang, 'Feedback form unavailable'),
    body: `<main><h1>${escapeHtml(sayIn(lang, 'Feedback form unavailable'))}</h1><p class="error" role="alert">${escapeHtml(text)}</p></main>`,
  });
}
