/** Password hashes through the real accounts pages: OWASP's scrypt cost for new hashes, rehash on login. */
import { afterEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { hashPassword, scryptCost } from '../../../server/accounts/passwords';
import { configFromEnv } from '../../../server/config';
import { TEST_VERIFIER, codeFrom, postCredentials } from './support/accounts-forms';
import { startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const storedHash = async (app: TestApp, email: string) =>
  (
    await app.ctx.kdb
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('password hashing', () => {
  it('hashes new passwords at N = 2^17, r = 8, p = 1 unless told otherwise', async () => {
    expect(configFromEnv({}).passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    server = await startTestApp({ env: { PASSWORD_SCRYPT_LOG2_N: '17' } });
    const signup = await postCredentials(server.app, 'signup', 'owasp@example.com', PASSWORD);
    expect(signup.statusCode).toBe(302);
    expect(await storedHash(server, 'owasp@example.com')).toMatch(/^scrypt\$131072\$8\$1\$[^$]+\$[^$]+$/);
    expect((await postCredentials(server.app, 'login', 'owasp@example.com', PASSWORD)).statusCode).toBe(302);
  });

  it('logs in with a hash made at a lower cost and re-hashes it at the configured one', async () => {
    server = await startTestApp();
    const old = await hashPassword(PASSWORD, scryptCost(10));
    await server.ctx.kdb
      .insertInto('users')
      .values({ email: 'veteran@example.com', password_hash: old, created_at: nowSeconds() })
      .execute();

    const wrong = await postCredentials(server.app, 'login', 'veteran@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash(server, 'veteran@example.com')).toBe(old);

    const first = await postCredentials(server.app, 'login', 'veteran@example.com', PASSWORD);
    const code = codeFrom(first);
    const upgraded = await storedHash(server, 'veteran@example.com');
    expect(upgraded).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(upgraded).not.toBe(old);
    const token = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(token.json()).toMatchObject({ code: 0, data: { is_new: 0 } });

    // The upgraded hash is the one that works from now on, and is not made again.
    expect((await postCredentials(server.app, 'login', 'veteran@example.com', PASSWORD)).statusCode).toBe(
      302,
    );
    expect(await storedHash(server, 'veteran@example.com')).toBe(upgraded);
  });
});
