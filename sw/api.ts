import { expose, finalizer } from 'comlink';
import type { LikeValue } from '../src/core/task-status';
import type { TaskStreamUpdate } from '../src/core/contract/task-events';
import type { DownloadResult } from './downloads';
import type { DownloadProgress, TaskEvent } from './events';
import type { SessionInput, SwService } from './service';
import type { PassSummary } from './task-engine';
import type { CreateTaskInput, TaskError, TaskRecord } from './task-record';
import { toWireError } from './wire';

export type {
  CreateTaskInput,
  DownloadProgress,
  DownloadResult,
  SessionInput,
  TaskError,
  TaskEvent,
  TaskRecord,
};

/**
 * The SW's API as the page sees it over comlink (every method returns a Promise on the page side).
 * Failures reject with an Error named NetworkError / EnvelopeError ('code: … msg: …') / HttpError; read them with
 * fromWireError from src/sw-contract/wire.ts.
 */
export interface SwApi {
  /** Cheap liveness check; `build` identifies the SW's precache. */
  hello(): { version: string; build: string };
  /** The session for API calls, or null on logout (clears local tasks). Send on every link and token renewal. */
  setSession(session: SessionInput | null): Promise<void>;
  /** The current user's tasks from IndexedDB, newest first. */
  listTasks(): Promise<TaskRecord[]>;
  /**
   * Stores the task before sending it and answers within about 3 s: `running` when the server acknowledged it,
   * `outbox` when the network is down or slow (sent later), `failed` with `error.code` when refused
   * (490505 → upgrade prompt). Pass a page-made `localId` so a repeated call after a lost answer is harmless.
   */
  createTask(input: CreateTaskInput): Promise<TaskRecord>;
  cancelTask(localId: string): Promise<TaskRecord>;
  deleteTask(localId: string): Promise<void>;
  /** POST /v1/ai/retry; `newLocalId` makes a repeated call return the first result. */
  retryTask(localId: string, newLocalId?: string): Promise<TaskRecord>;
  likeTask(localId: string, value: LikeValue): Promise<TaskRecord>;
  /** Merges page 1 of the server list into IndexedDB and returns the merged list. */
  syncTasks(): Promise<TaskRecord[]>;
  /** `callback` must be a comlink proxy. It first gets a snapshot, then every change. Returns the subscription id. */
  subscribe(callback: (event: TaskEvent) => unknown): Promise<string>;
  unsubscribe(id: string): void;
  /**
   * Applies an update of the task event stream the page holds (a service worker cannot hold a stream: it is
   * stopped when idle) exactly as a poll result, and tells every subscriber. Call in the order received.
   */
  applyTaskUpdate(update: TaskStreamUpdate): Promise<void>;
  /** Runs one engine pass now (sends outbox creates, polls due tasks). */
  tick(): Promise<PassSummary & { downloads: number }>;
  /**
   * Downloads GET /v1/file/download?file&name. Progress goes to subscribers (kind 'download') and to
   * `onProgress` (a comlink proxy) if given. Rejects with 'overtime reject' after 60 s without bytes and with
   * 'promise canceled' after cancelDownload(id).
   */
  startDownload(
    id: string,
    file: string,
    name: string,
    onProgress?: (progress: DownloadProgress) => unknown,
  ): Promise<DownloadResult>;
  cancelDownload(id: string): boolean;
}

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
    tick: async () => ({ ...(await engine.resumeTasks()), downloads: downloads.activeCount }),
    startDownload: (id, file, name, onProgress) => downloads.start(id, file, name, onProgress),
    cancelDownload: (id) => downloads.cancel(id),
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
