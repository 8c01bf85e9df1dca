/** Users, one-time sign-in codes and the accounts cookie's sessions, on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import { TEST_VERIFIER, TEST_CHALLENGE } from './support/accounts-forms';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  updateProfile,
  upgradePasswordHash,
} from '../../../server/accounts/users';
import { issueAuthCode, redeemAuthCode } from '../../../server/accounts/auth-codes';
import {
  accountSessionUser,
  endAccountSession,
  startAccountSession,
} from '../../../server/accounts/account-sessions';
import { ACCOUNT_SESSION_COOKIE } from '../../../server/accounts/rules';

/** Enough exchanges at once to keep every connection of the PostgreSQL pool (10) busy. */
const PARALLEL = 24;

describe.each(DATABASES)('accounts data on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('finds a user by email whatever its case, and refuses the same email in another case', async () => {
    const ada = await insertUser(database.kdb, 'ada@example.com', 'hash-1');
    expect(ada).toMatchObject({ email: 'ada@example.com', password_hash: 'hash-1', nickname: '' });
    expect((await findUserByEmail(database.kdb, 'ADA@Example.com'))?.id).toBe(ada!.id);
    expect(await findUserById(database.kdb, ada!.id)).toEqual(ada);
    expect(await insertUser(database.kdb, 'Ada@EXAMPLE.com', 'hash-2')).toBeUndefined();
    expect((await findUserById(database.kdb, ada!.id))?.password_hash).toBe('hash-1');
  });

  it('of sign-ups racing for one email exactly one creates the account', async () => {
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        insertUser(database.kdb, i % 2 ? 'race@example.com' : 'RACE@example.com', `h${i}`),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('upgrades a password hash only while the row still holds the one verified', async () => {
    const user = (await insertUser(database.kdb, 'rehash@example.com', 'old'))!;
    await upgradePasswordHash(database.kdb, user.id, 'not-the-stored-one', 'new');
    expect((await findUserById(database.kdb, user.id))?.password_hash).toBe('old');
    await upgradePasswordHash(database.kdb, user.id, 'old', 'new');
    expect((await findUserById(database.kdb, user.id))?.password_hash).toBe('new');
  });

  it('saves the profile names given and leaves the others', async () => {
    const user = (await insertUser(database.kdb, 'profile@example.com', 'x'))!;
    expect(await updateProfile(database.kdb, user.id, {})).toBe(false);
    expect(await updateProfile(database.kdb, user.id, { nickname: 'Ada', lastname: 'Lovelace' })).toBe(true);
    expect(await updateProfile(database.kdb, user.id, { firstname: 'Augusta' })).toBe(true);
    expect(await findUserById(database.kdb, user.id)).toMatchObject({
      nickname: 'Ada',
      firstname: 'Augusta',
      lastname: 'Lovelace',
    });
  });

  it(`of ${PARALLEL} exchanges of one code at once exactly one signs in`, async () => {
    const user = (await insertUser(database.kdb, 'code@example.com', 'x'))!;
    const code = await issueAuthCode(database.kdb, user.id, true, TEST_CHALLENGE);
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => redeemAuthCode(database.kdb, code, TEST_VERIFIER)),
    );
    expect(results.filter(Boolean)).toEqual([{ userId: user.id, isNew: true }]);
    expect(await redeemAuthCode(database.kdb, code, TEST_VERIFIER)).toBeUndefined();
  });

  it('redeems a code only with its verifier, before it expires; a wrong verifier does not use it up', async () => {
    const user = (await insertUser(database.kdb, 'pkce@example.com', 'x'))!;
    const code = await issueAuthCode(database.kdb, user.id, false, TEST_CHALLENGE);
    expect(await redeemAuthCode(database.kdb, code, 'another-verifier-of-forty-three-characters')).toBe(
      undefined,
    );
    expect(await redeemAuthCode(database.kdb, 'unknown', TEST_VERIFIER)).toBeUndefined();
    expect(await redeemAuthCode(database.kdb, code, TEST_VERIFIER)).toEqual({
      userId: user.id,
      isNew: false,
    });

    const late = await issueAuthCode(database.kdb, user.id, false, TEST_CHALLENGE);
    await database.kdb.updateTable('auth_codes').set({ expires_at: 1 }).where('code', '=', late).execute();
    expect(await redeemAuthCode(database.kdb, late, TEST_VERIFIER)).toBeUndefined();
  });

  it('keeps the accounts cookie session until it ends or expires, replacing the previous one', async () => {
    const user = (await insertUser(database.kdb, 'cookie@example.com', 'x'))!;
    const cookies: Record<string, string> = {};
    const reply = {
      setCookie: (name: string, value: string) => (cookies[name] = value),
      clearCookie: (name: string) => delete cookies[name],
    } as unknown as FastifyReply;
    const req = { cookies } as unknown as FastifyRequest;
    await startAccountSession(database.kdb, req, reply, user.id);
    const first = cookies[ACCOUNT_SESSION_COOKIE]!;
    expect((await accountSessionUser(database.kdb, req))?.email).toBe('cookie@example.com');

    await startAccountSession(database.kdb, req, reply, user.id);
    const second = cookies[ACCOUNT_SESSION_COOKIE]!;
    expect(second).not.toBe(first);
    const left = await database.kdb.selectFrom('account_sessions').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([second]);

    await database.kdb.updateTable('account_sessions').set({ expires_at: 1 }).execute();
    expect(await accountSessionUser(database.kdb, req)).toBeUndefined();
    await endAccountSession(database.kdb, req, reply);
    expect(cookies[ACCOUNT_SESSION_COOKIE]).toBeUndefined();
    expect(await database.kdb.selectFrom('account_sessions').select('id').execute()).toEqual([]);
  });
});
