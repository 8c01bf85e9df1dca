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

/**
 * The first supported language of an Accept-Language header, by its q weights (ties keep the header's order);
 * undefined when none is supported. The server answers in it, else in English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((range) => asLanguage(range.tag)).find((lang) => lang !== undefined);
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
