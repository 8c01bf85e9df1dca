import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openSwDb } from '../../../src/sw-contract/db';

describe('IndexedDB version upgrade', () => {
  it('adds the prompt history and draft stores to a version 1 database, keeping its records', async () => {
    const name = `db-upgrade-${Math.random()}`;
    // Version 1 as it shipped: six stores, each with an expiresAt index, and tasks by taskId.
    const v1 = await openDB(name, 1, {
      upgrade(database) {
        for (const [store, keyPath] of [
          ['tasks', 'localId'],
          ['outbox', 'localId'],
          ['session', 'key'],
          ['user-info', 'uid'],
          ['promotion-history', 'uid'],
          ['client-builds', 'clientId'],
        ]) {
          const created = database.createObjectStore(store, { keyPath });
          created.createIndex('expiresAt', 'expiresAt');
          if (store === 'tasks') created.createIndex('taskId', 'taskId');
        }
      },
    });
    await v1.put('user-info', { uid: '7', value: { name: 'Ann' }, expiresAt: 10_000 });
    v1.close();

    const db = await openSwDb(name, 0);
    expect([...db.objectStoreNames]).toEqual(
      expect.arrayContaining(['prompt-history', 'drafts', 'uploads', 'tasks']),
    );
    expect(await db.get('user-info', '7')).toMatchObject({ value: { name: 'Ann' } });
    await db.put('drafts', {
      key: '/ai/text-to-video',
      value: { values: { prompt: 'a fox' }, inputs: {}, shownTaskId: null },
      expiresAt: 5,
    });
    db.close();
    // Drafts expire like every other record.
    const reopened = await openSwDb(name, 10);
    expect(await reopened.get('drafts', '/ai/text-to-video')).toBeUndefined();
  });
});
