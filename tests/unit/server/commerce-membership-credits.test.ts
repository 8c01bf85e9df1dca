import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser, postJson, startTestApp, type TestApp } from './support/test-app';
import { pay } from './support/store-checkout';
import { grantDueMembershipCredits } from '../../../server/commerce/membership-credits';
import { addMonths } from '../../../server/commerce/periods';
import { creditBalance } from '../../../server/credits/lots';
import type { UserInfoData } from '../../../src/core/contract/session';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const at = (iso: string) => Date.parse(iso) / 1000;

describe('addMonths', () => {
  it('keeps the day of month, clamped to the end of shorter months', () => {
    expect(addMonths(at('2025-01-15T10:00:00Z'), 1)).toBe(at('2025-02-15T10:00:00Z'));
    expect(addMonths(at('2025-01-31T00:00:00Z'), 1)).toBe(at('2025-02-28T00:00:00Z'));
    expect(addMonths(at('2024-01-31T00:00:00Z'), 1)).toBe(at('2024-02-29T00:00:00Z'));
    expect(addMonths(at('2025-11-30T00:00:00Z'), 3)).toBe(at('2026-02-28T00:00:00Z'));
    expect(addMonths(at('2025-03-10T00:00:00Z'), 12)).toBe(at('2026-03-10T00:00:00Z'));
  });
});

describe('grantDueMembershipCredits', () => {
  it('grants a yearly premium 500 credits per started month, once each, expiring with that month', async () => {
    const user = await newUser(server.app);
    const start = at('2025-01-31T12:00:00Z');
    const { kdb } = server.ctx;
    await kdb
      .insertInto('orders')
      .values({
        id: 'o1',
        user_id: user.userId,
        sku_id: 24109016,
        shopping_id: 's',
        amount: 11999,
        currency: 'USD',
        status: 'paid',
        created_at: start,
      })
      .execute();
    await kdb
      .insertInto('memberships')
      .values({
        user_id: user.userId,
        order_id: 'o1',
        plan_id: 24109016,
        tier: 'premium',
        period: 'year',
        started_at: start,
        expires_at: addMonths(start, 12),
        trial: 0,
      })
      .execute();
    expect(await grantDueMembershipCredits(kdb, start + 60)).toBe(1);
    expect(await grantDueMembershipCredits(kdb, start + 120)).toBe(0);
    // Second month starts on the last day of February.
    const march = at('2025-02-28T12:00:00Z');
    expect(await grantDueMembershipCredits(kdb, march - 1)).toBe(0);
    expect(await grantDueMembershipCredits(kdb, march)).toBe(1);
    expect(await grantDueMembershipCredits(kdb, march + 10)).toBe(0);
    const lots = await kdb
      .selectFrom('credit_lots')
      .select('expires_at')
      .where('user_id', '=', user.userId)
      .where('source', '=', 'membership')
      .orderBy('id')
      .execute();
    expect(lots.map((l) => l.expires_at)).toEqual([march, at('2025-03-31T12:00:00Z')]);
    // The first month's lot has expired: the second month's 500 plus the 5 sign-up credits remain.
    expect(await creditBalance(server.ctx.kdb, user.userId, march + 10)).toBe(505);
    // After the year ends nothing more is granted.
    expect(await grantDueMembershipCredits(kdb, addMonths(start, 12) + 1)).toBe(0);
  });

  it('gives standard and trials no monthly credits', async () => {
    const std = await newUser(server.app);
    const trial = await newUser(server.app);
    await pay(server.app, std, 24109014, 'std');
    await pay(server.app, trial, 24109016, 'trial', { trial: true });
    expect(await grantDueMembershipCredits(server.ctx.kdb)).toBe(0);
    for (const user of [std, trial]) {
      const info = await postJson<UserInfoData>(server.app, '/v1/user', user);
      expect(info.data.integral.integral).toBe(5);
    }
  });
});
