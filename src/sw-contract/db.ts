import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { STORAGE_NAMESPACE } from '../core/identity';
import { PROMOTION_HISTORY_MAX } from '../core/promotion';
import { DAY_MS, USER_INFO_CACHE_MS } from '../core/session-rules';
import type { TaskRecord } from '../../sw/task-record';

/**
 * The IndexedDB the service worker and the page both open: one schema and one version, so whichever side opens it
 * first creates every store. The page keeps its own stores here (user info, promotion history); the service
 * worker's task, outbox, session and client-build operations live in `sw/db.ts`.
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
  expiresAt: number;
}

/** A create not yet acknowledged by the server; the task record holds the payload and the retry schedule. */
interface OutboxRecord {
  localId: string;
  kind: 'create';
  queuedAt: number;
  expiresAt: number;
}

interface UserInfoRecord {
  uid: string;
  info: unknown;
  expiresAt: number;
}

interface PromotionHistoryRecord {
  uid: string;
  time: number;
  expiresAt: number;
}

/** Which build a window client runs (the URL of its entry module); decides when old precaches may go. */
interface ClientBuildRecord {
  clientId: string;
  build: string;
  expiresAt: number;
}

interface SwSchema extends DBSchema {
  tasks: { key: string; value: TaskRecord; indexes: { expiresAt: number; taskId: string } };
  outbox: { key: string; value: OutboxRecord; indexes: { expiresAt: number } };
  session: { key: string; value: SessionRecord; indexes: { expiresAt: number } };
  'user-info': { key: string; value: UserInfoRecord; indexes: { expiresAt: number } };
  'promotion-history': { key: string; value: PromotionHistoryRecord; indexes: { expiresAt: number } };
  'client-builds': { key: string; value: ClientBuildRecord; indexes: { expiresAt: number } };
}

export type SwDb = IDBPDatabase<SwSchema>;
type StoreName = 'tasks' | 'outbox' | 'session' | 'user-info' | 'promotion-history' | 'client-builds';
const STORES: readonly StoreName[] = [
  'tasks',
  'outbox',
  'session',
  'user-info',
  'promotion-history',
  'client-builds',
];

const SW_DB_NAME = `${STORAGE_NAMESPACE}-sw`;
const SW_DB_VERSION = 1;
/** The spec gives no lifetime for promotion history; it must outlive the (unstated) popup interval. */
const PROMOTION_HISTORY_TTL_MS = 30 * DAY_MS;

/** Opens (creating or upgrading) the database and drops expired records before anyone reads them. */
export async function openSwDb(
  name = SW_DB_NAME,
  now = Date.now(),
  onPurged?: (tasks: TaskRecord[]) => void,
): Promise<SwDb> {
  const db = await openDB<SwSchema>(name, SW_DB_VERSION, {
    upgrade(database, _oldVersion, _newVersion, transaction) {
      const keyPaths: Record<StoreName, string> = {
        tasks: 'localId',
        outbox: 'localId',
        session: 'key',
        'user-info': 'uid',
        'promotion-history': 'uid',
        'client-builds': 'clientId',
      };
      for (const store of STORES) {
        database.createObjectStore(store, { keyPath: keyPaths[store] }).createIndex('expiresAt', 'expiresAt');
      }
      // Records without a taskId (unsent creates) are simply absent from this index.
      transaction.objectStore('tasks').createIndex('taskId', 'taskId');
    },
  });
  const purged = await purgeExpired(db, now);
  if (purged.length) onPurged?.(purged);
  return db;
}

/** Deletes every record whose expiresAt has passed; returns the removed tasks so their cached media can go too. */
export async function purgeExpired(db: SwDb, now: number): Promise<TaskRecord[]> {
  const tx = db.transaction(STORES, 'readwrite');
  const removedTasks: TaskRecord[] = [];
  const range = IDBKeyRange.upperBound(now);
  for (const store of STORES) {
    let cursor = await tx.objectStore(store).index('expiresAt').openCursor(range);
    while (cursor) {
      if (store === 'tasks') removedTasks.push(cursor.value as TaskRecord);
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  // An outbox entry without its task can never be sent.
  for (const task of removedTasks) await tx.objectStore('outbox').delete(task.localId);
  await tx.done;
  return removedTasks;
}

// ---- user info (1 day, spec core §3) ----

export async function putUserInfo(db: SwDb, uid: string, info: unknown, now = Date.now()): Promise<void> {
  await db.put('user-info', { uid, info, expiresAt: now + USER_INFO_CACHE_MS });
}

export async function getUserInfo(db: SwDb, uid: string, now = Date.now()): Promise<unknown | null> {
  const record = await db.get('user-info', uid);
  return record && record.expiresAt > now ? record.info : null;
}

// ---- promotion history (latest 10 users, spec core §3) ----

/** Records that `uid` saw a promotion at `time`; only the PROMOTION_HISTORY_MAX latest users are kept. */
export async function addPromotionHistory(
  db: SwDb,
  uid: string,
  time: number,
  now = Date.now(),
): Promise<void> {
  const tx = db.transaction('promotion-history', 'readwrite');
  await tx.store.put({ uid, time, expiresAt: now + PROMOTION_HISTORY_TTL_MS });
  const entries = (await tx.store.getAll()).sort((a, b) => b.time - a.time);
  for (const stale of entries.slice(PROMOTION_HISTORY_MAX)) await tx.store.delete(stale.uid);
  await tx.done;
}

/** Newest first, as {uid, time}. */
export async function listPromotionHistory(
  db: SwDb,
  now = Date.now(),
): Promise<Array<{ uid: string; time: number }>> {
  const entries = await db.getAll('promotion-history');
  return entries
    .filter((entry) => entry.expiresAt > now)
    .sort((a, b) => b.time - a.time)
    .map(({ uid, time }) => ({ uid, time }));
}
