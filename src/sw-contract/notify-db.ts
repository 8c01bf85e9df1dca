import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { STORAGE_NAMESPACE } from '../core/identity';

/**
 * The finished results the user has not looked at yet (the app badge counts them), in a small database of its own
 * so the shared task database keeps one schema owner. The service worker adds a task when it reaches a final state;
 * the page removes what it shows (the generator page or Libraries, while visible).
 */
interface NotifySchema extends DBSchema {
  unseen: { key: string; value: { localId: string; finishedAt: number } };
}

export type NotifyDb = IDBPDatabase<NotifySchema>;

export function openNotifyDb(): Promise<NotifyDb> {
  return openDB<NotifySchema>(`${STORAGE_NAMESPACE}-notify`, 1, {
    upgrade: (db) => void db.createObjectStore('unseen', { keyPath: 'localId' }),
  });
}

/** Marks a finished task unseen; returns how many are unseen now. */
export async function addUnseen(db: NotifyDb, localId: string, finishedAt: number): Promise<number> {
  await db.put('unseen', { localId, finishedAt });
  return db.count('unseen');
}

/** Marks tasks seen (all of them without `localIds`); returns how many stay unseen. */
export async function markSeen(db: NotifyDb, localIds?: readonly string[]): Promise<number> {
  if (!localIds) await db.clear('unseen');
  else await Promise.all(localIds.map((id) => db.delete('unseen', id)));
  return db.count('unseen');
}

/** The periodic wake-up the page registers where the browser allows it; the worker runs a task pass on it. */
export const PERIODIC_SYNC_TAG = 'mi-tasks-periodic';
