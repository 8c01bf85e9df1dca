import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PROMOTION_HISTORY_MAX } from '../../../src/core/promotion';
import { USER_INFO_CACHE_MS } from '../../../src/core/session-rules';
import {
  addPromotionHistory,
  getUserInfo,
  listPromotionHistory,
  openSwDb,
  purgeExpired,
  putUserInfo,
} from '../../../src/sw-contract/db';
import { allTasks, enqueueCreate, getSession, outboxIds, putTask, setSession } from '../../../sw/db';
import { engineConfig } from '../../../sw/engine-config';
import { newLocalTask } from '../../../sw/task-record';

const config = engineConfig();
let counter = 0;
const freshName = () => `db-test-${++counter}-${Math.random()}`;

function task(localId: string, now: number, uid = '7') {
  return newLocalTask(
    { localId, idempotencyKey: `key-${localId}`, algorithm: 'clip', params: {} },
    uid,
    now,
    config,
  );
}

describe('IndexedDB stores', () => {
  it('purges expired records of every store and reports the removed tasks', async () => {
    const db = await openSwDb(freshName(), 0);
    await enqueueCreate(db, { ...task('old', 0), expiresAt: 100 });
    await putTask(db, { ...task('new', 0), expiresAt: 10_000 });
    await putUserInfo(db, '7', { credits: 5 }, 0);
    const removed = await purgeExpired(db, 101);
    expect(removed.map((record) => record.localId)).toEqual(['old']);
    expect((await allTasks(db)).map((record) => record.localId)).toEqual(['new']);
    expect(await outboxIds(db)).toEqual([]);
    expect(await getUserInfo(db, '7', 101)).toEqual({ credits: 5 });
    await purgeExpired(db, USER_INFO_CACHE_MS + 1);
    expect(await getUserInfo(db, '7', USER_INFO_CACHE_MS + 1)).toBeNull();
  });

  it('purges on open', async () => {
    const name = freshName();
    const first = await openSwDb(name, 0);
    await putTask(first, { ...task('gone', 0), expiresAt: 50 });
    first.close();
    const purged: string[] = [];
    const second = await openSwDb(name, 60, (tasks) => purged.push(...tasks.map((record) => record.localId)));
    expect(purged).toEqual(['gone']);
    expect(await allTasks(second)).toEqual([]);
  });

  it('keeps the latest 10 users of the promotion history, one entry per user', async () => {
    const db = await openSwDb(freshName(), 0);
    for (let i = 1; i <= 12; i++) await addPromotionHistory(db, `u${i}`, i * 1000, 0);
    await addPromotionHistory(db, 'u5', 50_000, 0);
    const history = await listPromotionHistory(db, 0);
    expect(history).toHaveLength(PROMOTION_HISTORY_MAX);
    expect(history[0]).toEqual({ uid: 'u5', time: 50_000 });
    expect(history.map((entry) => entry.uid)).not.toContain('u1');
    expect(history.map((entry) => entry.uid)).not.toContain('u2');
    expect(history.map((entry) => entry.uid)).toContain('u3');
  });

  it("clears the previous user's tasks when another user signs in, and everything on logout", async () => {
    const db = await openSwDb(freshName(), 0);
    await setSession(db, { token: 'a', uid: '7' }, 0);
    await enqueueCreate(db, task('mine', 0, '7'));
    expect(await setSession(db, { token: 'renewed', uid: '7' }, 0)).toMatchObject({ userChanged: false });
    expect(await allTasks(db)).toHaveLength(1);
    expect((await getSession(db, 0))?.token).toBe('renewed');

    const switched = await setSession(db, { token: 'b', uid: '8' }, 0);
    expect(switched.userChanged).toBe(true);
    expect(switched.removed.map((record) => record.localId)).toEqual(['mine']);
    expect(await outboxIds(db)).toEqual([]);

    await putTask(db, task('theirs', 0, '8'));
    await setSession(db, null, 0);
    expect(await allTasks(db)).toEqual([]);
    expect(await getSession(db, 0)).toBeNull();
  });
});
