import type { Page } from '@playwright/test';
import { readCatalog } from '../../../scripts/i18n/catalogs';

/**
 * The English source texts a language words otherwise: on a page in that language, a text equal to one of them is
 * a message left in English. Left out: messages with placeholders or tags (their English is filled in, so the page
 * never shows the msgid as written), those the language keeps as they are (names such as Premium, Discord, HD;
 * loanwords such as Video), and English texts that are also one of the language's translations (Indonesian words
 * "AI audio" as "Audio AI", itself an English msgid).
 */
async function englishOnly(lang: string): Promise<Set<string>> {
  const entries = (await readCatalog(lang)).entries.filter((e) => !e.obsolete);
  const translations = new Set(entries.map((e) => e.translation.trim()));
  return new Set(
    entries.map((e) => e.source.trim()).filter((source) => !/[{<]/.test(source) && !translations.has(source)),
  );
}

/**
 * Server content the page shows as it comes (template and example names, seeded in English): a name that happens
 * to be a message's English text ("Watercolor") is not the page's own copy.
 */
const SERVER_CONTENT = '.template-name, .example-title, .example-prompt';

/**
 * What a user of `lang` would read in English on the page: its text, and the names and hints assistive technology
 * reads (aria-label, alt, placeholder, title), where one is the English source text of a message the language
 * translates. Hidden text counts too: a menu or dialog part shown later is the same copy.
 */
export async function englishOn(page: Page, lang: string): Promise<string[]> {
  const english = await englishOnly(lang);
  const texts = await page.evaluate((serverContent) => {
    const found: string[] = [];
    const ours = (el: Element | null) => !el?.closest(`${serverContent}, script, style, noscript, template`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (ours(node.parentElement)) found.push(node.textContent ?? '');
    for (const el of document.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))
      if (ours(el))
        for (const name of ['aria-label', 'alt', 'placeholder', 'title'])
          found.push(el.getAttribute(name) ?? '');
    return found;
  }, SERVER_CONTENT);
  return [...new Set(texts.map((t) => t.trim()).filter((t) => english.has(t)))];
}
