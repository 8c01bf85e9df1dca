import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getJson, newUser, startTestApp, type TestApp } from './support/test-app';
import { pay } from './support/store-checkout';
import type { CreditRecordsData } from '../../../src/core/contract/credit-records';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

/** A consumption as the tasks module writes it. */
async function consume(userId: number, credits: number, at: number, expireTime = 0) {
  await server.ctx.kdb
    .insertInto('credit_records')
    .values({
      user_id: userId,
      type: 'consumption',
      details: `Task ${at}`,
      credits,
      expire_time: expireTime,
      created_at: at,
    })
    .execute();
}

describe('GET /v1/verify/record', () => {
  it('pages one type at a time, newest first, 15 by default', async () => {
    const user = await newUser(server.app);
    const other = await newUser(server.app);
    const base = 1_700_000_000;
    for (let i = 0; i < 20; i += 1) await consume(user.userId, i + 1, base + i, base - 10);
    await consume(other.userId, 99, base);
    const first = await getJson<CreditRecordsData>(
      server.app,
      '/v1/verify/record?type=Consumption&page=1',
      user,
    );
    expect(first.data.total).toBe(20);
    expect(first.data.list).toHaveLength(15);
    expect(first.data.list[0]).toEqual({
      type: 'Consumption',
      details: `Task ${base + 19}`,
      credits: 20,
      date: base + 19,
      expire_time: base - 10,
      is_expired: 1,
      status: 1,
    });
    const second = await getJson<CreditRecordsData>(
      server.app,
      '/v1/verify/record?type=Consumption&page=2&page_size=15',
      user,
    );
    expect(second.data.list.map((r) => r.credits)).toEqual([5, 4, 3, 2, 1]);
    const past = await getJson<CreditRecordsData>(
      server.app,
      '/v1/verify/record?type=Consumption&page=9',
      user,
    );
    expect(past.data).toEqual({ list: [], total: 20 });

    await pay(server.app, user, 24148010, 'p');
    const acq = await getJson<CreditRecordsData>(server.app, '/v1/verify/record?type=Acquisition', user);
    expect(acq.data.total).toBe(2);
    expect(acq.data.list.map((r) => r.details)).toEqual(['Purchase: 100 credits', 'Sign-up bonus']);
    expect(acq.data.list.every((r) => r.type === 'Acquisition' && r.is_expired === 0)).toBe(true);
  });

  it('refuses a bad type or page with 490001 and anonymous callers with 401', async () => {
    const user = await newUser(server.app);
    for (const query of [
      'type=Refund',
      '',
      'type=Acquisition&page=0',
      'type=Acquisition&page=-1',
      'type=Acquisition&page=1.5',
      'type=Acquisition&page_size=51',
      'type=Acquisition&page_size=0',
    ]) {
      const res = await getJson(server.app, `/v1/verify/record?${query}`, user);
      expect(res.status, query).toBe(400);
      expect(res.code, query).toBe(490001);
      expect(res.msg.length, query).toBeGreaterThan(5);
    }
    const anonymous = await getJson(server.app, '/v1/verify/record?type=Acquisition');
    expect(anonymous.status).toBe(401);
  });
});
