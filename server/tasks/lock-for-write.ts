import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';

/**
 * The first statement of a transaction whose reads decide its writes, naming the row everything it decides
 * hangs on (a user for a create, a task for its ending). PostgreSQL locks that row (FOR UPDATE): another
 * process deciding on it waits until this transaction ends and then reads what it wrote. SQLite takes the
 * database's write lock at once with a write that changes nothing, as BEGIN IMMEDIATE did: a second process
 * sharing the file (SHARED_DATA) waits for it (busy_timeout) instead of failing at its first write after a read.
 * FOR NO KEY UPDATE rather than FOR UPDATE: rows that reference the locked one (a refund's credit record naming
 * the user) take a key-share lock that this one leaves free, so such a writer never waits on it in a cycle.
 */
export async function lockForWrite(
  trx: Kysely<DB>,
  table: 'users' | 'tasks',
  id: number | string,
): Promise<void> {
  if (onPostgres(trx)) {
    await trx
      .selectFrom(table)
      .select('id')
      .where('id', '=', id as never)
      .forNoKeyUpdate()
      .execute();
  } else {
    await trx
      .updateTable(table)
      .set((eb) => ({ id: eb.ref('id') }) as never)
      .where('id', '=', id as never)
      .execute();
  }
}
