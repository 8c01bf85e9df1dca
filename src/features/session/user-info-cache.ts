import { openSwDb, type SwDb } from '../../sw-contract/db';
import type { UserInfoData } from '../../core/contract/session';
import { clearUserInfo, getUserInfo, putUserInfo } from './page-storage';

/** Opens the shared database for one operation and closes it after, so no connection lingers to block an upgrade. */
async function withDb<T>(operation: (db: SwDb) => Promise<T>): Promise<T> {
  const db = await openSwDb();
  try {
    return await operation(db);
  } finally {
    db.close();
  }
}

/**
 * The session state holds the same object, and valtio turns its nested objects into proxies in place, which
 * IndexedDB cannot clone (DataCloneError). User info is JSON from the wire, so a JSON copy is exact and plain.
 */
function plainCopy(info: UserInfoData): UserInfoData {
  return JSON.parse(JSON.stringify(info)) as UserInfoData;
}

/**
 * User info kept one day in the IndexedDB the service worker also reads, so a
 * reload or an offline start shows the account at once. Failures only cost the cache.
 */
export const userInfoCache = {
  async get(uid: string): Promise<UserInfoData | undefined> {
    try {
      return ((await withDb((db) => getUserInfo(db, uid))) as UserInfoData | null) ?? undefined;
    } catch {
      return undefined;
    }
  },
  async set(uid: string, info: UserInfoData): Promise<void> {
    try {
      await withDb((db) => putUserInfo(db, uid, plainCopy(info)));
    } catch (err) {
      console.warn('user info not cached', err);
    }
  },
  async clear(): Promise<void> {
    try {
      await withDb(clearUserInfo);
    } catch {
      // nothing cached
    }
  },
};
