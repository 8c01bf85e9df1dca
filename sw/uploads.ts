/**
 * Resumable uploads the SW owns (tus 1.0 with tus-js-client). The file waits in IndexedDB with the upload's URL
 * on the server, so whatever stops the bytes (a dropped network, a reload, a closed tab, a stopped worker) the
 * next pass asks the server how far it got and sends the rest. Like tasks, nothing lives only in memory: every
 * SW event runs `resume`, which picks up uploads nobody is sending.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { isEnvelope } from '../src/core/contract/envelope';
import { RESUMABLE_CHUNK_BYTES, TUS_METADATA, type UploadedFile } from '../src/core/contract/uploads';
import { CODE_ERROR, CODE_UNAUTHORIZED, needsRelogin } from '../src/core/business-codes';
import { DAY_MS } from '../src/core/session-rules';
import type { StartUploadInput, TaskEvent, UploadView } from '../src/sw-contract/api';
import type { SwDb, UploadRecord } from '../src/sw-contract/db';
import { backoffDelayMs, pollingConfig, type PollingConfig } from './polling-config';
import { TransportError } from './transport';
import { blobFileReader, fetchHttpStack } from './tus-http';
import { memoryLocks, type TaskLocks } from './locks';

/** The server keeps an unfinished upload a day; so does the device. */
const UPLOAD_TTL_MS = DAY_MS;

export interface UploadDeps {
  db: () => Promise<SwDb>;
  /** Absolute URL of POST /v1/file/tus. */
  endpoint: string;
  /** The spec headers with the stored session (Authorization, X-Client-Sn…), read for every request. */
  headers: () => Promise<Record<string, string>>;
  /** GET at the upload's URL: the stored file, or a TransportError (the refusal, or no network). */
  outcome: (url: string) => Promise<UploadedFile>;
  /** The signed-in user, or null. */
  uid: () => Promise<string | null>;
  emit: (event: TaskEvent) => void;
  fetch?: typeof fetch;
  /** One sender per upload across tabs and worker instances (Web Locks); two would cut each other's PATCHes. */
  locks?: TaskLocks;
  config?: Partial<PollingConfig>;
  chunkSize?: number;
  now?: () => number;
}

function viewOf(record: UploadRecord): UploadView {
  const { blob: _b, url: _u, uid: _id, failures: _f, nextTryAt: _n, expiresAt: _e, ...view } = record;
  return view;
}

/**
 * Answers that mean "not now" rather than "no": the server is down or busy (5xx, 423 locked by another request),
 * the offset moved under us (409: ask again), or the sign-in lapsed (401: the page asks for a new one, and the
 * bytes already sent wait for it).
 */
const TRY_AGAIN_STATUSES = new Set([401, 409, 423]);
const tryAgain = (status: number, code?: number) =>
  status >= 500 || TRY_AGAIN_STATUSES.has(status) || (code !== undefined && needsRelogin(code));

/** Is this tus failure "no answer" (try again later) or the server's refusal (final)? */
function refusalOf(error: unknown): { code: number; msg: string } | null {
  const response = (error as DetailedError).originalResponse;
  if (!response) return null;
  const status = response.getStatus();
  if (tryAgain(status)) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    // not an envelope: the status says it
  }
  if (isEnvelope(body)) return tryAgain(status, body.code) ? null : { code: body.code, msg: body.msg };
  return { code: CODE_ERROR, msg: `HTTP ${status}` };
}

