/** The address a language choice leads to. Apart from the language rules the first screen needs. */
import { splitLanguagePrefix, type Language } from './language';

/**
 * Where a language picked by the user takes the page. The path segment and the lang query outrank the stored
 * choice, so when the address names a language the new one must replace it there (the query is dropped, the
 * segment swapped); null when the address names none and the stored choice alone decides.
 */
export function addressForLanguage(
  address: { pathname: string; search: string; hash?: string },
  lang: Language,
): string | null {
  const { prefix, rest } = splitLanguagePrefix(address.pathname);
  const params = new URLSearchParams(address.search);
  if (!prefix && !params.has('lang')) return null;
  params.delete('lang');
  const query = params.toString();
  const search = query ? `?${query}` : '';
  return `${prefix ? `/${lang}` : ''}${rest}${search}${address.hash ?? ''}`;
}
