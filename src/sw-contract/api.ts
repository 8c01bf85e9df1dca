import type { TaskResult, TaskUserData } from '../core/contract/tasks';
import type { TaskStreamUpdate } from '../core/contract/task-events';
import type { LikeValue } from '../core/task-status';
import type { UploadedFile, UploadPurpose } from '../core/contract/uploads';

/**
 * What crosses the comlink link between page and service worker: the task record, the events subscribers hear
 * and the SW's API. The service worker implements it (`sw/api.ts`); the page calls it (`tasks/sw-link.ts`).
 */

/**
 * Where a task stands on this device. `outbox`: written locally, create not acknowledged yet; `running`: the
 * server knows it and it is polled; the rest are final.
 */
export type TaskPhase = 'outbox' | 'running' | 'success' | 'failed' | 'cancelled';

/** An envelope failure (code != 0) that ended a command, kept so the UI can react (490505 → upgrade prompt). */
export interface TaskError {
  code: number;
  msg: string;
}

/** One task as IndexedDB stores it and every subscriber receives it. Times are epoch ms unless named otherwise. */
export interface TaskRecord {
  localId: string;
  /** Client-made key sent as Idempotency-Key with the create; '' for tasks first seen in the server list. */
  idempotencyKey: string;
  /** Owner; tasks of another user are never polled and are cleared when the session changes. */
  uid: string;
  /** Server task_id once the create is acknowledged. */
  taskId: string | null;
  algorithm: string;
  params: Record<string, unknown>;
  userData: TaskUserData;
  /** Poll /v1/{algorithm}/progress (2 s) instead of /v1/ai/result (3 s): core's usesRealProgress (video). */
  realProgress: boolean;
  phase: TaskPhase;
  /** Last server status number; 0 until the server reported one. */
  status: number;
  /** Real progress 0–100 from the server (the displayed 0→99 tick is computed by the UI). */
  progress: number;
  /** While the server's queue holds the task: how many queued tasks run before it (0: next); else absent. */
  queueAhead?: number;
  result: TaskResult | null;
  /** Why a failed task failed, as the server put it. */
  reason: string;
  error: TaskError | null;
  cancelable: boolean;
  cost: number;
  /** Server seconds; 0 while unknown. */
  begin: number;
  end: number;
  createdAt: number;
  nextPollAt: number;
  backoffStep: number;
  /** Past this, polling (or sending) gives up and the task fails with the timeout status. */
  deadline: number;
  expiresAt: number;
  updatedAt: number;
}

export interface CreateTaskInput {
  /** Page-made id so that a create repeated after a lost answer returns the same record. */
  localId?: string;
  algorithm: string;
  params: Record<string, unknown>;
  userData?: TaskUserData;
}

/** Progress of one download, as subscribers and the optional per-call callback see it. */
export interface DownloadProgress {
  id: string;
  file: string;
  name: string;
  loaded: number;
  /** Content-Length, or null when the server sent none. */
  total: number | null;
  state: 'running' | 'done' | 'failed' | 'cancelled';
  error?: string;
}

export interface DownloadResult {
  id: string;
  name: string;
  blob: Blob;
  type: string;
  size: number;
  /** Same-origin URL the SW serves the stored file from (for <a download href>), or null if not stored. */
  cacheUrl: string | null;
}

/** One file of a library ZIP: its name inside the archive and where its bytes are (a same-origin view URL). */
export interface ZipEntry {
  name: string;
  url: string;
  size: number;
}

/**
 * A ZIP the SW is ready to stream: `url` is where it serves it (GET, same origin), or null where no service
 * worker runs (the page builds it from `entries` itself).
 */
export interface ZipPlan {
  fileName: string;
  entries: ZipEntry[];
  url: string | null;
}

/**
 * One resumable upload the SW owns, as pages see it (the file's bytes stay in IndexedDB). `owner` is the page's
 * name for the input it fills (route and field), so a reloaded form finds its upload again.
 */
export interface UploadView {
  id: string;
  owner: string;
  name: string;
  type: string;
  size: number;
  purpose: UploadPurpose | null;
  /** Bytes the server has confirmed. */
  sent: number;
  /**
   * `uploading`: bytes are going; `waiting`: no network, tried again with backoff; `done`: stored (`stored` says
   * what the server answered); `refused`: the server said no (`error` is its msg, `code` its code).
   */
  state: 'uploading' | 'waiting' | 'done' | 'refused';
  stored: UploadedFile | null;
  error: string | null;
  code: number | null;
  createdAt: number;
}

/** What startUpload takes: the file and where it goes; the SW stores it before sending a byte. */
export interface StartUploadInput {
  id: string;
  owner: string;
  file: Blob;
  name: string;
  purpose: UploadPurpose | null;
}

/** Everything a subscriber hears. A new subscriber first gets a snapshot of the current list. */
export type TaskEvent =
  | { kind: 'snapshot'; tasks: TaskRecord[]; uploads?: UploadView[] }
  | { kind: 'upsert'; task: TaskRecord }
  | { kind: 'remove'; localId: string }
  | { kind: 'download'; progress: DownloadProgress }
  /** An upload's state changed (the snapshot lists the uploads as they are when it is sent). */
  | { kind: 'upload'; upload: UploadView }
  /** An upload was cancelled or its input cleared: it is gone. */
  | { kind: 'upload-removed'; id: string }
  /** Whether the SW's last API call got an answer; changes only. */
  | { kind: 'network'; online: boolean };

/** What setSession takes from the page. */
export interface SessionInput {
  token: string;
  uid: string | number;
  /** Device uuid for X-Client-Sn. */
  clientSn?: string;
  /** 8 mobile, 7 desktop, for X-Client-Type. */
  clientType?: number;
  /** The app's language, for Accept-Language (the server's messages are in it). */
  language?: string;
}

/** What one engine pass did. */
export interface PassSummary {
  sent: number;
  polled: number;
  networkErrors: number;
  /** Tasks still in flight after the pass (the page keeps ticking while this is > 0). */
  inFlight: number;
  /** Earliest nextPollAt among in-flight tasks, or null. */
  nextDueAt: number | null;
}

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
  /** Plans one ZIP of the finished results of these tasks, in this order (see ZipPlan). */
  prepareZip(localIds: string[]): Promise<ZipPlan>;
  /**
   * Stores the file and starts its resumable upload (tus); answers once it is stored, with the upload's view.
   * Progress and the outcome reach subscribers as 'upload' events. Repeating a call with the same id is harmless.
   */
  startUpload(input: StartUploadInput): Promise<UploadView>;
  /** Stops an upload, deletes it on the server when it is unfinished, and forgets it. */
  cancelUpload(id: string): Promise<void>;
  /** The file of an upload (a reloaded form shows it again), or null when it is gone. */
  uploadBlob(id: string): Promise<Blob | null>;
}
