import { splitLanguagePrefix } from '../src/core/language';

/**
 * Precache with one Cache Storage cache per build. Unlike workbox's single precache (which drops entries of the
 * previous build when the new SW activates), the previous build's cache stays until no window runs that build,
 * so a tab opened before a deploy can still load its lazy chunks.
 */
export type ManifestEntry = string | { url: string; revision?: string | null };

const PRECACHE_PREFIX = 'mi-precache-';
const MANIFEST_KEY = '__precache-manifest.json';

export interface Precache {
  buildId: string;
  cacheName: string;
  /** Absolute URL (no search) → revision (null for content-hashed file names). */
  entries: Map<string, string | null>;
  scope: string;
}

/** FNV-1a over the manifest: the same files and revisions give the same id, any change a new one. */
export function manifestBuildId(entries: ManifestEntry[]): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

export function createPrecache(entries: ManifestEntry[], scope: string): Precache {
  const buildId = manifestBuildId(entries);
  const map = new Map<string, string | null>();
  for (const entry of entries) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, scope);
    url.search = '';
    url.hash = '';
    map.set(url.href, typeof entry === 'string' ? null : (entry.revision ?? null));
  }
  return { buildId, cacheName: PRECACHE_PREFIX + buildId, entries: map, scope };
}

/** Whether a page that reported running `build` (the URL of its entry module) runs this precache's build. */
export function runsBuild(precache: Precache, build: string | undefined): boolean {
  if (!build) return false;
  try {
    const url = new URL(build, precache.scope);
    url.search = '';
    return precache.entries.has(url.href);
  } catch {
    return false;
  }
}

/** Old precaches may go once every open window reported a build of the current precache. */
export function canDropOldPrecaches(
  precache: Precache,
  clientIds: string[],
  builds: Map<string, string>,
): boolean {
  return clientIds.every((id) => runsBuild(precache, builds.get(id)));
}

/**
 * Fills this build's cache. A file another build already cached with the same revision (or, for hashed names,
 * the same URL) is copied instead of downloaded again.
 */
export async function installPrecache(
  caches: CacheStorage,
  precache: Precache,
  fetchFn: typeof fetch = fetch,
) {
  const cache = await caches.open(precache.cacheName);
  const older = (await caches.keys()).filter(
    (name) => name.startsWith(PRECACHE_PREFIX) && name !== precache.cacheName,
  );
  const olderCaches = await Promise.all(
    older.map(async (name) => {
      const other = await caches.open(name);
      const stored = await other.match(new URL(MANIFEST_KEY, precache.scope).href);
      const revisions = (stored ? await stored.json() : {}) as Record<string, string | null>;
      return { cache: other, revisions };
    }),
  );
  await Promise.all(
    [...precache.entries].map(async ([url, revision]) => {
      if (await cache.match(url)) return;
      for (const other of olderCaches) {
        if (!(url in other.revisions) || other.revisions[url] !== revision) continue;
        const copy = await other.cache.match(url);
        if (copy) return cache.put(url, copy);
      }
      const response = await fetchFn(url, { cache: 'reload', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
      await cache.put(url, response);
    }),
  );
  // Written last: a cache with a manifest is complete.
  await cache.put(
    new URL(MANIFEST_KEY, precache.scope).href,
    new Response(JSON.stringify(Object.fromEntries(precache.entries)), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** Deletes the caches of other builds. */
export async function dropOldPrecaches(caches: CacheStorage, precache: Precache): Promise<string[]> {
  // workbox-precache-*: what the first skeleton's workbox precacheAndRoute left behind.
  const isOld = (name: string) =>
    (name.startsWith(PRECACHE_PREFIX) && name !== precache.cacheName) || name.startsWith('workbox-precache');
  const old = (await caches.keys()).filter(isOld);
  await Promise.all(old.map((name) => caches.delete(name)));
  return old;
}

/** App routes get the shell (/ai/<route>, optionally after a language segment, and /). */
export function isAppNavigation(pathname: string): boolean {
  const { rest } = splitLanguagePrefix(pathname);
  return rest === '/' || rest === '/ai' || rest.startsWith('/ai/');
}

/** Requests the precache answers: this build's files, and any hashed asset (maybe an older build's chunk). */
export function servesFromPrecache(precache: Precache, url: URL): boolean {
  const key = new URL(url.href);
  key.search = '';
  return precache.entries.has(key.href) || url.pathname.startsWith('/assets/');
}

/** This build's copy of a precached URL, or of any other build's (a chunk an older open tab asks for). */
export async function precachedResponse(
  caches: CacheStorage,
  precache: Precache,
  url: URL,
): Promise<Response | undefined> {
  const key = new URL(url.href);
  key.search = '';
  if (precache.entries.has(key.href)) {
    const current = await (await caches.open(precache.cacheName)).match(key.href);
    if (current) return current;
  }
  for (const name of await caches.keys()) {
    if (!name.startsWith(PRECACHE_PREFIX) || name === precache.cacheName) continue;
    const old = await (await caches.open(name)).match(key.href);
    if (old) return old;
  }
  return undefined;
}

export function shellUrl(precache: Precache): string {
  return new URL('index.html', precache.scope).href;
}
