import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { statement } from '../db/statements';

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
export function grantCreditLot(
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

/** Usable lots, earliest-expiring first: the order credits are consumed in. */
export function creditLotsByExpiry(db: Db, userId: number, at = nowSeconds()): CreditLot[] {
  return statement(
    db,
    'SELECT * FROM credit_lots WHERE user_id = ? AND remaining > 0 AND expires_at > ? ORDER BY expires_at, id',
  ).all(userId, at) as CreditLot[];
}

export function creditBalance(db: Db, userId: number, at = nowSeconds()): number {
  const row = statement(
    db,
    'SELECT COALESCE(SUM(remaining), 0) AS total FROM credit_lots WHERE user_id = ? AND expires_at > ?',
  ).get(userId, at) as { total: number };
  return row.total;
}
