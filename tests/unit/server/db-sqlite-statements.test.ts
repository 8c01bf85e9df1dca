import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database';
import { sqliteKysely } from '../../../server/db/sqlite-kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/schema';

/** A select whose text is one of its own for each length of its IN list. */
const inListOf = (kdb: Kysely<DB>, n: number) =>
  kdb
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      Array.from({ length: n }, (_, i) => i),
    )
    .execute();

describe('SQLite statements under Kysely', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it('prepares a query once and reuses it with new values', async () => {
    db = openDatabase(':memory:');
    const prepare = vi.spyOn(db, 'prepare');
    const kdb = sqliteKysely(db);
    for (const [email, createdAt] of [
      ['a@example.com', 1],
      ['b@example.com', 2],
    ] as const) {
      await kdb.insertInto('users').values({ email, password_hash: 'x', created_at: createdAt }).execute();
    }
    const read = (email: string) =>
      kdb.selectFrom('users').select('created_at').where('email', '=', email).executeTakeFirst();
    expect(await read('a@example.com')).toEqual({ created_at: 1 });
    expect(await read('B@example.com')).toEqual({ created_at: 2 });
    expect(await read('c@example.com')).toBeUndefined();
    // One insert text and one select text, each prepared once.
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded set: a text pushed out by many others is prepared again', async () => {
    db = openDatabase(':memory:');
    const prepare = vi.spyOn(db, 'prepare');
    const kdb = sqliteKysely(db);
    const first = () => kdb.selectFrom('users').select('id').where('id', '=', 1).execute();
    await first();
    await first();
    expect(prepare).toHaveBeenCalledTimes(1);
    // IN lists of every length from 1 to 600: 600 texts, more than the set holds.
    for (let n = 1; n <= 600; n++) {
      await inListOf(kdb, n);
    }
    expect(prepare).toHaveBeenCalledTimes(601);
    await first();
    expect(prepare).toHaveBeenCalledTimes(602);
  });

  it('keeps a text in use however many others come and go (least recently used goes first)', async () => {
    db = openDatabase(':memory:');
    const prepare = vi.spyOn(db, 'prepare');
    const kdb = sqliteKysely(db);
    const hot = () => kdb.selectFrom('users').select('id').where('id', '=', 1).execute();
    await hot();
    for (let n = 1; n <= 600; n++) {
      await inListOf(kdb, n);
      if (n % 100 === 0) await hot();
    }
    // The hot text was prepared once; each of the 600 others once.
    expect(prepare).toHaveBeenCalledTimes(601);
  });
});
