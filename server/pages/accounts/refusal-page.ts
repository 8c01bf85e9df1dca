/** The accounts pages' one-message refusal: a heading, the reason said as an alert, and the way back to the app. */
import type { Language } from '../../../src/core/language';
import { sayIn } from '../../i18n/translate';
import { escapeHtml, renderPage } from '../html';

/** `title` and `reason` come already in `lang` (each caller says its own words, so the catalog check finds them). */
export function refusalPage(lang: Language, title: string, reason: string): string {
  return renderPage({
    lang,
    title,
    body: `<main>
<h1>${escapeHtml(title)}</h1>
<p class="error" role="alert">${escapeHtml(reason)}</p>
<a class="button" href="/">${escapeHtml(sayIn(lang, 'Back to the app'))}</a>
</main>`,
  });
}
