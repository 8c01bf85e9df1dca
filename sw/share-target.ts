/// <reference lib="webworker" />
import {
  SHARE_FILES_FIELD,
  SHARE_ID_PARAM,
  SHARED_PREFIX,
  sharedFilePath,
  sharedMetaPath,
  type SharedMeta,
} from '../src/sw-contract/share';
import { SHARE_TARGET_PATH } from '../src/core/share-target';

/** Cache Storage of what was shared into the app, until a tool takes it. */
const SHARED_CACHE = 'mi-shared';
/** Shares kept: the latest few, so one the user has not used yet survives another arriving. */
const KEPT_SHARES = 3;
/** Only pictures and clips are offered to the tools. */
const SHAREABLE = /^(image|video)\//;

export function isShareTarget(request: Request, url: URL): boolean {
  return request.method === 'POST' && url.pathname === SHARE_TARGET_PATH;
}

export function isSharedPath(pathname: string): boolean {
  return pathname.startsWith(SHARED_PREFIX);
}

/**
 * The share target: the gallery's POST (multipart, files under `media`, title and text beside them) is stored in
 * Cache Storage and answered with 303 to the share page, which offers the tools that take it. A POST must not be
 * answered with a page: reloading it would post again.
 */
export async function receiveShare(
  caches: CacheStorage,
  request: Request,
  origin: string,
  newId: () => string = () => crypto.randomUUID(),
): Promise<Response> {
  const id = newId();
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch (error) {
    console.warn('share could not be read', error);
  }
  const files = (form?.getAll(SHARE_FILES_FIELD) ?? []).filter(
    (entry): entry is File => typeof entry !== 'string' && entry.size > 0 && SHAREABLE.test(entry.type),
  );
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const meta: SharedMeta = {
    files: files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
    title: text('title'),
    text: [text('text'), text('url')].filter(Boolean).join(' '),
    sharedAt: Date.now(),
  };
  const cache = await caches.open(SHARED_CACHE);
  await Promise.all(
    files.map((file, index) =>
      cache.put(
        new URL(sharedFilePath(id, index), origin).href,
        new Response(file, { headers: { 'Content-Type': file.type, 'Content-Length': String(file.size) } }),
      ),
    ),
  );
  await cache.put(new URL(sharedMetaPath(id), origin).href, Response.json(meta));
  await dropOldShares(cache);
  return Response.redirect(new URL(`${SHARE_TARGET_PATH}?${SHARE_ID_PARAM}=${id}`, origin).href, 303);
}

/** Keeps the latest few shares (Cache Storage lists keys in insertion order). */
async function dropOldShares(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const ids = [...new Set(keys.map((key) => new URL(key.url).pathname.split('/')[2]))];
  const old = new Set(ids.slice(0, Math.max(0, ids.length - KEPT_SHARES)));
  await Promise.all(
    keys.filter((key) => old.has(new URL(key.url).pathname.split('/')[2])).map((key) => cache.delete(key)),
  );
}

/** A shared file or its description, from the cache; 404 once it is gone. */
export async function sharedResponse(caches: CacheStorage, request: Request): Promise<Response> {
  const cache = await caches.open(SHARED_CACHE);
  return (await cache.match(request.url)) ?? new Response(null, { status: 404 });
}
