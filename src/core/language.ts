/** Language choice: path segment, then `lang` query, then stored, then browser, else en. */
export const SUPPORTED_LANGUAGES = ['de', 'en', 'es', 'fr', 'id', 'it', 'ja', 'ko', 'pt', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'mi-lang';

export function asLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const base = value.toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** The first path segment when it names a supported language ("/ja/ai/explore" → "ja"). */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : undefined;
}

export interface LanguageSources {
  pathname: string;
  search: string;
  stored?: string | null;
  browser?: readonly string[];
}

export function chooseLanguage(sources: LanguageSources): Language {
  const fromQuery = new URLSearchParams(sources.search).get('lang');
  return (
    languageFromPath(sources.pathname) ??
    asLanguage(fromQuery) ??
    asLanguage(sources.stored) ??
    (sources.browser ?? []).map(asLanguage).find((l) => l !== undefined) ??
    DEFAULT_LANGUAGE
  );
}

/** Splits "/ja/ai/explore" into the language prefix and the app path. */
export function splitLanguagePrefix(pathname: string): { prefix: Language | undefined; rest: string } {
  const prefix = languageFromPath(pathname);
  if (!prefix) return { prefix: undefined, rest: pathname || '/' };
  const rest = pathname.replace(new RegExp(`^/${prefix}(?=/|$)`, 'i'), '');
  return { prefix, rest: rest || '/' };
}
