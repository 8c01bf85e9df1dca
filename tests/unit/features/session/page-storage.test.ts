import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PROMOTION_HISTORY_MAX } from '../../../../src/core/promotion';
import { USER_INFO_CACHE_MS } from '../../../../src/core/session-rules';
import { openSwDb, purgeExpired } from '../../../../src/sw-contract/db';
import {
  savePromotionShown,
  getUserInfo,
  listPromotionHistory,
  putUserInfo,
} from '../../../../src/features/session/page-storage';

let counter = 0;
const freshName = () => `page-storage-test-${++counter}-${Math.random()}`;

describe('page storage', () => {
  it('keeps user info until the purge after its day', async () => {
    const db = await openSwDb(freshName(), 0);
    await putUserInfo(db, '7', { credits: 5 }, 0);
    await purgeExpired(db, 101);
    expect(await getUserInfo(db, '7', 101)).toEqual({ credits: 5 });
    await purgeExpired(db, USER_INFO_CACHE_MS + 1);
    expect(await getUserInfo(db, '7', USER_INFO_CACHE_MS + 1)).toBeNull();
  });

  it('keeps the latest 10 users of the promotion history, one entry per user', async () => {
    const db = await openSwDb(freshName(), 0);
    for (let i = 1; i <= 12; i++) await savePromotionShown(db, `u${i}`, i * 1000, 0);
    await savePromotionShown(db, 'u5', 50_000, 0);
    const history = await listPromotionHistory(db, 0);
    expect(history).toHaveLength(PROMOTION_HISTORY_MAX);
    expect(history[0]).toEqual({ uid: 'u5', time: 50_000 });
    expect(history.map((entry) => entry.uid)).not.toContain('u1');
    expect(history.map((entry) => entry.uid)).not.toContain('u2');
    expect(history.map((entry) => entry.uid)).toContain('u3');
  });

  it('reads promotion history written before its records were expiry entries', async () => {
    const db = await openSwDb(freshName(), 0);
    await db.put('promotion-history', { uid: 'before', time: 2000, expiresAt: 10_000 } as never);
    await savePromotionShown(db, 'after', 1000, 0);
    expect(await listPromotionHistory(db, 0)).toEqual([
      { uid: 'before', time: 2000 },
      { uid: 'after', time: 1000 },
    ]);
    expect(await listPromotionHistory(db, 10_000)).toEqual([{ uid: 'after', time: 1000 }]);
  });
});
