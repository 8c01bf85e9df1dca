import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { creditBalance, creditLotsByExpiry } from './lots';
import { say, type ServerText } from '../i18n/server-text';

/** Thrown inside the create transaction so nothing of the task is stored. */
export class InsufficientCredits extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(`This needs ${needed} credits and you have ${balance}`);
  }

  /** The message for the user, in any language. */
  get text(): ServerText {
    return say('This needs {needed} credits and you have {balance}', {
      needed: this.needed,
      balance: this.balance,
    });
  }
}

/**
 * Takes a task's cost from the user's lots, earliest-expiring first, and records one
 * consumption. Must run inside the transaction that stores the task.
 */
export function chargeTask(db: Db, userId: number, taskId: string, cost: number, details: string): void {
  if (cost <= 0) return;
  const now = nowSeconds();
  const balance = creditBalance(db, userId, now);
  if (balance < cost) throw new InsufficientCredits(cost, balance);
  let left = cost;
  let firstLot: { id: number; expires_at: number } | undefined;
  for (const lot of creditLotsByExpiry(db, userId, now)) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    db.prepare('UPDATE credit_lots SET remaining = remaining - ? WHERE id = ?').run(take, lot.id);
    db.prepare('INSERT INTO task_charges (task_id, lot_id, credits) VALUES (?, ?, ?)').run(
      taskId,
      lot.id,
      take,
    );
    firstLot ??= lot;
    left -= take;
  }
  db.prepare(
    `INSERT INTO credit_records (user_id, type, details, credits, lot_id, task_id, expire_time, created_at)
     VALUES (?, 'consumption', ?, ?, ?, ?, ?, ?)`,
  ).run(userId, details, cost, firstLot?.id ?? null, taskId, firstLot?.expires_at ?? 0, now);
}

/**
 * Returns a failed or cancelled task's credits, exactly once: each credit goes back to the lot it came
 * from and keeps that lot's expiry (credits of a lot that expired meanwhile stay expired — the user gets
 * back what they would have had). `keep(charged)` names the credits the task keeps (a cancel after the work
 * started); those stay taken from the earliest-expiring lots, so the credits given back are the longest-lived.
 * Records one acquisition 'Refund' when anything comes back. Runs in the caller's transaction.
 * Returns the credits refunded (0 when already refunded or nothing was charged).
 */
export function refundTask(
  db: Db,
  taskId: string,
  nowMs = Date.now(),
  keep: (charged: number) => number = () => 0,
): number {
  const claimed = db
    .prepare('UPDATE tasks SET refunded_ms = ? WHERE id = ? AND refunded_ms IS NULL')
    .run(nowMs, taskId);
  if (claimed.changes === 0) return 0;
  const charges = db
    .prepare(
      `SELECT c.lot_id, c.credits, l.expires_at, l.user_id FROM task_charges c
       JOIN credit_lots l ON l.id = c.lot_id WHERE c.task_id = ? ORDER BY l.expires_at, l.id`,
    )
    .all(taskId) as Array<{ lot_id: number; credits: number; expires_at: number; user_id: number }>;
  const charged = charges.reduce((sum, charge) => sum + charge.credits, 0);
  let left = charged - Math.min(Math.max(keep(charged), 0), charged);
  if (left === 0) return 0;
  const total = left;
  let first = charges[charges.length - 1];
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const back = Math.min(left, charge.credits);
    db.prepare('UPDATE credit_lots SET remaining = remaining + ? WHERE id = ?').run(back, charge.lot_id);
    left -= back;
    first = charge;
  }
  db.prepare(
    `INSERT INTO credit_records (user_id, type, details, credits, lot_id, task_id, expire_time, created_at)
     VALUES (?, 'acquisition', 'Refund', ?, ?, ?, ?, ?)`,
  ).run(first.user_id, total, first.lot_id, taskId, first.expires_at, Math.floor(nowMs / 1000));
  return total;
}
