/**
 * Commerce's one way into the credits area: granting a credit lot (a purchase's pack, premium's monthly credits).
 * credits/lots.ts has not moved to Kysely yet (branch kysely-core): its grantCreditLot is synchronous SQL on the
 * SQLite connection, called here on the connection under `kdb`, so inside a Kysely transaction the lot is part
 * of it. On PostgreSQL there is no such connection: granting credits waits for the credits area to move, and then
 * this file becomes `await grantCreditLot(kdb, …)` at its two callers.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sqliteConnectionOf } from '../db/sqlite-kysely';
import { grantCreditLot } from '../credits/lots';

export function grantLot(
  kdb: Kysely<DB>,
  userId: number,
  amount: number,
  expiresAt: number,
  source: string,
  details: string,
): Promise<number> {
  const db = sqliteConnectionOf(kdb);
  if (!db) {
    return Promise.reject(
      new Error('Credit lots are granted on SQLite only until the credits area moves to Kysely'),
    );
  }
  return Promise.resolve(grantCreditLot(db, userId, amount, expiresAt, source, details));
}
