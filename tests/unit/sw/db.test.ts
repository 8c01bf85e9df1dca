import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openSwDb, purgeExpired } from '../../../src/sw-contract/db';
import { allTasks, enqueueCreate, getSession, outboxIds, putTask, setSession } from '../../../sw/db';
import { pollingConfig } from '../../../sw/polling-config';
import { newLocalTask } from '../../../sw/task-record';

const config = pollingConfig();
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

describe('IndexedDB object stores', () => {
  it('purges expired records of every object store and reports the removed tasks', async () => {
    const db = await openSwDb(freshName(), 0);
    await enqueueCreate(db, { ...task('old', 0), expiresAt: 100 });
    await putTask(db, { ...task('new', 0), expiresAt: 10_000 });
    const removed = await purgeExpired(db, 101);
    expect(removed.map((record) => record.localId)).toEqual(['old']);
    expect((await allTasks(db)).map((record) => record.localId)).toEqual(['new']);
    expect(await outboxIds(db)).toEqual([]);
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
