import { appPageFor } from '../src/core/prerendered-pages';
import { DEFAULT_LANGUAGE } from '../src/core/language';
import { precachedResponse, shellUrl, type Precache } from './precache';

/**
 * A page load from the service worker, so the app opens offline and without a round trip: the route's prerendered
 * page in the visitor's language. The default language's pages are precached; another language's page is fetched
 * once and kept with this build's files. Without it (offline, first visit), the default language's page or the
 * bare shell: the app then draws itself in the right language.
 */
export async function navigationResponse(
  caches: CacheStorage,
  precache: Precache,
  request: Request,
  languages: readonly string[],
  fetchFn: typeof fetch = fetch,
): Promise<Response> {
  const url = new URL(request.url);
  const answer = appPageFor({ pathname: url.pathname, search: url.search, browser: languages });
  if (answer.kind === 'redirect') return Response.redirect(new URL(answer.location, url).href, 302);
  if (answer.kind === 'page') {
    const page = new URL(answer.path, precache.scope);
    const own = await caches.open(precache.cacheName);
    const kept = (await precachedResponse(caches, precache, page)) ?? (await own.match(page.href));
    if (kept) return kept;
    try {
      const fetched = await fetchFn(page.href, { credentials: 'same-origin' });
      if (fetched.ok) {
        await own.put(page.href, fetched.clone());
        return fetched;
      }
    } catch {
      // offline: fall back below
    }
    if (answer.language !== DEFAULT_LANGUAGE) {
      const fallback = answer.path.replace(`/${answer.language}/`, `/${DEFAULT_LANGUAGE}/`);
      const defaultPage = await precachedResponse(caches, precache, new URL(fallback, precache.scope));
      if (defaultPage) return defaultPage;
    }
  }
  return (await precachedResponse(caches, precache, new URL(shellUrl(precache)))) ?? fetchFn(request);
}
