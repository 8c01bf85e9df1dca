import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../../src/core/dates';
import { sessionIdHash, signAccessToken } from '../../../server/auth/tokens';
import type { AppContext } from '../../../server/context';
import { onPostgres } from '../../../server/db/dialect';
import {
  createTask,
  envelope,
  signIn,
  startTestApp,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  vi.useRealTimers();
  if (t) {
    await t.app.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
    t = undefined;
  }
});

const sessionIdOf = (user: TestUser) =>
  decodeJwt(user.headers.authorization.replace('Bearer ', '')).token as string;

const readUser = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/v1/user', headers });

/** A session row ending at `sessionExpiresAt` and a token for it whose own expiry is `tokenExp`. */
async function sessionWithToken(ctx: AppContext, sessionExpiresAt: number, tokenExp: number) {
  const { id: userId } = await ctx.kdb
    .insertInto('users')
    .values({ email: `${crypto.randomUUID()}@test.local`, password_hash: 'test', created_at: nowSeconds() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = crypto.randomUUID();
  await ctx.kdb
    .insertInto('sessions')
    .values({
      id_hash: sessionIdHash(sessionId),
      user_id: userId,
      created_at: nowSeconds(),
      expires_at: sessionExpiresAt,
    })
    .execute();
  const jwt = await signAccessToken(ctx.secret, { wsId: String(userId), token: sessionId }, tokenExp);
  return { sessionId, headers: { authorization: `Bearer ${jwt}` } };
}

/**
 * A mark that moves whenever the server writes a row, even one written with the values it had. SQLite counts the
 * rows its one connection changed; PostgreSQL keeps no such count, but every row it writes is a new row version,
 * a new (ctid, xmin) pair.
 */
async function writeMark(t: TestApp): Promise<number | string> {
  if (!onPostgres(t.ctx.kdb)) return (t.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
  const versions: string[] = [];
  // The app's own tables (schema public); graphile-worker's, in a schema of its own, hold the task queue's jobs.
  const tables = (await t.ctx.kdb.introspection.getTables()).filter((table) => table.schema === 'public');
  for (const { name } of tables) {
    const { rows } = await sql<{ v: string | null }>`
      SELECT string_agg(ctid::text || xmin::text, ',' ORDER BY ctid) AS v FROM ${sql.table(name)}`.execute(
      t.ctx.kdb,
    );
    versions.push(`${name}:${rows[0].v}`);
  }
  return versions.join(' ');
}

describe('session cache', () => {
  it('refuses a logged-out token on the very next request, though the cache held its session', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const task = envelope<{ task_id: string }>(
      await createTask(t.app, user, 'text2image', { prompt: 'a lighthouse', steps: 1, step_ms: 1 }),
    ).data.task_id;
    await waitFinished(t.app, user, 'text2image', task);
    expect((await readUser(t.app, user.headers)).statusCode).toBe(200);
    expect(t.ctx.sessionCache.sessionOf(sessionIdOf(user), nowSeconds())).toMatchObject({
      userId: user.userId,
    });

    const logout = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: user.headers });
    expect(logout.json()).toMatchObject({ code: 0 });

    const after = await readUser(t.app, user.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 490010 });
    for (const url of [`/v1/ai/result/text2image/${task}`, `/v1/text2image/progress/${task}`]) {
      const poll = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(poll.statusCode).toBe(401);
      expect(poll.json()).toMatchObject({ code: 490010 });
    }
    expect(t.ctx.sessionCache.sessionOf(sessionIdOf(user), nowSeconds())).toBeUndefined();
  });

  it('refuses a session once it expires, though it is cached', async () => {
    t = await startTestApp();
    const now = nowSeconds();
    // The token itself is good for an hour; only the session row ends in two seconds.
    const short = await sessionWithToken(t.ctx, now + 2, now + 3600);
    expect((await readUser(t.app, short.headers)).statusCode).toBe(200);
    expect(t.ctx.sessionCache.sessionOf(short.sessionId, now)).toBeDefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 3) * 1000);
    const res = await readUser(t.app, short.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 490010 });
  });

  it('refuses a token past its own expiry though its claims are cached; renewing refreshes the session', async () => {
    t = await startTestApp();
    const now = nowSeconds();
    const old = await sessionWithToken(t.ctx, now + 60, now + 60);
    expect((await readUser(t.app, old.headers)).statusCode).toBe(200);
    const renew = await t.app.inject({ method: 'GET', url: '/v1/token/renew', headers: old.headers });
    const renewed = renew.json() as { data: { jwt: string; expires_left: number } };
    expect(renewed.data.expires_left).toBeGreaterThan(3600);
    const fresh = { authorization: `Bearer ${renewed.data.jwt}` };
    // The renewed expiry is what the cache now holds, not the one read before renewing.
    expect((await readUser(t.app, fresh)).statusCode).toBe(200);
    expect(t.ctx.sessionCache.sessionOf(old.sessionId, now)?.expiresAt).toBeGreaterThan(now + 3600);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 61) * 1000);
    const stale = await readUser(t.app, old.headers);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 490010 });
    expect((await readUser(t.app, fresh)).statusCode).toBe(200);
  });

  it('tells other processes of a sign-out by the stored id hash, and drops a session another process announces', async () => {
    t = await startTestApp();
    const announced: string[] = [];
    t.ctx.sessionCache.announceTo(async (idHash) => void announced.push(idHash));
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    for (const u of [user, other]) expect((await readUser(t.app, u.headers)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/v1/logout', headers: user.headers });
    // The hash the database keeps, never the raw id a token carries.
    expect(announced).toEqual([sessionIdHash(sessionIdOf(user))]);

    // Another process revoked `other`: its row changes behind this process's back, then the hash arrives.
    await t.ctx.kdb
      .updateTable('sessions')
      .set({ revoked_at: nowSeconds() })
      .where('id_hash', '=', sessionIdHash(sessionIdOf(other)))
      .execute();
    expect((await readUser(t.app, other.headers)).statusCode).toBe(200);
    t.ctx.sessionCache.invalidateHash(sessionIdHash(sessionIdOf(other)));
    expect((await readUser(t.app, other.headers)).statusCode).toBe(401);
  });

  it('holds at most its bound of sessions and tokens; an evicted one is read again', async () => {
    t = await startTestApp({ sessionCacheMax: 3 });
    const users: TestUser[] = [];
    for (let i = 0; i < 8; i++) users.push(await signIn(t.ctx));
    for (const user of users) expect((await readUser(t.app, user.headers)).statusCode).toBe(200);
    expect(t.ctx.sessionCache.size).toEqual({ claims: 3, sessions: 3 });
    expect(t.ctx.sessionCache.sessionOf(sessionIdOf(users[0]), nowSeconds())).toBeUndefined();
    const again = await readUser(t.app, users[0].headers);
    expect(again.json()).toMatchObject({ code: 0, data: { uid: users[0].userId } });
  });
});

