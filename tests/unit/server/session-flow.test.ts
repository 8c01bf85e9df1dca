import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLoginState } from '../../../src/core/accounts-service';
import { TOKEN_LIFETIME_SECONDS } from '../../../src/core/session-rules';
import type { LoginResult, RenewResult, UserInfoData } from '../../../src/core/contract/session';
import {
  TEST_CHALLENGE,
  TEST_VERIFIER,
  codeFrom,
  postCredentials,
  signUpAndGetToken,
} from './support/accounts-forms';
import { startTestApp, type TestApp } from './support/test-app';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

describe('sign-up to logout', () => {
  it('issues and renews tokens for the configured lifetime (TOKEN_LIFETIME_SECONDS)', async () => {
    const short = await startTestApp({ env: { TOKEN_LIFETIME_SECONDS: '2405' } });
    try {
      const jwt = await signUpAndGetToken(short.app, 'short.life@example.com');
      const renewRes = await short.app.inject({
        method: 'GET',
        url: '/v1/token/renew',
        headers: bearer(jwt),
      });
      const renewed = (renewRes.json() as { data: RenewResult }).data;
      expect(renewed.expires_left).toBeGreaterThan(2405 - 60);
      expect(renewed.expires_left).toBeLessThanOrEqual(2405);
    } finally {
      await short.close();
    }
  });

  it('signs up, exchanges the code, reads 5 credits, renews, logs out and is then refused', async () => {
    const { app } = server;
    const signup = await postCredentials(app, 'signup', ' New.User@Example.com ', 'correct horse battery');
    expect(signup.statusCode).toBe(302);
    const redirect = new URL(signup.headers.location as string);
    expect(redirect.origin + redirect.pathname).toBe('http://localhost/accounts/callback');
    expect(decodeLoginState(redirect.searchParams.get('state'))?.goto).toBe('/ai/pricing');
    const code = codeFrom(signup);

    const tokenRes = await app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: {
        code,
        code_verifier: TEST_VERIFIER,
        plan: 2,
        timezone: 'Europe/Berlin',
        landing_page: '/ai/home',
      },
    });
    expect(tokenRes.statusCode).toBe(200);
    const login = tokenRes.json() as { code: number; data: LoginResult; trace_id: string };
    expect(login.code).toBe(0);
    expect(login.trace_id).toBeTruthy();
    expect(login.data.is_new).toBe(1);
    expect(login.data.is_free_trial).toBe(0);
    expect(login.data.access_token).toBe(login.data.jwt);
    expect(login.data.expires_left).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
    expect(login.data.expires_left).toBeLessThanOrEqual(TOKEN_LIFETIME_SECONDS);

    const userRes = await app.inject({ method: 'POST', url: '/v1/user', headers: bearer(login.data.jwt) });
    const user = (userRes.json() as { data: UserInfoData }).data;
    expect(user.email).toBe('new.user@example.com');
    expect(user.uid).toBeGreaterThan(10_000_000);
    expect(user.verify).toEqual({ level: 1, expired_time: 0, is_expired: 0 });
    expect(user.subscribe).toEqual([]);
    expect(user.integral.integral).toBe(5);
    expect(user.integral.is_expired).toBe(0);
    const thirtyDays = 30 * 24 * 3600;
    expect(user.integral.expired_time).toBeGreaterThan(login.data.created_at + thirtyDays - 60);
    expect(user).toHaveProperty('contry', '');

    const renewRes = await app.inject({
      method: 'GET',
      url: '/v1/token/renew',
      headers: bearer(login.data.jwt),
    });
    const renewed = (renewRes.json() as { data: RenewResult }).data;
    expect(renewRes.statusCode).toBe(200);
    expect(renewed.expires_left).toBeGreaterThan(TOKEN_LIFETIME_SECONDS - 60);
    const again = await app.inject({ method: 'POST', url: '/v1/user', headers: bearer(renewed.jwt) });
    expect((again.json() as { data: UserInfoData }).data.uid).toBe(user.uid);

    const logout = await app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(renewed.jwt) });
    expect(logout.json()).toMatchObject({ code: 0 });
    // Logging out again is still fine.
    const logoutAgain = await app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(renewed.jwt) });
    expect(logoutAgain.json()).toMatchObject({ code: 0 });

    for (const jwt of [renewed.jwt, login.data.jwt]) {
      const after = await app.inject({ method: 'POST', url: '/v1/user', headers: bearer(jwt) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 490010 });
    }
    const renewAfter = await app.inject({
      method: 'GET',
      url: '/v1/token/renew',
      headers: bearer(renewed.jwt),
    });
    expect(renewAfter.statusCode).toBe(401);
    expect(renewAfter.json()).toMatchObject({ code: 490010 });
  });

  it('logging in to an existing account gives is_new 0', async () => {
    await postCredentials(server.app, 'signup', 'old@example.com', 'correct horse battery');
    const code = codeFrom(
      await postCredentials(server.app, 'login', 'OLD@example.com', 'correct horse battery'),
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect((res.json() as { data: LoginResult }).data.is_new).toBe(0);
  });
});

