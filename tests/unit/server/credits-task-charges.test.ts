import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { creditBalance, grantCreditLot } from '../../../server/credits/lots';
import { chargeTask, InsufficientCredits, refundTask } from '../../../server/credits/task-charges';
import { creditRecordPage } from '../../../server/credits/records';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';

describe.each(DATABASES)('task charges on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  let users = 0;
  async function newUser(): Promise<number> {
    users += 1;
    const { id } = await database.kdb
      .insertInto('users')
      .values({ email: `charges${users}@test.local`, password_hash: 'x', created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function insertTask(userId: number, id: string, cost: number) {
    await database.kdb
      .insertInto('tasks')
      .values({
        id,
        user_id: userId,
        algorithm: 'text2image',
        status: 2,
        phase: 'queued',
        params: '{}',
        cost,
        request_fingerprint: '',
        created_ms: 0,
      })
      .execute();
  }

  async function lots(userId: number) {
    const rows = await database.kdb
      .selectFrom('credit_lots')
      .select(['source', 'remaining'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((l) => `${l.source}:${l.remaining}`);
  }

  it('consumes earliest-expiring lots first and refunds each credit to its own lot, once', async () => {
    const { kdb } = database;
    const userId = await newUser();
    const now = nowSeconds();
    await grantCreditLot(kdb, userId, 5, now + 900, 'later', 'Purchase');
    await grantCreditLot(kdb, userId, 2, now + 100, 'sooner', 'Gift');
    await grantCreditLot(kdb, userId, 4, now - 10, 'expired', 'Old');
    await insertTask(userId, 'task-1', 3);
    await kdb.transaction().execute((trx) => chargeTask(trx, userId, 'task-1', 3, 'Text to image'));
    expect(await lots(userId)).toEqual(['later:4', 'sooner:0', 'expired:4']);
    expect(await creditBalance(kdb, userId)).toBe(4);

    expect(await kdb.transaction().execute((trx) => refundTask(trx, 'task-1'))).toBe(3);
    expect(await refundTask(kdb, 'task-1')).toBe(0);
    expect(await lots(userId)).toEqual(['later:5', 'sooner:2', 'expired:4']);
    const refunds = await kdb
      .selectFrom('credit_records')
      .select(['credits', 'expire_time'])
      .where('details', '=', 'Refund')
      .where('user_id', '=', userId)
      .execute();
    expect(refunds).toEqual([{ credits: 3, expire_time: now + 100 }]);
    const page = await creditRecordPage(kdb, userId, 'Acquisition', 1, 2, now);
    expect(page.total).toBe(4);
    expect(page.list.map((r) => r.details)).toEqual(['Refund', 'Old']);
    const consumption = await creditRecordPage(kdb, userId, 'Consumption', 1, 10, now);
    expect(consumption.list).toMatchObject([
      { details: 'Text to image', credits: 3, expire_time: now + 100 },
    ]);
  });

  it('refuses a charge larger than the usable balance and changes nothing', async () => {
    const userId = await newUser();
    await grantCreditLot(database.kdb, userId, 2, nowSeconds() + 900, 'signup', 'Sign-up credits');
    await insertTask(userId, 'task-2', 3);
    await expect(
      database.kdb.transaction().execute((trx) => chargeTask(trx, userId, 'task-2', 3, 'Text to image')),
    ).rejects.toThrow(InsufficientCredits);
    expect(await lots(userId)).toEqual(['signup:2']);
  });

  it('never overdraws when charges of one user run at once', async () => {
    const { kdb } = database;
    const userId = await newUser();
    const now = nowSeconds();
    await grantCreditLot(kdb, userId, 3, now + 100, 'a', 'Gift');
    await grantCreditLot(kdb, userId, 4, now + 200, 'b', 'Gift');
    const ids = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    for (const id of ids) await insertTask(userId, id, 2);
    // Each charge in its own transaction, all started together (on PostgreSQL each on its own connection).
    const results = await Promise.allSettled(
      ids.map((id) => kdb.transaction().execute((trx) => chargeTask(trx, userId, id, 2, 'Text to image'))),
    );
    const charged = results.filter((r) => r.status === 'fulfilled').length;
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCredits);
    expect(charged).toBe(3); // 7 credits pay for three charges of 2
    expect(await creditBalance(kdb, userId)).toBe(1);
    const { total } = await kdb
      .selectFrom('task_charges')
      .select((eb) => eb.fn.sum<number>('credits').as('total'))
      .where('task_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(6);
  });

  it('runs refunds and charges of one user at once without a deadlock, the balance adding up', async () => {
    const { kdb } = database;
    const userId = await newUser();
    const now = nowSeconds();
    await grantCreditLot(kdb, userId, 7, now + 100, 'a', 'Gift');
    await grantCreditLot(kdb, userId, 7, now + 200, 'b', 'Gift');
    await grantCreditLot(kdb, userId, 6, now + 300, 'c', 'Gift');
    const paid = Array.from({ length: 6 }, (_, i) => `paid-${i}`);
    const fresh = Array.from({ length: 6 }, (_, i) => `fresh-${i}`);
    for (const id of [...paid, ...fresh]) await insertTask(userId, id, 3);
    for (const id of paid)
      await kdb.transaction().execute((trx) => chargeTask(trx, userId, id, 3, 'Text to image'));
    expect(await creditBalance(kdb, userId)).toBe(2);
    const results = await Promise.allSettled([
      ...paid.map((id) => kdb.transaction().execute((trx) => refundTask(trx, id))),
      ...fresh.map((id) =>
        kdb.transaction().execute((trx) => chargeTask(trx, userId, id, 3, 'Text to image')),
      ),
    ]);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientCredits);
    const charged = results.slice(paid.length).filter((r) => r.status === 'fulfilled').length;
    expect(await creditBalance(kdb, userId)).toBe(20 - 3 * charged);
  });
});
