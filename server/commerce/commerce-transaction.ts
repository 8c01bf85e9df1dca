/** How commerce writes hold together on both databases: one transaction, and one account at a time. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { onPostgres } from '../db/dialect';

/**
 * Runs `work` in the caller's transaction when `kdb` is one (a webhook applies its purchase inside the event's
 * transaction), else in a new one: Kysely does not nest transactions.
 */
export function inTransaction<T>(kdb: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return kdb.isTransaction ? work(kdb) : kdb.transaction().execute(work);
}

/**
 * Holds the account's row until the transaction ends, so one account's purchases and renewals run one at a time
 * on PostgreSQL: each reads the account's periods and lines and writes from what it read (periods stack, a trial
 * is once, standard is refused while premium). SQLite runs one write transaction at a time and needs no lock.
 * FOR NO KEY UPDATE, not FOR UPDATE: inserting a row that references the account (a credit lot, a grant of
 * another transaction) must not wait for it, or a monthly grant and a purchase could wait on each other.
 */
export async function lockAccount(trx: Kysely<DB>, userId: number): Promise<void> {
  if (!onPostgres(trx)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
