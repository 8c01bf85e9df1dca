import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { forUpdate, onPostgres } from '../../../server/db/dialect';

describe.each(DATABASES)('the data layer on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.kdb
      .insertInto('users')
      .values({ email: 'Ada@Example.com', password_hash: 'x', created_at: 1 })
      .execute();
  });
  afterAll(() => database?.close());

  it('knows which database it runs on', () => {
    expect(onPostgres(database.kdb)).toBe(kind === 'postgres');
  });

  it('reads integers back as numbers and finds an email whatever its case', async () => {
    const user = await database.kdb
      .selectFrom('users')
      .select(['id', 'created_at'])
      .where('email', '=', 'ada@example.COM')
      .executeTakeFirstOrThrow();
    // Account ids start past 10000000 on both (they read like account numbers).
    expect(user.id).toBe(10000001);
    expect(user.created_at).toBe(1);
    const { total } = await database.kdb
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('created_at').as('total'))
      .executeTakeFirstOrThrow();
    expect(total).toBe(1);
  });

  it('answers a value carrying NUL (%00 in a URL) as naming nothing, and stores a text with one', async () => {
    const none = await database.kdb
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada@example.com\0')
      .execute();
    expect(none).toEqual([]);
    const { id } = await database.kdb
      .insertInto('feedback')
      .values({ form_id: 1, text: 'hi\0there', source: 'x', lang: 'en', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { text } = await database.kdb
      .selectFrom('feedback')
      .select('text')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // PostgreSQL's text holds no NUL: it stands as U+FFFD there; SQLite keeps it.
    expect(text).toBe(kind === 'postgres' ? 'hi\uFFFDthere' : 'hi\0there');
  });

  it('makes a read that decides a write hold its rows until the transaction ends', async () => {
    const read = forUpdate(database.kdb, database.kdb.selectFrom('users').select('is_free_trial'));
    expect(read.compile().sql.toLowerCase().includes('for update')).toBe(kind === 'postgres');
    if (kind === 'sqlite') return; // one writer at a time: SQLite needs no lock, and the statement stays as it was
    // Two transactions each read the flag and set it to what they read plus one: with the lock the second reads
    // the first's write, so the flag ends at 2 rather than 1.
    const bump = () =>
      database.kdb.transaction().execute(async (trx) => {
        const { is_free_trial } = await forUpdate(
          trx,
          trx.selectFrom('users').select('is_free_trial'),
        ).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await trx
          .updateTable('users')
          .set({ is_free_trial: is_free_trial + 1 })
          .execute();
      });
    await Promise.all([bump(), bump()]);
    const after = await database.kdb.selectFrom('users').select('is_free_trial').executeTakeFirstOrThrow();
    expect(after.is_free_trial).toBe(2);
  });
});
