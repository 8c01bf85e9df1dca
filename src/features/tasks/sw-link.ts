import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { Workbox } from 'workbox-window';
import { CODE_UNAUTHORIZED, ERROR_DOWNLOAD_OVERTIME, ERROR_TIMEOUT } from '../../core/business-codes';
import { DEFAULT_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS } from '../../core/timing';
import type {
  StartUploadInput,
  UploadView,
  CreateTaskInput,
  DownloadProgress,
  DownloadResult,
  SessionInput,
  SwApi,
  TaskEvent,
  TaskRecord,
  ZipPlan,
} from '../../sw-contract/api';
import { fromWireError, type PageToSwMessage } from '../../sw-contract/wire';
import { applyTaskEvent, hasWorkInFlight, nextTickDelayMs, tasksState } from './tasks-state';
import { createTaskStream } from './task-stream';

export { fromWireError } from '../../sw-contract/wire';

/** The page's handle on the SW's task API. Every method survives a SW restart by re-linking. */
export interface TasksClient {
  /** Hands the login to the SW, and opens (or on logout closes) this page's task event stream. */
  setSession(session: SessionInput | null): Promise<void>;
  listTasks(): Promise<TaskRecord[]>;
  createTask(input: Omit<CreateTaskInput, 'localId'>): Promise<TaskRecord>;
  cancelTask(localId: string): Promise<TaskRecord>;
  deleteTask(localId: string): Promise<void>;
  retryTask(localId: string): Promise<TaskRecord>;
  likeTask(localId: string, value: Parameters<SwApi['likeTask']>[1]): Promise<TaskRecord>;
  syncTasks(): Promise<TaskRecord[]>;
  /** Starts a download; progress shows in tasksState.downloads[id]. */
  startDownload(
    file: string,
    name: string,
    onProgress?: (progress: DownloadProgress) => void,
  ): { id: string; result: Promise<DownloadResult> };
  cancelDownload(id: string): Promise<boolean>;
  /** Plans a ZIP of these tasks' results (the SW serves it at the plan's URL). */
  prepareZip(localIds: string[]): Promise<ZipPlan>;
  /** Hands a file to the SW's resumable upload; its progress shows in tasksState.uploads[id]. */
  startUpload(input: StartUploadInput): Promise<UploadView>;
  cancelUpload(id: string): Promise<void>;
  uploadBlob(id: string): Promise<Blob | null>;
  /** Re-links now (after the page suspects the link died). */
  relink(): Promise<void>;
}

interface SwLinkOptions {
  swUrl?: string;
  /** A call with no answer for this long re-links and is tried once more. */
  callTimeoutMs?: number;
  /** Longest pause between ticks while a task or download is in flight; ticks come sooner when a task is due. */
  tickMs?: number;
}

/** How long handing a file over may take: it is written to IndexedDB before the answer (a big clip, a slow phone). */
const UPLOAD_STORE_MS = 60_000;

/** The URL of this module: hashed in a build, so it tells the SW which build this page runs. */
const BUILD = import.meta.url;

type Connector = (port: MessagePort) => Promise<void>;

/** Finds the SW to talk to (registering it), or the in-page host where there is no usable SW. */
async function createConnector(swUrl: string): Promise<Connector> {
  if (!import.meta.env.DEV && typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    const wb = new Workbox(swUrl, { type: 'module' });
    const registered = await wb.register().then(
      () => true,
      (error: unknown) => {
        console.warn('service worker registration failed; tasks run in the page', error);
        return false;
      },
    );
    if (registered) {
      return async (port) => {
        const target = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.ready).active;
        if (!target) throw new Error('no active service worker');
        const message: PageToSwMessage = { type: 'link', build: BUILD };
        target.postMessage(message, [port]);
      };
    }
  }
  const { createPageHost } = await import('../../../sw/page-host');
  const host = createPageHost();
  return async (port) => host.link(port);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(ERROR_TIMEOUT)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const isTimeout = (error: unknown) => error instanceof Error && error.message === ERROR_TIMEOUT;

/**
 * Links the page to the SW: registers it, opens a comlink link over a MessageChannel, subscribes the valtio
 * tasksState to its events, and keeps the link alive: re-links on controllerchange, on becoming visible and
 * when a call times out, and ticks the SW every few seconds while work is in flight (ticks are what keep a SW
 * awake and polling).
 */
