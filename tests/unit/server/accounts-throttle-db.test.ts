/** The sign-in throttle's counting on SQLite and PostgreSQL: exact under concurrency, a refusal changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import {
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
  type ThrottleKey,
} from '../../../server/accounts/login-throttle';
import {
  LOGIN_BACKOFF_BASE_SECONDS,
  LOGIN_FAILURE_MEMORY_SECONDS,
  LOGIN_FREE_FAILURES_PER_ACCOUNT,
} from '../../../server/accounts/rules';

const NOW = 1_800_000_000;
const PARALLEL = 24;

describe.each(DATABASES)('sign-in throttle on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const rowOf = (key: string) =>
    database.kdb
      .selectFrom('login_throttle')
      .select(['failures', 'last_failure_at', 'locked_until'])
      .where('key', '=', key)
      .executeTakeFirst();
  const list = (keys: ReturnType<typeof throttleKeys>): ThrottleKey[] => [keys.account, keys.address];

  it(`of ${PARALLEL} attempts at once exactly the free ones pass, each counted once`, async () => {
    const keys = throttleKeys('race@example.com', '198.51.100.1');
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, () => reserveAttempt(database.kdb, list(keys), NOW)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(LOGIN_FREE_FAILURES_PER_ACCOUNT);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toEqual({ ok: false, waitSeconds: LOGIN_BACKOFF_BASE_SECONDS });
    }
    expect(await rowOf(keys.account.key)).toEqual({
      failures: LOGIN_FREE_FAILURES_PER_ACCOUNT,
      last_failure_at: NOW,
      locked_until: NOW + LOGIN_BACKOFF_BASE_SECONDS,
    });
    expect((await rowOf(keys.address.key))?.failures).toBe(LOGIN_FREE_FAILURES_PER_ACCOUNT);
  });

  it('a refusal by one key leaves the other uncounted', async () => {
    const keys = throttleKeys('refused@example.com', '198.51.100.2');
    await database.kdb
      .insertInto('login_throttle')
      .values({ key: keys.address.key, failures: 30, last_failure_at: NOW, locked_until: NOW + 600 })
      .execute();
    expect(await reserveAttempt(database.kdb, list(keys), NOW)).toEqual({ ok: false, waitSeconds: 600 });
    expect(await rowOf(keys.account.key)).toBeUndefined();
    expect((await rowOf(keys.address.key))?.failures).toBe(30);
  });

  it('counts again once the lock is over, doubling the wait', async () => {
    const keys = throttleKeys('slow@example.com', '198.51.100.3');
    for (let i = 0; i < LOGIN_FREE_FAILURES_PER_ACCOUNT; i++) {
      expect((await reserveAttempt(database.kdb, list(keys), NOW)).ok).toBe(true);
    }
    const later = NOW + LOGIN_BACKOFF_BASE_SECONDS;
    expect((await reserveAttempt(database.kdb, list(keys), later)).ok).toBe(true);
    expect(await rowOf(keys.account.key)).toMatchObject({
      failures: LOGIN_FREE_FAILURES_PER_ACCOUNT + 1,
      locked_until: later + 2 * LOGIN_BACKOFF_BASE_SECONDS,
    });
  });

  it('a success clears the account key and gives back one failure of the address, unlocking it', async () => {
    const keys = throttleKeys('owner@example.com', '198.51.100.4');
    for (let i = 0; i < 3; i++) await reserveAttempt(database.kdb, list(keys), NOW);
    await database.kdb
      .updateTable('login_throttle')
      .set({ failures: 20, locked_until: NOW + 60 })
      .where('key', '=', keys.address.key)
      .execute();
    await releaseAttempt(database.kdb, keys);
    expect(await rowOf(keys.account.key)).toBeUndefined();
    expect(await rowOf(keys.address.key)).toMatchObject({ failures: 19, locked_until: 0 });
  });

  it('releases racing each other each give back exactly one failure', async () => {
    const keys = throttleKeys('many@example.com', '198.51.100.5');
    await database.kdb
      .insertInto('login_throttle')
      .values({ key: keys.address.key, failures: PARALLEL + 3, last_failure_at: NOW, locked_until: 0 })
      .execute();
    await Promise.all(Array.from({ length: PARALLEL }, () => releaseAttempt(database.kdb, keys)));
    expect((await rowOf(keys.address.key))?.failures).toBe(3);
  });

  it('forgets a key a day after its last failure', async () => {
    const keys = throttleKeys('old@example.com', '198.51.100.6');
    const stale = NOW - LOGIN_FAILURE_MEMORY_SECONDS;
    await database.kdb
      .insertInto('login_throttle')
      .values([
        { key: keys.account.key, failures: 9, last_failure_at: stale, locked_until: 0 },
        { key: 'ip:198.51.100.99', failures: 9, last_failure_at: stale, locked_until: 0 },
      ])
      .execute();
    expect((await reserveAttempt(database.kdb, list(keys), NOW)).ok).toBe(true);
    expect((await rowOf(keys.account.key))?.failures).toBe(1);
    expect(await rowOf('ip:198.51.100.99')).toBeUndefined();
  });
});
