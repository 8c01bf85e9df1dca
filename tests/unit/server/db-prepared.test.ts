import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { addUser } from './support/drive-data';
import { prepared } from '../../../server/db/prepared';

describe.each(DATABASES)('queries compiled once on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('answers each call with its own values, as the built query does, a fixed value kept', async () => {
    const { kdb } = database;
    const [a, b] = [await addUser(kdb, { createdAt: 5 }), await addUser(kdb, { createdAt: 9 })];
    const since = prepared((k: typeof kdb, userId: number, after: number) =>
      k
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where('id', '=', userId)
        .where('created_at', '>', after)
        .where('password_hash', '=', 'x'),
    );
    expect(await since(kdb, a, 1)).toEqual([{ id: a, created_at: 5 }]);
    expect(await since(kdb, b, 1)).toEqual([{ id: b, created_at: 9 }]);
    expect(await since(kdb, b, 9)).toEqual([]);
    // Inside a transaction too.
    await kdb.transaction().execute(async (trx) => {
      expect(await since(trx, a, 4)).toEqual([{ id: a, created_at: 5 }]);
    });
  });

  it('refuses a query an argument does not reach as a parameter', async () => {
    const literal = prepared((k: typeof database.kdb, userId: number) =>
      k
        .selectFrom('users')
        .select('id')
        .where(sql.lit(String(userId)), '=', 'x'),
    );
    await expect(literal(database.kdb, 1)).rejects.toThrow(/argument 0 is not a parameter/);
  });
});