function startSwLink(options: SwLinkOptions = {}): TasksClient {
  const callTimeoutMs = options.callTimeoutMs ?? 5000;
  const tickMs = options.tickMs ?? 3000;
  let connector: Promise<Connector> | null = null;
  let remote: Remote<SwApi> | null = null;
  let linking: Promise<Remote<SwApi>> | null = null;
  let session: SessionInput | null | undefined;
  /**
   * The last session handover. The worker runs its handlers side by side, so a create sent right behind a
   * setSession could read the session store before the handover wrote it and fail as "not signed in" (a tab
   * that generates just after load): commands wait for it.
   */
  let sessionHandover: Promise<unknown> = Promise.resolve();

  /**
   * Hands the session over, one handover at a time, each sending the session as it is when its turn comes (not
   * as it was when asked). A handover re-sent on a new link after a slow answer, or one queued behind a newer
   * one, would otherwise leave the worker with an older session than the page's: a sign-out from before the
   * sign-in, and every Generate failing as "not signed in".
   */
  function handOver(): Promise<void> {
    const handover = sessionHandover.then(() => call((api) => api.setSession(session ?? null)));
    sessionHandover = handover.catch(() => undefined);
    return handover;
  }

  const onEvent = proxy((event: TaskEvent) => applyTaskEvent(tasksState, event));

  async function link(): Promise<Remote<SwApi>> {
    connector ??= createConnector(options.swUrl ?? '/sw.js');
    const connect = await connector.catch((error: unknown) => {
      connector = null;
      throw error;
    });
    const old = remote;
    remote = null;
    tasksState.linked = false;
    try {
      old?.[releaseProxy]();
    } catch {
      // the old port is already gone
    }
    const channel = new MessageChannel();
    await connect(channel.port2);
    const next = wrap<SwApi>(channel.port1);
    if (session !== undefined) await withTimeout(next.setSession(session), callTimeoutMs);
    await withTimeout(next.subscribe(onEvent), callTimeoutMs);
    remote = next;
    tasksState.linked = true;
    return next;
  }

  function relink(): Promise<Remote<SwApi>> {
    linking ??= link().finally(() => (linking = null));
    return linking;
  }

  async function current(): Promise<Remote<SwApi>> {
    return remote ?? relink();
  }

  /**
   * Runs a call. An answer slower than callTimeoutMs is not yet a failure (the SW may be waiting on the network):
   * a hello() on the same link tells a live link from a dead one (SW stopped, port gone). A dead link is
   * replaced and the call made once more, which is why every call must be safe to repeat.
   */
  async function call<T>(
    work: (api: Remote<SwApi>) => Promise<T>,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<T> {
    // Linking waits as long as the SW takes to install; only the call itself is timed.
    const api = await current();
    const pending = work(api);
    const quick = await withTimeout(pending, callTimeoutMs).then(
      (value) => ({ answered: true as const, value }),
      (error: unknown) => {
        if (isTimeout(error)) return { answered: false as const };
        throw error;
      },
    );
    if (quick.answered) return quick.value;
    const alive = await withTimeout(api.hello(), callTimeoutMs).then(
      () => true,
      () => false,
    );
    if (alive) return withTimeout(pending, Math.max(0, timeoutMs - callTimeoutMs));
    return withTimeout(work(await relink()), timeoutMs);
  }

  /** Has the SW run one engine pass. */
  async function runPass(): Promise<void> {
    const controller = navigator.serviceWorker?.controller;
    if (controller) {
      // The message event is what keeps the SW awake; it runs the pass. hello() only proves the link lives.
      const message: PageToSwMessage = { type: 'tick' };
      controller.postMessage(message);
      await call((api) => api.hello());
    } else {
      await call((api) => api.tick());
    }
  }

  let ticking = false;
  async function tick(): Promise<void> {
    if (ticking || !hasWorkInFlight(tasksState)) return;
    ticking = true;
    try {
      await runPass();
    } catch {
      // the next tick tries again
    } finally {
      ticking = false;
    }
  }

  // The task event stream, held while signed in (see setSession); ticks and polls go on beside it.
  const stream =
    typeof window !== 'undefined' && typeof EventSource !== 'undefined'
      ? createTaskStream({
          apply: (update) => call((api) => api.applyTaskUpdate(update)),
          // Before the first link the page cannot tell, and the SW sorts it out.
          relevant: (taskId) =>
            !tasksState.linked ||
            tasksState.tasks.some((task) => task.taskId === taskId || task.phase === 'outbox'),
          resync: () => void runPass().catch(() => {}),
        })
      : null;

  if (typeof window !== 'undefined') {
    const loop = () => {
      setTimeout(() => void tick().finally(loop), nextTickDelayMs(tasksState, Date.now(), tickMs));
    };
    loop();
    navigator.serviceWorker?.addEventListener('controllerchange', () => void relink().catch(() => {}));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible') return;
      void relink()
        .then((api) => api.syncTasks())
        .catch(() => {});
    });
    window.addEventListener('online', () => {
      tasksState.offline = false;
      void tick();
    });
    window.addEventListener('offline', () => (tasksState.offline = true));
    void relink().catch((error: unknown) => console.warn('task link failed', error));
  }

  return {
    async setSession(next) {
      session = next;
      stream?.follow(next ? String(next.uid) : null);
      await handOver();
    },
    listTasks: () => call((api) => api.listTasks()),
    async createTask(input) {
      // A page-made id makes the retry after a timeout return the first record instead of a second task.
      const localId = crypto.randomUUID();
      // Settings often come from a rendered task (Regenerate, Retry), i.e. from a valtio snapshot whose nested
      // objects are Proxies that postMessage cannot clone. Task input is JSON on the wire anyway: send a plain copy.
      const plain = JSON.parse(JSON.stringify({ ...input, localId })) as CreateTaskInput;
      await sessionHandover;
      const create = () => call((api) => api.createTask(plain));
      try {
        return await create();
      } catch (error) {
        // The worker says "not signed in" while this page holds a login: its copy was lost or not yet written
        // (another tab's sign-out, a handover still in flight). Hand it over again and send once more; the same
        // localId keeps this from making two tasks.
        const failure = fromWireError(error);
        if (!session || failure.kind !== 'envelope' || failure.code !== CODE_UNAUTHORIZED) throw error;
        await handOver();
        return create();
      }
    },
    cancelTask: (localId) => sessionHandover.then(() => call((api) => api.cancelTask(localId))),
    deleteTask: (localId) => sessionHandover.then(() => call((api) => api.deleteTask(localId))),
    async retryTask(localId) {
      const newLocalId = crypto.randomUUID();
      await sessionHandover;
      return call((api) => api.retryTask(localId, newLocalId));
    },
    likeTask: (localId, value) => sessionHandover.then(() => call((api) => api.likeTask(localId, value))),
    syncTasks: () => call((api) => api.syncTasks()),
    startDownload(file, name, onProgress) {
      const id = crypto.randomUUID();
      tasksState.downloads[id] = { id, file, name, loaded: 0, total: null, state: 'running' };
      const result = new Promise<DownloadResult>((resolve, reject) => {
        // If the SW dies mid-download no answer ever comes: give up as the SW itself would.
        let watchdog: ReturnType<typeof setTimeout> | undefined;
        const arm = () => {
          clearTimeout(watchdog);
          watchdog = setTimeout(
            () => reject(new Error(ERROR_DOWNLOAD_OVERTIME)),
            DOWNLOAD_TIMEOUT_MS + callTimeoutMs,
          );
        };
        arm();
        const progress = proxy((update: DownloadProgress) => {
          arm();
          onProgress?.(update);
        });
        current()
          .then((api) => api.startDownload(id, file, name, progress))
          .then(resolve, reject)
          .finally(() => clearTimeout(watchdog));
      });
      return { id, result };
    },
    cancelDownload: (id) => call((api) => api.cancelDownload(id)),
    prepareZip: (localIds) => call((api) => api.prepareZip(localIds)),
    // A big file takes a while to store in IndexedDB on a slow phone: the answer may be slow.
    startUpload: (input) =>
      sessionHandover.then(() => call((api) => api.startUpload(input), UPLOAD_STORE_MS)),
    cancelUpload: (id) => call((api) => api.cancelUpload(id)),
    uploadBlob: (id) => call((api) => api.uploadBlob(id)),
    relink: async () => {
      await relink();
    },
  };
}

let shared: TasksClient | null = null;
/** A session handed over before the link started; undefined when there is none to hand. */
let pendingSession: SessionInput | null | undefined;

/** The page's one link, started on first use: by a page that shows tasks, or once the page is idle. */
export function tasksClient(): TasksClient {
  if (!shared) {
    shared = startSwLink();
    if (pendingSession !== undefined) {
      shared.setSession(pendingSession).catch((err: unknown) => console.warn('session not handed over', err));
    }
  }
  return shared;
}

/**
 * Hands the session to the service worker: now when the link runs, else as soon as it starts. A page that shows
 * no tasks (the home page) does not start the worker link for this alone.
 */
export function handSessionToWorker(session: SessionInput | null): Promise<void> {
  if (shared) return shared.setSession(session);
  pendingSession = session;
  return Promise.resolve();
}

/** Saves a finished download the way the spec does: an <a download> click, which is the completion signal. */
export function saveDownload(result: DownloadResult): void {
  const url = URL.createObjectURL(result.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = result.name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_TIMEOUT_MS);
}
