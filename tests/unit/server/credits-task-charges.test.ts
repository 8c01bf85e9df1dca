import { afterEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { grantCreditLot } from '../../../server/credits/lots';
import { chargeTask, InsufficientCredits, refundTask } from '../../../server/credits/task-charges';
import { signIn, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(async () => {
  await t?.app.close();
});

function insertTask(t: TestApp, userId: number, id: string, cost: number) {
  t.ctx.db
    .prepare(
      `INSERT INTO tasks (id, user_id, algorithm, status, phase, params, cost, request_fingerprint, created_ms)
       VALUES (?, ?, 'text2image', 2, 'queued', '{}', ?, '', 0)`,
    )
    .run(id, userId, cost);
}

function lots(t: TestApp, userId: number) {
  return (
    t.ctx.db
      .prepare('SELECT source, remaining FROM credit_lots WHERE user_id = ? ORDER BY id')
      .all(userId) as Array<{
      source: string;
      remaining: number;
    }>
  ).map((l) => `${l.source}:${l.remaining}`);
}

describe('task charges', () => {
  it('consumes earliest-expiring lots first and refunds each credit to its own lot, once', async () => {
    t = await startTestApp();
    const { userId } = await signIn(t.ctx, 0);
    const now = nowSeconds();
    grantCreditLot(t.ctx.db, userId, 5, now + 900, 'later', 'Purchase');
    grantCreditLot(t.ctx.db, userId, 2, now + 100, 'sooner', 'Gift');
    grantCreditLot(t.ctx.db, userId, 4, now - 10, 'expired', 'Old');
    insertTask(t, userId, 'task-1', 3);
    t.ctx.db.transaction(() => chargeTask(t.ctx.db, userId, 'task-1', 3, 'Text to image'))();
    expect(lots(t, userId)).toEqual(['later:4', 'sooner:0', 'expired:4']);

    expect(refundTask(t.ctx.db, 'task-1')).toBe(3);
    expect(refundTask(t.ctx.db, 'task-1')).toBe(0);
    expect(lots(t, userId)).toEqual(['later:5', 'sooner:2', 'expired:4']);
    const refunds = t.ctx.db
      .prepare("SELECT credits, expire_time FROM credit_records WHERE details = 'Refund' AND user_id = ?")
      .all(userId);
    expect(refunds).toEqual([{ credits: 3, expire_time: now + 100 }]);
  });

  it('refuses a charge larger than the usable balance and changes nothing', async () => {
    t = await startTestApp();
    const { userId } = await signIn(t.ctx, 2);
    insertTask(t, userId, 'task-2', 3);
    expect(() => chargeTask(t.ctx.db, userId, 'task-2', 3, 'Text to image')).toThrow(InsufficientCredits);
    expect(lots(t, userId)).toEqual(['signup:2']);
  });
});
