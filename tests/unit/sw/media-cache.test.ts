import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheTaskMedia, cachedMediaResponse, dropTaskMedia } from '../../../sw/media-cache';
import type { TaskRecord } from '../../../src/sw-contract/api';

/** Cache Storage as the SW has it, in memory; writes finish when `writes` says so. */
function memoryCaches(writes: Promise<void> = Promise.resolve()): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const plain = (url: string) => url.split('?')[0];
  const found = (entries: Map<string, Response>, url: string, options?: CacheQueryOptions) =>
    [...entries.keys()].filter((key) => (options?.ignoreSearch ? plain(key) === plain(url) : key === url));
  const cache = (entries: Map<string, Response>) =>
    ({
      match: async (url: string, options?: CacheQueryOptions) =>
        entries.get(found(entries, url, options)[0] ?? '')?.clone(),
      put: async (url: string, response: Response) => {
        await writes;
        entries.set(url, response);
      },
      delete: async (url: string, options?: CacheQueryOptions) => {
        const keys = found(entries, url, options);
        for (const key of keys) entries.delete(key);
        return keys.length > 0;
      },
    }) as unknown as Cache;
  return {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cache(stores.get(name)!);
    },
  } as unknown as CacheStorage;
}

const URL_A = 'http://app.test/v1/file/view/f1?sig=x';
const succeeded = {
  phase: 'success',
  result: { files: [{ url: URL_A }], description: '' },
} as unknown as TaskRecord;

afterEach(() => vi.unstubAllGlobals());

describe('result media preload', () => {
  it('answers a page asking for a result being cached from that one download, before it is stored', async () => {
    let release!: () => void;
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetches.push(String(input instanceof Request ? input.url : input));
      await new Promise<void>((resolve) => (release = resolve));
      return new Response('png bytes', { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    let stored!: () => void;
    const caches = memoryCaches(new Promise<void>((resolve) => (stored = resolve)));
    const caching = cacheTaskMedia(caches, succeeded);
    const shown = cachedMediaResponse(caches, new Request(URL_A));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const response = await shown;
    expect(await response.text()).toBe('png bytes');
    expect(fetches).toEqual([URL_A]);
    stored();
    await caching;
    const later = await cachedMediaResponse(caches, new Request(URL_A));
    expect(await later.text()).toBe('png bytes');
    expect(fetches).toEqual([URL_A]);
  });

  it('answers a renewed link of a cached file from the cache, and drops the file whatever link it has', async () => {
    const fetches: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetches.push(String(input instanceof Request ? input.url : input));
      return new Response('png bytes', { status: 200, headers: { 'Content-Type': 'image/png' } });
    });
    const caches = memoryCaches();
    const first = 'http://app.test/v1/file/view/f2?exp=100&sig=a';
    const renewed = 'http://app.test/v1/file/view/f2?exp=200&sig=b';
    const task = (url: string) =>
      ({ phase: 'success', result: { files: [{ url }], description: '' } }) as unknown as TaskRecord;
    await cacheTaskMedia(caches, task(first));
    // The list call renewed the link: nothing is fetched again, and the page is answered from the cache.
    await cacheTaskMedia(caches, task(renewed));
    expect(await (await cachedMediaResponse(caches, new Request(renewed))).text()).toBe('png bytes');
    expect(fetches).toEqual([first]);

    await dropTaskMedia(caches, [task(renewed)]);
    const afterDrop = await cachedMediaResponse(caches, new Request(renewed));
    expect(await afterDrop.text()).toBe('png bytes');
    expect(fetches).toEqual([first, renewed]);
  });
});
