import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ExpiryEntry } from '../core/expiring-entry';
import { STORAGE_NAMESPACE } from '../core/identity';
import type { TaskRecord, UploadView } from './api';

/**
 * The IndexedDB the service worker and the page both open: one schema and one version, so whichever side opens it
 * first creates every object store. The page's operations on its own object stores (user info, promotion history)
 * live in `src/features/session/page-storage.ts`; the service worker's task, outbox, session and client-build operations
 * in `sw/db.ts`.
 */
/** The session the SW calls the API with; the page hands it over with setSession. */
export interface SessionRecord {
  key: 'current';
  token: string;
  uid: string;
  /** X-Client-Sn: the device uuid the page keeps in its cookie. */
  clientSn?: string;
  /** X-Client-Type: 8 mobile, 7 desktop, as the page measured it. */
  clientType?: number;
  /** Accept-Language: the app's language when the page handed the session over. */
  language?: string;
  expiresAt: number;
}

/** A create not yet acknowledged by the server; the task record holds the payload and the retry schedule. */
interface OutboxRecord {
  localId: string;
  kind: 'create';
  queuedAt: number;
  expiresAt: number;
}

/** The user info of `uid` as an expiry entry. */
interface UserInfoRecord extends ExpiryEntry<unknown> {
  uid: string;
}

/** When (epoch ms, the entry's value) the promotion last showed to `uid`. */
export interface PromotionHistoryRecord extends ExpiryEntry<number> {
  uid: string;
}

/** Which build a window client runs (the URL of its entry module); decides when old precaches may go. */
interface ClientBuildRecord {
  clientId: string;
  build: string;
  expiresAt: number;
}

/** The recent prompts of one user and generator (`key`: uid:algorithm), newest first; rules in core/prompt-history.ts. */
interface PromptHistoryRecord extends ExpiryEntry<Array<{ text: string; usedAt: number }>> {
  key: string;
}

/** What a generator form holds between visits: field values, the uploads already sent, the task it showed. */
export interface DraftValue {
  values: Record<string, unknown>;
  /** Stored uploads by field name (id, URL, name), so their previews come back too. */
  inputs: Record<string, unknown>;
  /** The local id of the task the page was showing, or null. */
  shownTaskId: string | null;
}

/** A generator form's unsent state (`key`: its route path); written by the page, see features/drafts/. */
interface DraftRecord extends ExpiryEntry<DraftValue> {
  key: string;
}

/**
 * A resumable upload the SW owns: the page's view plus the file itself and where the server keeps it. Kept a
 * day, as long as the server keeps an unfinished upload.
 */
export interface UploadRecord extends UploadView {
  blob: Blob;
  /** The tus upload URL once the server made it; resuming asks it for the offset. */
  url: string | null;
  /** The user who started it: another user's sign-in drops it. */
  uid: string;
  /** How many network failures in a row (the backoff step). */
  failures: number;
  /** Not sent again before this (epoch ms) after a network failure; 0 when nothing failed. */
  nextTryAt: number;
  expiresAt: number;
}

interface SwSchema extends DBSchema {
  tasks: { key: string; value: TaskRecord; indexes: { expiresAt: number; taskId: string } };
  outbox: { key: string; value: OutboxRecord; indexes: { expiresAt: number } };
  session: { key: string; value: SessionRecord; indexes: { expiresAt: number } };
  'user-info': { key: string; value: UserInfoRecord; indexes: { expiresAt: number } };
  'promotion-history': { key: string; value: PromotionHistoryRecord; indexes: { expiresAt: number } };
  'client-builds': { key: string; value: ClientBuildRecord; indexes: { expiresAt: number } };
  'prompt-history': { key: string; value: PromptHistoryRecord; indexes: { expiresAt: number } };
  drafts: { key: string; value: DraftRecord; indexes: { expiresAt: number } };
  uploads: { key: string; value: UploadRecord; indexes: { expiresAt: number } };
}

export type SwDb = IDBPDatabase<SwSchema>;
type ObjectStoreName =
  | 'tasks'
  | 'outbox'
  | 'session'
  | 'user-info'
  | 'promotion-history'
  | 'client-builds'
  | 'prompt-history'
  | 'drafts'
  | 'uploads';
const OBJECT_STORES: readonly ObjectStoreName[] = [
  'tasks',
  'outbox',
  'session',
  'user-info',
  'promotion-history',
  'client-builds',
  'prompt-history',
  'drafts',
  'uploads',
];

const SW_DB_NAME = `${STORAGE_NAMESPACE}-sw`;
/** 2 added prompt-history and drafts, 3 uploads. A version bump creates the stores the database lacks, keeping the rest. */
export const SW_DB_VERSION = 3;

/** Opens (creating or upgrading) the database and drops expired records before anyone reads them. */
export async function openSwDb(
  name = SW_DB_NAME,
  now = Date.now(),
  onPurged?: (tasks: TaskRecord[]) => void,
): Promise<SwDb> {
  const db = await openDB<SwSchema>(name, SW_DB_VERSION, {
    upgrade(database, _oldVersion, _newVersion, transaction) {
      const keyPaths: Record<ObjectStoreName, string> = {
        tasks: 'localId',
        outbox: 'localId',
        session: 'key',
        'user-info': 'uid',
        'promotion-history': 'uid',
        'client-builds': 'clientId',
        'prompt-history': 'key',
        drafts: 'key',
        uploads: 'id',
      };
      for (const name of OBJECT_STORES) {
        if (database.objectStoreNames.contains(name)) continue;
        database.createObjectStore(name, { keyPath: keyPaths[name] }).createIndex('expiresAt', 'expiresAt');
        // Records without a taskId (unsent creates) are simply absent from this index.
        if (name === 'tasks') transaction.objectStore('tasks').createIndex('taskId', 'taskId');
      }
    },
  });
  const purged = await purgeExpired(db, now);
  if (purged.length) onPurged?.(purged);
  return db;
}

/** Deletes every record whose expiresAt has passed; returns the removed tasks so their cached media can go too. */
export async function purgeExpired(db: SwDb, now: number): Promise<TaskRecord[]> {
  const tx = db.transaction(OBJECT_STORES, 'readwrite');
  const removedTasks: TaskRecord[] = [];
  const range = IDBKeyRange.upperBound(now);
  for (const name of OBJECT_STORES) {
    let cursor = await tx.objectStore(name).index('expiresAt').openCursor(range);
    while (cursor) {
      if (name === 'tasks') removedTasks.push(cursor.value as TaskRecord);
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  // An outbox entry without its task can never be sent.
  for (const task of removedTasks) await tx.objectStore('outbox').delete(task.localId);
  await tx.done;
  return removedTasks;
}
