import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { statement } from '../db/statements';

/**
 * grantCreditLot for the areas still on better-sqlite3 (commerce's purchases and monthly grants, accounts'
 * sign-up credits), which grant inside their own synchronous SQLite transactions where an awaited Kysely call
 * cannot run. The same two rows as grantCreditLot; removed once those areas move to Kysely.
 */
export function grantCreditLotSync(
  db: Db,
  userId: number,
  amount: number,
  expiresAt: number,
  source: string,
  details: string,
): number {
  const now = nowSeconds();
  const lot = statement(
    db,
    'INSERT INTO credit_lots (user_id, source, amount, remaining, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(userId, source, amount, amount, expiresAt, now);
  statement(
    db,
    `INSERT INTO credit_records (user_id, type, details, credits, lot_id, expire_time, created_at)
     VALUES (?, 'acquisition', ?, ?, ?, ?, ?)`,
  ).run(userId, details, amount, lot.lastInsertRowid, expiresAt, now);
  return Number(lot.lastInsertRowid);
}
