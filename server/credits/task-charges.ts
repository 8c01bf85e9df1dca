import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowSeconds } from '../../src/core/dates';
import { creditLotsByExpiry } from './lots';
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
 * Takes a task's cost from the user's lots, earliest-expiring first, and records one consumption. Must run inside
 * the transaction that stores the task. Never overdraws, even with two processes charging one user at once: the
 * lots are read locked (forUpdate, on PostgreSQL), the balance is their sum, and each take is a guarded
 * `remaining = remaining - n WHERE remaining >= n` (the CHECK remaining >= 0 would refuse an overdraft anyway).
 */
export async function chargeTask(
  kdb: Kysely<DB>,
  userId: number,
  taskId: string,
  cost: number,
  details: string,
): Promise<void> {
  if (cost <= 0) return;
  const now = nowSeconds();
  const lots = await creditLotsByExpiry(kdb, userId, now);
  const balance = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (balance < cost) throw new InsufficientCredits(cost, balance);
  let left = cost;
  let firstLot: { id: number; expires_at: number } | undefined;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    const taken = await kdb
      .updateTable('credit_lots')
      .set({ remaining: sql<number>`remaining - ${take}` })
      .where('id', '=', lot.id)
      .where('remaining', '>=', take)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) throw new InsufficientCredits(cost, balance - left);
    await kdb.insertInto('task_charges').values({ task_id: taskId, lot_id: lot.id, credits: take }).execute();
    firstLot ??= lot;
    left -= take;
  }
  await kdb
    .insertInto('credit_records')
    .values({
      user_id: userId,
      type: 'consumption',
      details,
      credits: cost,
      lot_id: firstLot?.id ?? null,
      task_id: taskId,
      expire_time: firstLot?.expires_at ?? 0,
      created_at: now,
    })
    .execute();
}

/**
 * Returns a failed or cancelled task's credits, exactly once: each credit goes back to the lot it came
 * from and keeps that lot's expiry (credits of a lot that expired meanwhile stay expired — the user gets
 * back what they would have had). `keep(charged)` names the credits the task keeps (a cancel after the work
 * started); those stay taken from the earliest-expiring lots, so the credits given back are the longest-lived.
 * Records one acquisition 'Refund' when anything comes back. Runs in the caller's transaction.
 * Returns the credits refunded (0 when already refunded or nothing was charged). Once only, across processes
 * too: the guarded UPDATE of refunded_ms lets one transaction claim it (PostgreSQL's second waits for the
 * first's row lock, then finds refunded_ms set and changes nothing).
 */
export async function refundTask(
  kdb: Kysely<DB>,
  taskId: string,
  nowMs = Date.now(),
  keep: (charged: number) => number = () => 0,
): Promise<number> {
  const claimed = await kdb
    .updateTable('tasks')
    .set({ refunded_ms: nowMs })
    .where('id', '=', taskId)
    .where('refunded_ms', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 0;
  const charges = await kdb
    .selectFrom('task_charges as c')
    .innerJoin('credit_lots as l', 'l.id', 'c.lot_id')
    .select(['c.lot_id', 'c.credits', 'l.expires_at', 'l.user_id'])
    .where('c.task_id', '=', taskId)
    .orderBy('l.expires_at')
    .orderBy('l.id')
    .execute();
  const charged = charges.reduce((sum, charge) => sum + charge.credits, 0);
  let left = charged - Math.min(Math.max(keep(charged), 0), charged);
  if (left === 0) return 0;
  const total = left;
  let first = charges[charges.length - 1];
  const back = new Map<number, number>();
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const credits = Math.min(left, charge.credits);
    back.set(charge.lot_id, credits);
    left -= credits;
    first = charge;
  }
  // Written in the order chargeTask locks lots (earliest-expiring first), so a refund and a charge of one user
  // running at once on PostgreSQL wait for each other instead of deadlocking.
  for (const charge of charges) {
    const credits = back.get(charge.lot_id);
    if (credits === undefined) continue;
    await kdb
      .updateTable('credit_lots')
      .set({ remaining: sql<number>`remaining + ${credits}` })
      .where('id', '=', charge.lot_id)
      .execute();
  }
  await kdb
    .insertInto('credit_records')
    .values({
      user_id: first.user_id,
      type: 'acquisition',
      details: 'Refund',
      credits: total,
      lot_id: first.lot_id,
      task_id: taskId,
      expire_time: first.expires_at,
      created_at: Math.floor(nowMs / 1000),
    })
    .execute();
  return total;
}