describe('POST /v1/oauth/token', () => {
  it('accepts a code once only', async () => {
    const code = codeFrom(
      await postCredentials(server.app, 'signup', 'once@example.com', 'correct horse battery'),
    );
    const first = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(first.statusCode).toBe(200);
    const second = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 490001,
      msg: expect.stringMatching(/already used, expired/),
    });
  });

  it('redeems a code only with the verifier that asked for it (PKCE); a wrong one does not use it up', async () => {
    const code = codeFrom(
      await postCredentials(server.app, 'signup', 'pkce@example.com', 'correct horse battery'),
    );
    const exchange = (payload: object) =>
      server.app.inject({ method: 'POST', url: '/v1/oauth/token', payload: { code, ...payload } });
    const without = await exchange({});
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 490001,
      msg: expect.stringContaining('code_verifier is required'),
    });
    const stolen = await exchange({ code_verifier: 'w'.repeat(43) });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({
      code: 490001,
      msg: expect.stringMatching(/asked for by another page/),
    });
    const own = await exchange({ code_verifier: TEST_VERIFIER });
    expect(own.json()).toMatchObject({ code: 0, data: { is_new: 1 } });
  });

  it('refuses unknown and expired codes', async () => {
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code: 'nope', code_verifier: TEST_VERIFIER },
    });
    expect(unknown.json()).toMatchObject({ code: 490001 });
    const code = codeFrom(
      await postCredentials(server.app, 'signup', 'late@example.com', 'correct horse battery'),
    );
    await server.ctx.kdb
      .updateTable('auth_codes')
      .set((eb) => ({ expires_at: eb('expires_at', '-', 301) }))
      .where('code', '=', code)
      .execute();
    const late = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 490001 });
  });

  it('answers malformed JSON and wrong types with 400 and 490001', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 490001 });
    const wrongType = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('code') });
    const missing = await server.app.inject({ method: 'POST', url: '/v1/oauth/token', payload: {} });
    expect(missing.json()).toMatchObject({ code: 490001, msg: expect.stringContaining('code is required') });
  });
});

describe('session guards', () => {
  it('refuses renew and user info without a valid token', async () => {
    for (const headers of [{}, bearer('not-a-jwt')]) {
      const renew = await server.app.inject({ method: 'GET', url: '/v1/token/renew', headers });
      expect(renew.statusCode).toBe(401);
      expect(renew.json()).toMatchObject({ code: 490010 });
    }
  });

  it('refuses a token whose session has expired', async () => {
    const jwt = await signUpAndGetToken(server.app, 'expired@example.com');
    await server.ctx.kdb.updateTable('sessions').set({ expires_at: 1 }).execute();
    const res = await server.app.inject({ method: 'POST', url: '/v1/user', headers: bearer(jwt) });
    expect(res.statusCode).toBe(401);
  });

  it('logout without a token still succeeds', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v1/logout' });
    expect(res.json()).toMatchObject({ code: 0 });
  });
});

