import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import { onPostgres } from '../db/dialect';

export interface CreditLot {
  id: number;
  user_id: number;
  source: string;
  amount: number;
  remaining: number;
  expires_at: number;
  created_at: number;
}

/** Adds a lot of credits with its expiry and records the acquisition, in the caller's transaction. */
export async function grantCreditLot(
  kdb: Kysely<DB>,
  userId: number,
  amount: number,
  expiresAt: number,
  source: string,
  details: string,
): Promise<number> {
  const now = nowSeconds();
  const lot = await kdb
    .insertInto('credit_lots')
    .values({
      user_id: userId,
      source,
      amount,
      remaining: amount,
      expires_at: expiresAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await kdb
    .insertInto('credit_records')
    .values({
      user_id: userId,
      type: 'acquisition',
      details,
      credits: amount,
      lot_id: lot.id,
      expire_time: expiresAt,
      created_at: now,
    })
    .execute();
  return lot.id;
}

/**
 * Usable lots, earliest-expiring first: the order credits are consumed in. Inside a transaction that then takes
 * from them, PostgreSQL locks them in that order, so a second process charging the same user waits for this one
 * (FOR NO KEY UPDATE: rows that only reference a lot, like a refund's credit record, do not wait on it).
 */
export function creditLotsByExpiry(kdb: Kysely<DB>, userId: number, at = nowSeconds()): Promise<CreditLot[]> {
  const usable = kdb
    .selectFrom('credit_lots')
    .selectAll()
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where('expires_at', '>', at)
    .orderBy('expires_at')
    .orderBy('id');
  return (onPostgres(kdb) ? usable.forNoKeyUpdate() : usable).execute();
}

export async function creditBalance(kdb: Kysely<DB>, userId: number, at = nowSeconds()): Promise<number> {
  const row = await kdb
    .selectFrom('credit_lots')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('remaining'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('expires_at', '>', at)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
