import type { PassSummary, SessionInput, TaskEvent, TaskRecord, ZipPlan } from '../src/sw-contract/api';
import type { SwDb } from '../src/sw-contract/db';
import { getSession, setSession } from './db';
import { createDownloadManager } from './downloads';
import type { PollingConfig } from './polling-config';
import { createEventHub } from './events';
import type { TaskLocks } from './locks';
import { cacheTaskMedia, dropTaskMedia, cacheDownload } from './media-cache';
import { createTaskEngine, type PassOptions } from './task-engine';
import { createFetchTransport, sessionApiClient, toTransportError } from './transport-fetch';
import { createUploadManager } from './uploads';
import { TUS_UPLOAD_PATH, type UploadedFile } from '../src/core/contract/uploads';
import type { TaskTransport } from './transport';
import { zipEntries, zipFileName, type ZipRegistry } from './zip-download';

export interface ServiceDeps {
  openDb: (onPurged: (tasks: TaskRecord[]) => void) => Promise<SwDb>;
  /** Defaults to fetch against this origin with the stored session. */
  transport?: TaskTransport;
  /** Cache Storage for result media and finished downloads; absent in tests. */
  caches?: CacheStorage;
  origin: string;
  pollingConfig?: Partial<PollingConfig>;
  locks?: TaskLocks;
  version: string;
  build: string;
  /** A task left flight for a final phase (sw/notifications.ts); runs in the background like media caching. */
  onFinished?: (task: TaskRecord) => Promise<void>;
  /** Where planned library ZIPs wait for the fetch handler; absent where no service worker serves them. */
  zips?: ZipRegistry;
  /** Requests of resumable uploads (tests send them to a real server in Node). */
  fetch?: typeof fetch;
  /** Bytes per upload request; small in tests so a clip takes several. */
  uploadChunkBytes?: number;
}

/**
 * Everything the SW does for pages, built once per SW start: the task engine, downloads, the subscriber hub and
 * result caching. It holds no task state of its own; all of that is in IndexedDB.
 */
export function createSwService(deps: ServiceDeps) {
  const hub = createEventHub();
  const background = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch(() => {}).finally(() => background.delete(settled));
    background.add(settled);
  };

  let dbPromise: Promise<SwDb> | null = null;
  const db = () => {
    dbPromise ??= deps
      .openDb((purged) => deps.caches && track(dropTaskMedia(deps.caches, purged)))
      .catch((error) => {
        dbPromise = null;
        throw error;
      });
    return dbPromise;
  };

  const transport =
    deps.transport ?? createFetchTransport({ getSession: async () => getSession(await db()) });

  /** Tells every page; a success starts caching its media at once, which pages asking for it then share. */
  function onTaskEvent(event: TaskEvent): void {
    hub.emit(event);
    if (event.kind === 'upsert' && event.task.phase === 'success' && deps.caches) {
      track(cacheTaskMedia(deps.caches, event.task));
    }
  }

  const engine = createTaskEngine({
    db,
    transport,
    config: deps.pollingConfig,
    locks: deps.locks,
    emit: onTaskEvent,
    onFinished: deps.onFinished && ((task) => track(deps.onFinished!(task))),
  });
  const downloads = createDownloadManager({
    transport,
    keep: deps.caches
      ? (id, name, blob) => cacheDownload(deps.caches!, deps.origin, id, name, blob)
      : undefined,
    emit: (progress) => hub.emit({ kind: 'download', progress }),
  });

  const session = async () => getSession(await db());
  const api = sessionApiClient({ getSession: session, baseUrl: deps.origin, fetch: deps.fetch });
  const uploads = createUploadManager({
    db,
    endpoint: new URL(TUS_UPLOAD_PATH, deps.origin).href,
    headers: () => api.requestHeaders(),
    outcome: (url) =>
      api.get<UploadedFile>(new URL(url, deps.origin).pathname, { dedupe: false }).catch((error: unknown) => {
        throw toTransportError(error);
      }),
    uid: async () => (await session())?.uid ?? null,
    emit: (event) => hub.emit(event),
    fetch: deps.fetch,
    locks: deps.locks,
    config: deps.pollingConfig,
    chunkSize: deps.uploadChunkBytes,
  });

  /** One pass: what every SW event runs (a sync event says the network is back). */
  async function resume(options: PassOptions = {}): Promise<PassSummary> {
    // Uploads resume on the same events as tasks; a failing read of them must not stop the task pass.
    const resumed = uploads.resume({ networkBack: options.networkBack }).catch(() => 0);
    const summary = await engine.resumeTasks(undefined, options);
    // An upload waiting for the network counts like a task that met no network: the worker asks for a
    // Background Sync, so a closed tab's upload goes on when the network is back.
    return { ...summary, networkErrors: summary.networkErrors + (await resumed) };
  }

  async function snapshot(): Promise<TaskEvent> {
    return { kind: 'snapshot', tasks: await engine.list(), uploads: await uploads.list() };
  }

  return {
    hub,
    engine,
    downloads,
    uploads,
    db,
    version: deps.version,
    build: deps.build,

    /** One engine pass; what every SW event runs (a sync event says the network is back). */
    resume,

    /** Settles when background work (media caching, downloads) is done: for an event's waitUntil. */
    async whenIdle(): Promise<void> {
      await Promise.all([...background, downloads.whenIdle(), uploads.whenIdle()]);
    },

    /**
     * Subscribes `callback` for `owner` and hands it the current list first; then catches the running tasks up
     * with the server, since a page subscribes when it opens, reloads or comes back.
     */
    async subscribe(callback: (event: TaskEvent) => unknown, owner: string): Promise<string> {
      const id = hub.subscribe(callback, owner);
      hub.start(id, await snapshot());
      track(resume({ catchUp: true }));
      return id;
    },

    /** Plans a ZIP of these tasks' results; the page builds it itself where no `zips` registry serves it. */
    async prepareZip(localIds: string[]): Promise<ZipPlan> {
      const entries = zipEntries(await engine.list(), localIds);
      const fileName = zipFileName(Date.now());
      return deps.zips ? deps.zips.add(fileName, entries) : { fileName, entries, url: null };
    },

    /**
     * Stores the session the SW calls the API with (the page sends it on every link and token renewal). Another
     * user (or none) clears the previous user's local tasks; subscribers then get the new list, and the new
     * user's server list is merged in the background.
     */
    async setSession(input: SessionInput | null): Promise<void> {
      const session = input && { ...input, uid: String(input.uid) };
      const { removed, userChanged } = await setSession(await db(), session);
      if (deps.caches) track(dropTaskMedia(deps.caches, removed));
      if (userChanged) {
        await uploads.forgetOthers(session?.uid ?? null);
        hub.emit(await snapshot());
      }
      if (session && userChanged) track(engine.syncList().then(() => engine.resumeTasks()));
    },
  };
}

export type SwService = ReturnType<typeof createSwService>;
