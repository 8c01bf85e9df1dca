/** API sessions, the signed-in check, sign-up and log-in, and the user-info reads, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { accountsContext } from './support/accounts-context';
import type { AppContext } from '../../../server/context';
import { renewSession, revokeSessionOfToken, startSession } from '../../../server/accounts/sessions';
import { liveSession } from '../../../server/auth/session-check';
import { logIn, signUp } from '../../../server/accounts/credentials';
import { freePlanTrial, userInfo } from '../../../server/accounts/user-info';
import { insertUser } from '../../../server/accounts/users';
import { nowSeconds } from '../../../src/core/dates';

const PASSWORD = 'correct horse battery';

describe.each(DATABASES)('sessions and sign-in on %s', (kind) => {
  let database: TestDatabase;
  let ctx: AppContext;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ctx = accountsContext(database);
  });
  afterAll(() => database?.close());

  const newUser = async (email: string) => (await insertUser(ctx.kdb, email, 'x'))!.id;

  it('a started session is live until revoked; renewing extends it up to its absolute end', async () => {
    const userId = await newUser('session@example.com');
    const issued = await startSession(ctx, userId);
    const now = nowSeconds();
    expect(await liveSession(ctx, issued.sessionId, now)).toEqual({ userId, expiresAt: issued.expiresAt });

    // Signed in 29.5 days ago: renewal reaches the 30-day end, not a full lifetime.
    const signedIn = now - ctx.config.sessionMaxSeconds + 12 * 3600;
    await ctx.kdb.updateTable('sessions').set({ created_at: signedIn }).execute();
    const renewed = await renewSession(ctx, userId, issued.sessionId);
    expect(renewed?.expiresAt).toBe(signedIn + ctx.config.sessionMaxSeconds);
    expect(await liveSession(ctx, issued.sessionId, now)).toEqual({ userId, expiresAt: renewed!.expiresAt });

    await ctx.kdb
      .updateTable('sessions')
      .set({ created_at: now - ctx.config.sessionMaxSeconds })
      .execute();
    expect(await renewSession(ctx, userId, issued.sessionId)).toBeUndefined();

    await revokeSessionOfToken(ctx, issued.jwt);
    expect(await liveSession(ctx, issued.sessionId, now)).toBeUndefined();
    expect(await renewSession(ctx, userId, issued.sessionId)).toBeUndefined();
  });

  it('a session read in flight when its session is invalidated is not cached', async () => {
    const userId = await newUser('inflight@example.com');
    const issued = await startSession(ctx, userId);
    const now = nowSeconds();
    // The read is sent; a logout's invalidation lands before its answer is handled (what a logout racing a
    // request does): the row it brings may predate the logout, so it answers this request only.
    const reading = liveSession(ctx, issued.sessionId, now);
    ctx.sessionCache.invalidate(issued.sessionId);
    expect(await reading).toEqual({ userId, expiresAt: issued.expiresAt });
    expect(ctx.sessionCache.sessionOf(issued.sessionId, now)).toBeUndefined();
    // A read with no invalidation across it is kept.
    await liveSession(ctx, issued.sessionId, now);
    expect(ctx.sessionCache.sessionOf(issued.sessionId, now)).toEqual({
      userId,
      expiresAt: issued.expiresAt,
    });
  });

  it('signs up once per email, however many sign-ups race, then logs in with the password only', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(ctx, 'New@Example.com', PASSWORD, `192.0.2.${i}`)),
    );
    const created = outcomes.filter((o) => o.ok);
    expect(created).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.status)).toEqual([409, 409, 409, 409, 409]);

    const wrong = await logIn(ctx, 'new@example.com', 'not the password', '192.0.2.9');
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    const right = await logIn(ctx, 'NEW@example.com', PASSWORD, '192.0.2.9');
    expect(right).toMatchObject({ ok: true, isNew: false, user: { email: 'new@example.com' } });
  });

  it('reads the balance from the usable lots and the free-plan allowance from the sign-up lots', async () => {
    const userId = await newUser('credits@example.com');
    const now = nowSeconds();
    expect((await userInfo(ctx.kdb, userId, now, []))?.integral).toEqual({
      integral: 0,
      expired_time: 0,
      is_expired: 0,
    });
    expect(await freePlanTrial(ctx.kdb, userId, now)).toBeUndefined();
    const lot = (source: string, amount: number, remaining: number, expiresAt: number) => ({
      user_id: userId,
      source,
      amount,
      remaining,
      expires_at: expiresAt,
      created_at: now,
    });
    await ctx.kdb
      .insertInto('credit_lots')
      .values([
        lot('signup', 5, 2, now + 100),
        lot('purchase', 100, 100, now + 50),
        lot('signup', 7, 7, now - 1),
      ])
      .execute();
    const info = await userInfo(ctx.kdb, userId, now, []);
    expect(info).toMatchObject({ uid: userId, email: 'credits@example.com', verify: { level: 1 } });
    expect(info?.integral).toEqual({ integral: 102, expired_time: now + 50, is_expired: 0 });
    expect(await freePlanTrial(ctx.kdb, userId, now)).toMatchObject({ total_val: 12, used_val: 10 });
    expect(await userInfo(ctx.kdb, 1_000_000_000, now, [])).toBeUndefined();
  });
});

describe.each(DATABASES)('sign-up with credits on %s', (kind) => {
  it('grants the sign-up lot in the same transaction as the account', async () => {
    const database = await openTestDatabase(kind);
    try {
      const ctx = accountsContext(database, 5);
      const outcome = await signUp(ctx, 'bonus@example.com', PASSWORD, '192.0.2.1');
      expect(outcome.ok).toBe(true);
      const trial = await freePlanTrial(ctx.kdb, outcome.ok ? outcome.user.id : 0);
      expect(trial).toMatchObject({ total_val: 5, used_val: 0 });
    } finally {
      await database.close();
    }
  });
});
