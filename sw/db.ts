import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { STORAGE_NAMESPACE } from '../src/core/identity';
import { PROMOTION_HISTORY_MAX } from '../src/core/promotion';
import { DAY_MS, TOKEN_COOKIE_DAYS, USER_INFO_CACHE_MS } from '../src/core/session-rules';
import type { TaskRecord } from './task-record';

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
export interface OutboxRecord {
  localId: string;
  kind: 'create';
  queuedAt: number;
  expiresAt: number;
}

export interface UserInfoRecord {
  uid: string;
  info: unknown;
  expiresAt: number;
}

export interface PromotionHistoryRecord {
  uid: string;
  time: number;
  expiresAt: number;
}

/** Which build a window client runs (the URL of its entry module); decides when old precaches may go. */
export interface ClientBuildRecord {
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

export const SW_DB_NAME = `${STORAGE_NAMESPACE}-sw`;
const SW_DB_VERSION = 1;
/** The spec gives no lifetime for promotion history; it must outlive the (unstated) popup interval. */
export const PROMOTION_HISTORY_TTL_MS = 30 * DAY_MS;
export const CLIENT_BUILD_TTL_MS = DAY_MS;

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

// ---- tasks and outbox ----

export function getTask(db: SwDb, localId: string): Promise<TaskRecord | undefined> {
  return db.get('tasks', localId);
}

export function findTaskByServerId(db: SwDb, taskId: string): Promise<TaskRecord | undefined> {
  return db.getFromIndex('tasks', 'taskId', taskId);
}

export function allTasks(db: SwDb): Promise<TaskRecord[]> {
  return db.getAll('tasks');
}

export async function putTask(db: SwDb, task: TaskRecord): Promise<void> {
  await db.put('tasks', task);
}

/** Writes the task and its outbox entry together: a create is either fully queued or not at all. */
export async function enqueueCreate(db: SwDb, task: TaskRecord): Promise<void> {
  const tx = db.transaction(['tasks', 'outbox'], 'readwrite');
  await tx.objectStore('tasks').put(task);
  await tx.objectStore('outbox').put({
    localId: task.localId,
    kind: 'create',
    queuedAt: task.createdAt,
    expiresAt: task.expiresAt,
  });
  await tx.done;
}

/** Stores the acknowledged (or finally refused) task and removes its outbox entry in one step. */
export async function settleCreate(db: SwDb, task: TaskRecord): Promise<void> {
  const tx = db.transaction(['tasks', 'outbox'], 'readwrite');
  await tx.objectStore('tasks').put(task);
  await tx.objectStore('outbox').delete(task.localId);
  await tx.done;
}

export async function outboxIds(db: SwDb): Promise<string[]> {
  return db.getAllKeys('outbox');
}

export async function removeTask(db: SwDb, localId: string): Promise<void> {
  const tx = db.transaction(['tasks', 'outbox'], 'readwrite');
  await tx.objectStore('tasks').delete(localId);
  await tx.objectStore('outbox').delete(localId);
  await tx.done;
}

/** Applies a list merge atomically. */
export async function applyTaskChanges(db: SwDb, upserts: TaskRecord[], removals: string[]): Promise<void> {
  const tx = db.transaction(['tasks', 'outbox'], 'readwrite');
  for (const task of upserts) await tx.objectStore('tasks').put(task);
  for (const localId of removals) {
    await tx.objectStore('tasks').delete(localId);
    await tx.objectStore('outbox').delete(localId);
  }
  await tx.done;
}

// ---- session ----

export async function getSession(db: SwDb, now = Date.now()): Promise<SessionRecord | null> {
  const session = await db.get('session', 'current');
  return session && session.expiresAt > now ? session : null;
}

/**
 * Stores (or clears, with null) the session. A different user (or none) also clears the previous user's tasks,
 * outbox and cached user info: local data belongs to one account (spec core §4: logout clears local data).
 */
export async function setSession(
  db: SwDb,
  session: Omit<SessionRecord, 'key' | 'expiresAt'> | null,
  now = Date.now(),
): Promise<{ removed: TaskRecord[]; userChanged: boolean }> {
  const tx = db.transaction(['session', 'tasks', 'outbox', 'user-info'], 'readwrite');
  const previous = await tx.objectStore('session').get('current');
  const removed: TaskRecord[] = [];
  if (!session || (previous && previous.uid !== session.uid)) {
    for (const task of await tx.objectStore('tasks').getAll()) {
      if (session && task.uid === session.uid) continue;
      removed.push(task);
      await tx.objectStore('tasks').delete(task.localId);
      await tx.objectStore('outbox').delete(task.localId);
    }
    await tx.objectStore('user-info').clear();
  }
  if (session) {
    await tx
      .objectStore('session')
      .put({ ...session, key: 'current', expiresAt: now + TOKEN_COOKIE_DAYS * DAY_MS });
  } else {
    await tx.objectStore('session').delete('current');
  }
  await tx.done;
  return { removed, userChanged: previous?.uid !== session?.uid };
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

// ---- client builds ----

export async function putClientBuild(
  db: SwDb,
  clientId: string,
  build: string,
  now = Date.now(),
): Promise<void> {
  await db.put('client-builds', { clientId, build, expiresAt: now + CLIENT_BUILD_TTL_MS });
}

export async function clientBuilds(db: SwDb): Promise<Map<string, string>> {
  const records = await db.getAll('client-builds');
  return new Map(records.map((record) => [record.clientId, record.build]));
}