export function createUploadManager(deps: UploadDeps) {
  const config = pollingConfig(deps.config);
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const httpStack = fetchHttpStack(doFetch);
  const locks = deps.locks ?? memoryLocks();
  /** Uploads this SW instance is sending now, and when each ends. */
  const active = new Map<string, { upload: Upload | null; ended: Promise<void>; stop: () => void }>();
  let wake: ReturnType<typeof setTimeout> | undefined;

  /** One write at a time per upload: tus callbacks fire close together, and each reads before it writes. */
  const writes = new Map<string, Promise<unknown>>();
  function save(id: string, change: Partial<UploadRecord>): Promise<UploadRecord | null> {
    const write = (writes.get(id) ?? Promise.resolve()).then(async () => {
      const db = await deps.db();
      const record = await db.get('uploads', id);
      if (!record) return null; // cancelled meanwhile
      const next = { ...record, ...change };
      await db.put('uploads', next);
      deps.emit({ kind: 'upload', upload: viewOf(next) });
      return next;
    });
    const settled = write.catch(() => null);
    writes.set(id, settled);
    void settled.then(() => writes.get(id) === settled && writes.delete(id));
    return write;
  }

  /** Asks the server what became of a complete upload: the stored file, or its refusal. */
  async function settle(record: UploadRecord): Promise<void> {
    try {
      const stored = await deps.outcome(record.url!);
      await save(record.id, { state: 'done', stored, sent: record.size, failures: 0 });
    } catch (error) {
      if (
        error instanceof TransportError &&
        error.kind === 'envelope' &&
        !tryAgain(error.status, error.code)
      ) {
        await save(record.id, { state: 'refused', error: error.message, code: error.code });
      } else {
        await waitForNetwork(record);
      }
    }
  }

  async function waitForNetwork(record: UploadRecord): Promise<void> {
    const failures = record.failures + 1;
    const delay = backoffDelayMs(failures - 1, config);
    await save(record.id, { state: 'waiting', failures, nextTryAt: now() + delay });
    schedule(delay);
  }

  /** Sends what the server lacks; settles when this attempt ends (done, refused, or waiting for the network). */
  function send(record: UploadRecord): Promise<void> {
    return new Promise<void>((resolve) => {
      // An aborted tus upload calls nothing back: stopping it ends this attempt here.
      const entry = active.get(record.id);
      if (entry) entry.stop = resolve;
      const upload = new Upload(record.blob, {
        endpoint: deps.endpoint,
        uploadUrl: record.url,
        uploadSize: record.size,
        chunkSize: deps.chunkSize ?? RESUMABLE_CHUNK_BYTES,
        metadata: {
          [TUS_METADATA.filename]: record.name,
          [TUS_METADATA.filetype]: record.type,
          ...(record.purpose ? { [TUS_METADATA.purpose]: record.purpose } : {}),
        },
        // Retries are this manager's (backoff, and every SW event resumes); the URL is kept in IndexedDB.
        retryDelays: null,
        storeFingerprintForResuming: false,
        httpStack,
        fileReader: blobFileReader,
        async onBeforeRequest(request) {
          // Never with another user's sign-in: their token would make a new upload of this file in their drive.
          if ((await deps.uid()) !== record.uid) throw new Error('signed in as someone else');
          for (const [name, value] of Object.entries(await deps.headers())) request.setHeader(name, value);
        },
        onUploadUrlAvailable() {
          void save(record.id, { url: upload.url });
        },
        onChunkComplete(_chunk, accepted) {
          void save(record.id, { sent: accepted, state: 'uploading', failures: 0, nextTryAt: 0 });
        },
        onSuccess() {
          void (async () => {
            const latest = await save(record.id, { sent: record.size, url: upload.url });
            if (latest) await settle(latest);
          })().finally(resolve);
        },
        onError(error) {
          void (async () => {
            const latest = (await (await deps.db()).get('uploads', record.id)) ?? null;
            if (!latest) return;
            const refusal = refusalOf(error);
            if (refusal) await save(record.id, { state: 'refused', error: refusal.msg, code: refusal.code });
            else await waitForNetwork(latest);
          })().finally(resolve);
        },
      });
      if (entry) entry.upload = upload;
      upload.start();
    });
  }

  /** Starts sending `id` unless this instance already is. */
  function drive(record: UploadRecord): Promise<void> {
    const running = active.get(record.id);
    if (running) return running.ended;
    const entry = { upload: null as Upload | null, ended: Promise.resolve(), stop: () => {} };
    active.set(record.id, entry);
    entry.ended = locks
      .run(`mi-upload:${record.id}`, 'try', async () => {
        const latest = await save(record.id, { state: 'uploading' });
        if (!latest) return;
        // Every byte is in: only the outcome is missing.
        if (latest.url && latest.sent >= latest.size) await settle(latest);
        else await send(latest);
      })
      .then(() => undefined)
      .catch(() => {})
      .finally(() => active.delete(record.id));
    return entry.ended;
  }

  /** Stops this instance sending `id` (its attempt ends at once). */
  async function stop(id: string): Promise<void> {
    const entry = active.get(id);
    if (!entry) return;
    await entry.upload?.abort().catch(() => {});
    entry.stop();
  }

  /** Wakes `resume` after a backoff while this instance lives; a later SW event does it otherwise. */
  function schedule(delayMs: number): void {
    clearTimeout(wake);
    wake = setTimeout(() => void resume(), delayMs);
  }

  async function mine(): Promise<UploadRecord[]> {
    const uid = await deps.uid();
    const all = await (await deps.db()).getAll('uploads');
    return all.filter((record) => record.uid === uid);
  }

  /**
   * Sends every unfinished upload nobody is sending whose backoff is over; `networkBack` (a sync event: the
   * browser says the network is back) skips the backoff. Answers how many wait for the network.
   */
  async function resume(options: { networkBack?: boolean } = {}): Promise<number> {
    const at = now();
    const pending = (await mine()).filter((r) => r.state === 'uploading' || r.state === 'waiting');
    for (const record of pending) {
      if (options.networkBack || record.nextTryAt <= at) void drive(record);
    }
    return pending.filter((r) => r.state === 'waiting').length;
  }

  return {
    resume,
    async start(input: StartUploadInput): Promise<UploadView> {
      const db = await deps.db();
      const existing = await db.get('uploads', input.id);
      if (existing) return viewOf(existing);
      const uid = await deps.uid();
      if (!uid)
        throw TransportError.fromEnvelope({
          code: CODE_UNAUTHORIZED,
          data: null,
          msg: 'Please log in first',
          trace_id: '',
        });
      const at = now();
      const record: UploadRecord = {
        id: input.id,
        owner: input.owner,
        name: input.name,
        type: input.file.type,
        size: input.file.size,
        purpose: input.purpose,
        sent: 0,
        state: 'uploading',
        stored: null,
        error: null,
        code: null,
        createdAt: at,
        blob: input.file,
        url: null,
        uid,
        failures: 0,
        nextTryAt: 0,
        expiresAt: at + UPLOAD_TTL_MS,
      };
      await db.put('uploads', record);
      deps.emit({ kind: 'upload', upload: viewOf(record) });
      void drive(record);
      return viewOf(record);
    },
    async cancel(id: string): Promise<void> {
      const db = await deps.db();
      const record = await db.get('uploads', id);
      await db.delete('uploads', id);
      deps.emit({ kind: 'upload-removed', id });
      await stop(id);
      // Unfinished bytes on the server go now rather than in a day; a stored file stays (a task may use it).
      if (record?.url && record.state !== 'done' && record.state !== 'refused') {
        const headers = { ...(await deps.headers()), 'Tus-Resumable': '1.0.0' };
        await doFetch(record.url, { method: 'DELETE', headers }).catch(() => {});
      }
    },
    async blob(id: string): Promise<Blob | null> {
      return (await (await deps.db()).get('uploads', id))?.blob ?? null;
    },
    /** Drops the uploads of anyone but `uid` (another user signed in on this device). */
    async forgetOthers(uid: string | null): Promise<void> {
      const db = await deps.db();
      for (const record of await db.getAll('uploads')) {
        if (record.uid === uid) continue;
        await db.delete('uploads', record.id);
        await stop(record.id);
      }
    },
    async list(): Promise<UploadView[]> {
      return (await mine()).map(viewOf);
    },
    /** Settles when every upload this instance is sending has ended its attempt. */
    whenIdle(): Promise<void> {
      return Promise.all([...active.values()].map((entry) => entry.ended)).then(() => undefined);
    },
    get activeCount() {
      return active.size;
    },
  };
}
