import { chooseLanguage, splitLanguagePrefix, type Language } from './language';
import { findRoute, resolveAppPath } from './menu';

/** The folder of the build that holds the prerendered app pages. */
export const PRERENDERED_DIR = 'pages';

/**
 * Where the build writes the prerendered HTML of an app route (e.g. 'ai-tools/video'): one copy per language for
 * plain URLs (/ai/…) and one for URLs that name the language (/ja/ai/…), whose links keep that prefix.
 */
export function prerenderedPagePath(route: string, language: Language, prefixed: boolean): string {
  return `/${PRERENDERED_DIR}/${language}${prefixed ? '/prefixed' : ''}/${route}.html`;
}

export type AppPageAnswer =
  /** An app path that is not canonical (/, unknown routes, create, trailing slashes): where it goes instead. */
  | { kind: 'redirect'; location: string }
  /** The prerendered page to serve, the route it draws and the language it is drawn in. */
  | { kind: 'page'; path: string; route: string; language: Language }
  /** A file name: nothing the app serves as a page. */
  | { kind: 'none' };

/**
 * What the server and the service worker answer to a page request. The language follows the client's own order
 * (path, then `lang` query, then stored choice, then the browser's), so the page is drawn in the language it will
 * be shown in; when the stored choice is unknown here, the client draws the page anew in its language.
 */
export function appPageFor(request: {
  pathname: string;
  search: string;
  stored?: string | null;
  browser?: readonly string[];
}): AppPageAnswer {
  const { prefix, rest } = splitLanguagePrefix(request.pathname);
  // A file name (a missing icon, a stale chunk) is a miss, not a page to send the visitor home from.
  if ((rest.split('/').pop() ?? '').includes('.')) return { kind: 'none' };
  // Every other path is the app's: unknown ones go to the root, and the root goes home.
  const canonical = resolveAppPath(rest);
  if (canonical !== rest) {
    return { kind: 'redirect', location: `${prefix ? `/${prefix}` : ''}${canonical}${request.search}` };
  }
  const route = findRoute(canonical);
  if (!route) return { kind: 'none' };
  const language = chooseLanguage(request);
  const path = prerenderedPagePath(route.route, language, prefix !== undefined);
  return { kind: 'page', path, route: route.route, language };
}