describe('signed-in reads', () => {
  it('write nothing when nothing is due: user info, result and progress polls, task list', async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx);
    const task = envelope<{ task_id: string }>(
      await createTask(t.app, user, 'text2image', { prompt: 'a quiet harbour', steps: 1, step_ms: 1 }),
    ).data.task_id;
    await waitFinished(t.app, user, 'text2image', task);
    const before = await writeMark(t);
    const reads = [
      readUser(t.app, user.headers),
      t.app.inject({ method: 'GET', url: `/v1/ai/result/text2image/${task}`, headers: user.headers }),
      t.app.inject({ method: 'GET', url: `/v1/text2image/progress/${task}`, headers: user.headers }),
      t.app.inject({ method: 'POST', url: '/v1/ai/task', headers: user.headers, payload: {} }),
    ];
    for (const res of await Promise.all(reads)) expect(res.json()).toMatchObject({ code: 0 });
    expect(await writeMark(t)).toBe(before);
  });

  it("grant a premium member's due monthly credits once, then only read", async () => {
    t = await startTestApp();
    const user = await signIn(t.ctx, 0);
    const now = nowSeconds();
    await t.ctx.kdb
      .insertInto('orders')
      .values({
        id: 'o1',
        user_id: user.userId,
        sku_id: 24109016,
        shopping_id: 's',
        amount: 11999,
        currency: 'USD',
        status: 'paid',
        created_at: now - 60,
      })
      .execute();
    await t.ctx.kdb
      .insertInto('memberships')
      .values({
        user_id: user.userId,
        order_id: 'o1',
        plan_id: 24109016,
        tier: 'premium',
        period: 'year',
        started_at: now - 60,
        expires_at: now + 365 * 86400,
        trial: 0,
      })
      .execute();
    const before = await writeMark(t);
    const first = envelope<{ integral: { integral: number } }>(await readUser(t.app, user.headers));
    expect(first.data.integral.integral).toBe(500);
    const afterGrant = await writeMark(t);
    expect(afterGrant).not.toBe(before);
    const second = envelope<{ integral: { integral: number } }>(await readUser(t.app, user.headers));
    expect(second.data.integral.integral).toBe(500);
    expect(await writeMark(t)).toBe(afterGrant);
  });
});
