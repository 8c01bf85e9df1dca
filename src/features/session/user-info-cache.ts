import { openSwDb } from '../../sw-contract/db';
import type { UserInfoData } from '../../core/contract/session';
import { USER_INFO_CACHE_MS } from '../../core/session-rules';

/**
 * User info kept one day in the IndexedDB the service worker also reads (spec core §3 "user-info"), so a
 * reload or an offline start shows the account at once. Failures only cost the cache.
 */
export const userInfoCache = {
  async get(uid: string): Promise<UserInfoData | undefined> {
    try {
      const db = await openSwDb();
      const record = await db.get('user-info', uid);
      return record && record.expiresAt > Date.now() ? (record.info as UserInfoData) : undefined;
    } catch {
      return undefined;
    }
  },
  async set(uid: string, info: UserInfoData): Promise<void> {
    try {
      const db = await openSwDb();
      await db.put('user-info', { uid, info, expiresAt: Date.now() + USER_INFO_CACHE_MS });
    } catch (err) {
      console.warn('user info not cached', err);
    }
  },
  async clear(): Promise<void> {
    try {
      const db = await openSwDb();
      await db.clear('user-info');
    } catch {
      // nothing cached
    }
  },
};
