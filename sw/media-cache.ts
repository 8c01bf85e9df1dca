import type { TaskRecord } from '../src/sw-contract/api';

/** Cache Storage of finished results: result media (offline library) and finished downloads. */
export const RESULTS_CACHE = 'mi-results';
const MEDIA_VIEW_PATH = '/v1/file/view/';
const DOWNLOAD_PATH = '/__sw-download/';
/** Stored downloads are handed to the page once; a few are kept in case it asks again. */
const KEPT_DOWNLOADS = 5;

export function isMediaViewPath(pathname: string): boolean {
  return pathname.startsWith(MEDIA_VIEW_PATH);
}

export function isStoredDownloadPath(pathname: string): boolean {
  return pathname.startsWith(DOWNLOAD_PATH);
}

function mediaUrls(task: TaskRecord): string[] {
  return (task.result?.files ?? []).map((file) => file.url).filter(Boolean);
}

/** A downloaded result file held in memory until it is stored, to answer pages asking for it meanwhile. */
type HeldMedia = () => Response;

/**
 * Where a file is kept in the cache: its absolute URL without the query. A view link's query is its signature
 * and end, renewed every few hours by the result and list calls, while a file id never names other bytes: keyed
 * by the whole URL, a renewed link would fetch the file again and strand the old copy.
 */
export function mediaKey(url: string): string {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.search = '';
  return parsed.href;
}

/** Matches an entry whatever its query (entries of older builds were stored under the whole URL). */
const ANY_QUERY: CacheQueryOptions = { ignoreSearch: true };

/** Result media being fetched into the cache right now, by media key. */
const caching = new Map<string, Promise<HeldMedia | null>>();

/** Downloads one file for the cache; `held` settles as soon as the bytes are here, `stored` once cached. */
function cacheOne(
  caches: CacheStorage,
  url: string,
): { held: Promise<HeldMedia | null>; stored: Promise<void> } {
  const key = mediaKey(url);
  const work = (async () => {
    const cache = await caches.open(RESULTS_CACHE);
    if (await cache.match(key, ANY_QUERY)) return null;
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok || response.status !== 200) return null;
      const blob = await response.blob();
      const copy: HeldMedia = () => new Response(blob, { status: 200, headers: response.headers });
      // A failed write (storage full) only costs offline viewing.
      return { copy, put: cache.put(key, copy()).catch(() => {}) };
    } catch {
      // offline right now: the cache-first route fetches it from the network later
      return null;
    }
  })();
  return {
    held: work.then((done) => done?.copy ?? null),
    stored: work.then((done) => done?.put),
  };
}

/**
 * Caches the media of a finished task so the library shows it offline. Started the moment the success is stored
 * (before the pages render it), so it doubles as the preload of the result: a page asking for the file meanwhile
 * is answered from this one download, without waiting for the cache write (see cachedMediaResponse). Failures
 * only cost offline viewing.
 */
export async function cacheTaskMedia(caches: CacheStorage, task: TaskRecord): Promise<void> {
  if (task.phase !== 'success') return;
  await Promise.all(
    mediaUrls(task).map(async (url) => {
      const key = mediaKey(url);
      if (caching.has(key)) return caching.get(key);
      const { held, stored } = cacheOne(caches, url);
      caching.set(key, held);
      try {
        await stored;
      } finally {
        caching.delete(key);
      }
    }),
  );
}

export async function dropTaskMedia(caches: CacheStorage, tasks: TaskRecord[]): Promise<void> {
  const urls = tasks.flatMap(mediaUrls);
  if (!urls.length) return;
  const cache = await caches.open(RESULTS_CACHE);
  await Promise.all(urls.map((url) => cache.delete(mediaKey(url), ANY_QUERY)));
}

/** Keeps a finished download under a same-origin URL the SW serves; keeps only the latest few. */
export async function cacheDownload(
  caches: CacheStorage,
  origin: string,
  id: string,
  name: string,
  blob: Blob,
): Promise<string> {
  const url = `${origin}${DOWNLOAD_PATH}${encodeURIComponent(id)}/${encodeURIComponent(name)}`;
  const cache = await caches.open(RESULTS_CACHE);
  await cache.put(
    url,
    new Response(blob, {
      headers: {
        'Content-Type': blob.type || 'application/octet-stream',
        'Content-Length': String(blob.size),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    }),
  );
  const stored = (await cache.keys()).filter((request) =>
    isStoredDownloadPath(new URL(request.url).pathname),
  );
  for (const old of stored.slice(0, Math.max(0, stored.length - KEPT_DOWNLOADS))) await cache.delete(old);
  return url;
}

/** Parses a single `bytes=a-b` range against a size; null when absent or unsatisfiable. */
function parseRange(header: string | null, size: number): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** Answers a Range request from a full cached response (media elements, Safari in particular, need 206). */
async function rangeResponse(request: Request, full: Response): Promise<Response> {
  const header = request.headers.get('Range');
  if (!header || full.status !== 200) return full;
  const blob = await full.blob();
  const range = parseRange(header, blob.size);
  if (!range) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${blob.size}` } });
  }
  const part = blob.slice(range.start, range.end + 1);
  const headers = new Headers(full.headers);
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${blob.size}`);
  headers.set('Content-Length', String(part.size));
  return new Response(part, { status: 206, headers });
}

/**
 * Cache-first for result media and stored downloads; a file being cached is awaited rather than fetched twice;
 * the network answers what the cache does not hold.
 */
export async function cachedMediaResponse(caches: CacheStorage, request: Request): Promise<Response> {
  const key = mediaKey(request.url);
  const held = await caching.get(key);
  if (held) return rangeResponse(request, held());
  const cache = await caches.open(RESULTS_CACHE);
  const cached = await cache.match(key, ANY_QUERY);
  if (cached) return rangeResponse(request, cached);
  return fetch(request);
}
