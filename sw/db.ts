import { DAY_MS, TOKEN_COOKIE_DAYS } from '../src/core/session-rules';
import type { SessionRecord, SwDb } from '../src/sw-contract/db';
import type { TaskRecord } from '../src/sw-contract/api';

const CLIENT_BUILD_TTL_MS = DAY_MS;

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
 * outbox and cached user info: local data belongs to one account (logout clears local data).
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
