import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheTaskMedia, cachedMediaResponse } from '../../../sw/media-cache';
import type { TaskRecord } from '../../../src/sw-contract/api';

/** Cache Storage as the SW has it, in memory; writes finish when `writes` says so. */
function memoryCaches(writes: Promise<void> = Promise.resolve()): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const cache = (entries: Map<string, Response>) =>
    ({
      match: async (url: string) => entries.get(url)?.clone(),
      put: async (url: string, response: Response) => {
        await writes;
        entries.set(url, response);
      },
      delete: async (url: string) => entries.delete(url),
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
});
