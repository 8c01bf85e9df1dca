import { i18n } from '@lingui/core';
import { chooseLanguage, type Language, LANGUAGE_STORAGE_KEY } from '../core/language';

/** Loads the catalog of the chosen language; every catalog falls back to English source text. */
export async function activateLanguage(lang: Language): Promise<void> {
  const { messages } = await import(`../locales/${lang}/messages.po`);
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
}

export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage may be blocked; the other sources still decide
  }
  return chooseLanguage({
    pathname: location.pathname,
    search: location.search,
    stored,
    browser: navigator.languages,
  });
}

export { i18n };
