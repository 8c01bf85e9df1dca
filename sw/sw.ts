/// <reference lib="webworker" />
import { APP_VERSION } from '../src/core/identity';
import { linkPort } from './api';
import { openSwDb } from '../src/sw-contract/db';
import { clientBuilds, putClientBuild } from './db';
import { cachedMediaResponse, isMediaViewPath, isStoredDownloadPath, RESULTS_CACHE } from './media-cache';
import { platformLocks } from './locks';
import {
  canDropOldPrecaches,
  createPrecache,
  dropOldPrecaches,
  installPrecache,
  isAppNavigation,
  servesFromPrecache,
  precachedResponse,
  type ManifestEntry,
} from './precache';
import { createSwService } from './service';
import { navigationResponse } from './navigation';
import { createNotifier, openNotifiedResult } from './notifications';
import { PERIODIC_SYNC_TAG, openNotifyDb } from '../src/sw-contract/notify-db';
import { isShareTarget, isSharedPath, receiveShare, sharedResponse } from './share-target';
import { createZipRegistry, isZipPath, servePlannedZip } from './zip-download';
import type { PassSummary } from '../src/sw-contract/api';
import type { PassOptions } from './task-engine';
import type { PageToSwMessage } from '../src/sw-contract/wire';

/**
 * The service worker. It may be stopped 30 s after its last event and at any time on Safari, so it keeps no
 * task state in globals: every event runs one short engine pass over IndexedDB (resumeTasks) and ends. For the
 * same reason it cannot hold the task event stream: open pages hold it and hand each update over the link
 * (applyTaskUpdate), while the polling here goes on at the spec's intervals.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

const SYNC_TAG = 'mi-tasks';

const precache = createPrecache(self.__WB_MANIFEST, self.registration.scope);
const zips = createZipRegistry(self.location.origin);
const service = createSwService({
  zips,
  openDb: (onPurged) => openSwDb(undefined, Date.now(), onPurged),
  caches: self.caches,
  origin: self.location.origin,
  locks: platformLocks(),
  version: APP_VERSION,
  build: precache.buildId,
  onFinished: createNotifier({
    registration: self.registration,
    windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    notifyDb: openNotifyDb,
    origin: self.location.origin,
    setBadge: 'setAppBadge' in self.navigator ? (count) => self.navigator.setAppBadge(count) : undefined,
    permission: () => (typeof Notification === 'undefined' ? 'denied' : Notification.permission),
  }),
});

/** An engine pass; if work is left waiting for the network, Background Sync (where supported) wakes us later. */
async function resume(options: PassOptions = {}): Promise<PassSummary | null> {
  try {
    const summary = await service.resume(options);
    if (summary.networkErrors > 0) {
      await (self.registration as SyncRegistration).sync?.register(SYNC_TAG).catch(() => {});
    }
    return summary;
  } catch (error) {
    console.warn('task pass failed', error);
    return null;
  }
}

/** Deletes older builds' precaches once every open window reported running this build. */
async function dropOldPrecachesWhenUnused(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const builds = await clientBuilds(await service.db());
  if (
    canDropOldPrecaches(
      precache,
      windows.map((client) => client.id),
      builds,
    )
  ) {
    await dropOldPrecaches(self.caches, precache);
  }
}

self.addEventListener('install', (event) => {
  // Taking over at once is safe: the previous build's files stay cached for tabs that still run it.
  event.waitUntil(installPrecache(self.caches, precache).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      await Promise.all([resume(), dropOldPrecachesWhenUnused()]);
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as PageToSwMessage | undefined;
  const source = event.source as Client | null;
  const work: Promise<unknown>[] = [];
  if (data?.type === 'link' && event.ports[0] && source) {
    linkPort(service, event.ports[0], source.id);
    work.push(
      service
        .db()
        .then((db) => putClientBuild(db, source.id, data.build))
        .then(dropOldPrecachesWhenUnused),
    );
  }
  if (data?.type === 'SKIP_WAITING') work.push(self.skipWaiting());
  // Every message (ticks above all) runs a pass and keeps the SW alive while downloads and caching finish.
  work.push(resume(), service.whenIdle());
  event.waitUntil(Promise.allSettled(work));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    resume({ networkBack: true }).then(async (summary) => {
      // Notifications and media caching of what the pass finished, before the worker may stop.
      await service.whenIdle();
      // Rejecting asks the browser to try the sync again later.
      if (summary && summary.networkErrors > 0) throw new Error('network still unavailable');
    }),
  );
});

// Periodic Background Sync: where the browser grants it, the tasks of a closed tab are caught up now and then.
self.addEventListener('periodicsync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PERIODIC_SYNC_TAG) return;
  sync.waitUntil(resume().then(() => service.whenIdle()));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotifiedResult(self.clients, event.notification.data, self.location.origin));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin === self.location.origin && isShareTarget(request, url)) {
    event.respondWith(receiveShare(self.caches, request, self.location.origin));
    return;
  }
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (isSharedPath(url.pathname)) {
    event.respondWith(sharedResponse(self.caches, request));
    return;
  }

  if (isZipPath(url.pathname)) {
    event.respondWith(servePlannedZip(self.caches, zips, url.pathname));
    return;
  }

  if (isMediaViewPath(url.pathname)) {
    event.respondWith(cachedMediaResponse(self.caches, request));
    return;
  }
  if (isStoredDownloadPath(url.pathname)) {
    event.respondWith(
      self.caches
        .open(RESULTS_CACHE)
        .then((cache) => cache.match(request.url))
        .then((cached) => cached ?? new Response(null, { status: 404 })),
    );
    return;
  }
  if (request.mode === 'navigate') {
    if (!isAppNavigation(url.pathname)) return;
    // A page load is a good moment to catch up on tasks; it must not delay the page.
    event.waitUntil(resume());
    event.respondWith(navigationResponse(self.caches, precache, request, navigator.languages));
    return;
  }
  if (!servesFromPrecache(precache, url)) return;
  event.respondWith((async () => (await precachedResponse(self.caches, precache, url)) ?? fetch(request))());
});
