import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { STORAGE_NAMESPACE } from '../../../../src/core/identity';
import type { UserInfoData } from '../../../../src/core/contract/session';
import { userInfoCache } from '../../../../src/features/session/user-info-cache';
import { SW_DB_VERSION } from '../../../../src/sw-contract/db';

const info = { uid: 7, email: 'a@example.com' } as unknown as UserInfoData;

/** Resolves true when a newer version of the shared database opens at once, false when an open connection blocks it. */
function upgradeGoesThrough(version: number): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.open(`${STORAGE_NAMESPACE}-sw`, version);
    request.onblocked = () => resolve(false);
    request.onsuccess = () => {
      request.result.close();
      // Back to no database, so the next test opens the current version again.
      indexedDB.deleteDatabase(`${STORAGE_NAMESPACE}-sw`).onsuccess = () => resolve(true);
    };
  });
}

describe('userInfoCache', () => {
  it('keeps, reads and clears the user info, leaving no connection open behind it', async () => {
    expect(await userInfoCache.get('7')).toBeUndefined();
    await userInfoCache.set('7', info);
    expect(await userInfoCache.get('7')).toEqual(info);
    expect(await userInfoCache.get('8')).toBeUndefined();
    await userInfoCache.clear();
    expect(await userInfoCache.get('7')).toBeUndefined();
    // A service worker of a newer build upgrades the schema: nothing the page opened may hold it up.
    expect(await upgradeGoesThrough(SW_DB_VERSION + 1)).toBe(true);
  });

  it('keeps user info that the session state also holds (valtio proxies its nested objects in place)', async () => {
    const user = {
      uid: 9,
      email: 'b@example.com',
      integral: { integral: 4, expired_time: 0, is_expired: 0 },
      verify: { level: 1 },
      subscribe: [],
    } as unknown as UserInfoData;
    // As loadUserInfo does: the state takes the object first, which turns `integral` into a proxy inside it.
    const state = proxy<{ user: UserInfoData | null }>({ user: null });
    state.user = user;
    await userInfoCache.set('9', user);
    expect((await userInfoCache.get('9'))?.integral.integral).toBe(4);
    await userInfoCache.clear();
  });
});