describe('POST /v1/user credits', () => {
  const integralOf = async (jwt: string) =>
    (
      (await server.app.inject({ method: 'POST', url: '/v1/user', headers: bearer(jwt) })).json() as {
        data: UserInfoData;
      }
    ).data.integral;

  it('sums the usable lots and shows the soonest expiry among them', async () => {
    const jwt = await signUpAndGetToken(server.app, 'lots@example.com');
    const now = Math.floor(Date.now() / 1000);
    const { user_id } = await server.ctx.kdb
      .selectFrom('credit_lots')
      .select('user_id')
      .executeTakeFirstOrThrow();
    const lot = (amount: number, remaining: number, created_at: number, expires_at: number) => ({
      user_id,
      amount,
      remaining,
      source: 'test',
      created_at,
      expires_at,
    });
    await server.ctx.kdb
      .insertInto('credit_lots')
      .values([
        lot(7, 7, now, now + 100),
        lot(9, 0, now, now + 50), // spent: neither counted nor shown
        lot(4, 4, now - 200, now - 10), // expired: not counted
      ])
      .execute();
    expect(await integralOf(jwt)).toEqual({ integral: 12, expired_time: now + 100, is_expired: 0 });
  });

  it('with nothing usable, shows the last lot to expire, flagged once it passed', async () => {
    const jwt = await signUpAndGetToken(server.app, 'spent@example.com');
    const now = Math.floor(Date.now() / 1000);
    await server.ctx.kdb
      .updateTable('credit_lots')
      .set({ expires_at: now - 30 })
      .execute();
    expect(await integralOf(jwt)).toEqual({ integral: 0, expired_time: now - 30, is_expired: 1 });
    await server.ctx.kdb
      .updateTable('credit_lots')
      .set({ expires_at: now + 30, remaining: 0 })
      .execute();
    expect(await integralOf(jwt)).toEqual({ integral: 0, expired_time: now + 30, is_expired: 0 });
    await server.ctx.kdb.updateTable('credit_records').set({ lot_id: null }).execute();
    await server.ctx.kdb.deleteFrom('credit_lots').execute();
    expect(await integralOf(jwt)).toEqual({ integral: 0, expired_time: 0, is_expired: 0 });
  });
});

describe('POST /v1/feature-code/auth', () => {
  it('lists the free plan credits used as a free_trial entry', async () => {
    const jwt = await signUpAndGetToken(server.app, 'trial@example.com');
    await server.ctx.kdb.updateTable('credit_lots').set({ remaining: 3 }).execute();
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/feature-code/auth',
      headers: bearer(jwt),
      payload: { pids: [5903] },
    });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        feature_auth: [],
        free_trial: [{ algorithms: 'ai-video-generator', total_val: 5, used_val: 2 }],
      },
    });
    const other = await server.app.inject({
      method: 'POST',
      url: '/v1/feature-code/auth',
      headers: bearer(jwt),
      payload: { pids: '1234' },
    });
    expect(other.json()).toMatchObject({ data: { feature_auth: [], free_trial: [] } });
    const form = await server.app.inject({
      method: 'POST',
      url: '/v1/feature-code/auth',
      headers: { ...bearer(jwt), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pids=1234&pids=5903',
    });
    expect(form.json()).toMatchObject({ data: { free_trial: [{ total_val: 5 }] } });
    const bad = await server.app.inject({
      method: 'POST',
      url: '/v1/feature-code/auth',
      headers: bearer(jwt),
      payload: { pids: ['x'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 490001 });
  });
});

describe('GET /v1/login-url', () => {
  const attempt = `nonce=${'n'.repeat(43)}&code_challenge=${TEST_CHALLENGE}`;

  it("returns the authorize page for a same-origin redirect, carrying the page's attempt", async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/v1/login-url?redirect=%2Fja%2Fai%2Fexplore&${attempt}`,
    });
    const url = new URL((res.json() as { data: { url: string } }).data.url);
    expect(url.pathname).toBe('/accounts/authorize');
    expect(url.searchParams.get('mode')).toBe('redirect');
    expect(url.searchParams.get('lang')).toBe('ja');
    expect(url.searchParams.get('register_mode')).toBe('4');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/accounts/callback');
    expect(decodeLoginState(url.searchParams.get('state'))).toMatchObject({
      goto: 'http://localhost/ja/ai/explore',
      nonce: 'n'.repeat(43),
    });
    expect(url.searchParams.get('code_challenge')).toBe(TEST_CHALLENGE);
    const page = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
  });

  it('refuses other sites and a missing redirect', async () => {
    for (const query of [
      `?redirect=https%3A%2F%2Fevil.example%2F&${attempt}`,
      `?redirect=%2F%2Fevil.example&${attempt}`,
      `?${attempt}`,
      // No attempt: the answer could not be tied to the page that asked.
      '?redirect=%2Fai%2Fhome',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: `/v1/login-url${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 490001 });
    }
  });
});
