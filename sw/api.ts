import { expose, finalizer } from 'comlink';
import type { SwApi, TaskRecord } from '../src/sw-contract/api';
import type { SwService } from './service';
import { toWireError } from './wire';

/** Wraps every call so TransportErrors cross comlink with their kind and code. */
function wired<T extends object>(api: T): T {
  const out = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(api)) {
    out[key] =
      typeof value === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await value(...args);
            } catch (error) {
              throw toWireError(error);
            }
          }
        : value;
  }
  return out as T;
}

/** How long createTask waits for the first send before answering with the outbox record. */
const CREATE_ANSWER_MS = 3000;

/** The API object of one link. `owner` groups its subscriptions: a re-link of the same page replaces them. */
function createLinkApi(service: SwService, owner: string): SwApi {
  const { engine, downloads } = service;
  return wired<SwApi>({
    hello: () => ({ version: service.version, build: service.build }),
    setSession: (session) => service.setSession(session),
    listTasks: () => engine.list(),
    async createTask(input) {
      const { record, sent } = await engine.createTask(input);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const slow = new Promise<TaskRecord>(
        (resolve) => (timer = setTimeout(() => resolve(record), CREATE_ANSWER_MS)),
      );
      try {
        return await Promise.race([sent, slow]);
      } finally {
        clearTimeout(timer);
      }
    },
    cancelTask: (localId) => engine.cancel(localId),
    deleteTask: (localId) => engine.remove(localId),
    retryTask: (localId, newLocalId) => engine.retry(localId, newLocalId),
    likeTask: (localId, value) => engine.like(localId, value),
    syncTasks: () => engine.syncList(),
    applyTaskUpdate: (update) => engine.applyUpdate(update),
    subscribe: (callback) => service.subscribe(callback, owner),
    unsubscribe: (id) => service.hub.unsubscribe(id),
    tick: async () => ({ ...(await service.resume()), downloads: downloads.activeCount }),
    startDownload: (id, file, name, onProgress) => downloads.start(id, file, name, onProgress),
    cancelDownload: (id) => downloads.cancel(id),
    prepareZip: (localIds) => service.prepareZip(localIds),
    startUpload: (input) => service.uploads.start(input),
    cancelUpload: (id) => service.uploads.cancel(id),
    uploadBlob: (id) => service.uploads.blob(id),
  });
}

/**
 * Exposes a fresh API object on `port` for the page `clientId`. Idempotent and cheap, because pages re-link
 * whenever they suspect the SW restarted: the page's older subscriptions are dropped, and releasing the port
 * (comlink releaseProxy) drops this link's.
 */
let linkCounter = 0;

export function linkPort(service: SwService, port: MessagePort, clientId: string): void {
  service.hub.dropOwnersOf(clientId);
  const owner = `${clientId}#${++linkCounter}`;
  const api = createLinkApi(service, owner);
  expose(Object.assign(api, { [finalizer]: () => service.hub.dropOwner(owner) }), port);
}
