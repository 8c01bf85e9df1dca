/** Sign-in throttling through the real accounts pages: reservation before the hash, per account+address backoff. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { verifyPassword } from '../../../server/accounts/passwords';
import { postCredentials } from './support/accounts-forms';
import { startTestApp, type TestApp } from './support/test-app';

// Every password check is counted, to prove a refused attempt never reaches the hash.
vi.mock('../../../server/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/accounts/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const checks = vi.mocked(verifyPassword);

const PASSWORD = 'correct horse battery';
const OWNER_IP = '203.0.113.50';
const ATTACKER_IP = '198.51.100.66';

let server: TestApp;
beforeEach(async () => {
  // The per-address request rates are another rule (rate-limits.test.ts); off so only the throttle answers.
  server = await startTestApp({ env: { RATE_LIMITS: 'off' } });
  checks.mockClear();
});
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

const login = (email: string, password: string, ip: string) =>
  postCredentials(server.app, 'login', email, password, { ip });

const failuresOf = async (key: string) =>
  (
    await server.ctx.kdb
      .selectFrom('login_throttle')
      .select('failures')
      .where('key', '=', key)
      .executeTakeFirst()
  )?.failures ?? 0;

/** Stops the clock (the throttle reads Date.now) at `seconds` after `from`. */
function setClock(from: number, seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((from + seconds) * 1000);
}

describe('sign-in throttle', () => {
  it('counts each of 20 parallel wrong-password logins; those past 5 are refused without hashing', async () => {
    await postCredentials(server.app, 'signup', 'race@example.com', PASSWORD, { ip: OWNER_IP });
    checks.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('race@example.com', `wrong guess ${i}`, ATTACKER_IP)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(checks).toHaveBeenCalledTimes(5);
    expect(await failuresOf(`account:race@example.com|ip:${ATTACKER_IP}`)).toBe(5);
    expect(await failuresOf(`ip:${ATTACKER_IP}`)).toBe(5);
  });

  it('past 5 failures each further failure doubles the wait (1, 2, 4 minutes …), capped at an hour', async () => {
    await postCredentials(server.app, 'signup', 'slow@example.com', PASSWORD, { ip: OWNER_IP });
    for (let i = 0; i < 5; i++)
      expect((await login('slow@example.com', `guess ${i}`, ATTACKER_IP)).statusCode).toBe(401);
    const start = nowSeconds();
    let moved = 0;
    for (const minutes of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const refused = await login('slow@example.com', PASSWORD, ATTACKER_IP);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(`try again in ${minutes} minute`);
      moved += minutes * 60;
      setClock(start, moved);
      expect((await login('slow@example.com', 'another guess', ATTACKER_IP)).statusCode).toBe(401);
    }
    // Once the last wait is over, the right password works and clears the account's failures on that address.
    setClock(start, moved + 3600);
    expect((await login('slow@example.com', PASSWORD, ATTACKER_IP)).statusCode).toBe(302);
    expect(await failuresOf(`account:slow@example.com|ip:${ATTACKER_IP}`)).toBe(0);
  });

  it('a burst of failures from another address never locks the owner out of their own', async () => {
    await postCredentials(server.app, 'signup', 'victim@example.com', PASSWORD, { ip: OWNER_IP });
    for (let i = 0; i < 12; i++) await login('victim@example.com', `guess ${i}`, ATTACKER_IP);
    expect((await login('victim@example.com', PASSWORD, ATTACKER_IP)).statusCode).toBe(429);
    const owner = await login('victim@example.com', PASSWORD, OWNER_IP);
    expect(owner.statusCode).toBe(302);
  });

  it('locks an address after 20 failures across different accounts, sign-up probes included', async () => {
    await postCredentials(server.app, 'signup', 'taken@example.com', PASSWORD, { ip: OWNER_IP });
    for (let i = 0; i < 19; i++) {
      expect((await login(`probe${i}@example.com`, PASSWORD, '192.0.2.9')).statusCode).toBe(401);
    }
    const probe = await postCredentials(server.app, 'signup', 'taken@example.com', PASSWORD, {
      ip: '192.0.2.9',
    });
    expect(probe.statusCode).toBe(409);
    const locked = await login('fresh@example.com', PASSWORD, '192.0.2.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many attempts, try again in 1 minute');
    const signup = await postCredentials(server.app, 'signup', 'fresh@example.com', PASSWORD, {
      ip: '192.0.2.9',
    });
    expect(signup.statusCode).toBe(429);
    const elsewhere = await postCredentials(server.app, 'signup', 'fresh@example.com', PASSWORD, {
      ip: '192.0.2.10',
    });
    expect(elsewhere.statusCode).toBe(302);
  });
});

describe('TRUST_PROXY', () => {
  const PROXY_IP = '10.0.0.1';
  /** Five wrong passwords through the proxy for one client, then the right one for another client. */
  async function otherClientAfterBurst(app: TestApp) {
    await postCredentials(app.app, 'signup', 'proxied@example.com', PASSWORD, { ip: OWNER_IP });
    const through = (password: string, client: string) =>
      postCredentials(app.app, 'login', 'proxied@example.com', password, {
        ip: PROXY_IP,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 5; i++) expect((await through(`guess ${i}`, ATTACKER_IP)).statusCode).toBe(401);
    return {
      attacker: (await through(PASSWORD, ATTACKER_IP)).statusCode,
      owner: (await through(PASSWORD, OWNER_IP)).statusCode,
    };
  }

  it('on: X-Forwarded-For names the client the throttle counts', async () => {
    const proxied = await startTestApp({ env: { RATE_LIMITS: 'off', TRUST_PROXY: 'true' } });
    try {
      expect(await otherClientAfterBurst(proxied)).toEqual({ attacker: 429, owner: 302 });
    } finally {
      await proxied.close();
    }
  });

  it('off (the default): X-Forwarded-For is ignored, every attempt counts against the socket address', async () => {
    expect(server.ctx.config.trustProxy).toBe(false);
    expect(await otherClientAfterBurst(server)).toEqual({ attacker: 429, owner: 429 });
    expect(await failuresOf(`account:proxied@example.com|ip:${PROXY_IP}`)).toBe(5);
  });
});
