import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TEST_VERIFIER,
  accountsCookie,
  authorizeQuery,
  codeFrom,
  postCredentials,
} from './support/accounts-forms';
import { startTestApp, type TestApp } from './support/test-app';
import { countRows } from './support/databases';
import { encodeLoginState } from '../../../src/core/accounts-service';

let server: TestApp;
beforeEach(async () => {
  server = await startTestApp();
});
afterEach(async () => {
  await server.close();
});

const PASSWORD = 'correct horse battery';
const authorizeUrl = (query: Record<string, string>) => `/accounts/authorize?${new URLSearchParams(query)}`;

describe('GET /accounts/authorize', () => {
  it('shows Log in and Sign up tabs, each with labelled Email and Password fields', async () => {
    const res = await server.app.inject({ method: 'GET', url: authorizeUrl(authorizeQuery()) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/role="tab"[^>]*>Log in</);
    expect(res.body).toMatch(/role="tab"[^>]*>Sign up</);
    for (const form of ['login', 'signup']) {
      expect(res.body).toContain(`<label for="${form}-email">Email</label>`);
      expect(res.body).toContain(`<label for="${form}-password">Password</label>`);
      expect(res.body).toContain(`id="${form}-email"`);
    }
    expect(res.body).toContain('action="/accounts/login"');
    expect(res.body).toContain('action="/accounts/signup"');
  });

  it('opens on the sign-up tab when asked', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `${authorizeUrl(authorizeQuery())}&view=signup`,
    });
    expect(res.body).toContain('id="panel-login" aria-labelledby="tab-login" hidden');
    expect(res.body).toContain('aria-selected="true" tabindex="0">Sign up');
  });

  it('refuses a redirect_uri or goto on another origin, and other broken fields', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [
        { ...authorizeQuery(), redirect_uri: 'https://evil.example/accounts/callback' },
        'redirect_uri must be a page of this site',
      ],
      [
        { ...authorizeQuery(), redirect_uri: '//evil.example/cb' },
        'redirect_uri must be a page of this site',
      ],
      [{ ...authorizeQuery(), goto: 'https://evil.example/' }, 'goto must be a page of this site'],
      [{ ...authorizeQuery(), response_type: 'token' }, 'response_type must be code'],
      [{ ...authorizeQuery(), register_mode: '1' }, 'register_mode must be 4'],
      [{ ...authorizeQuery(), product_id: '1' }, 'product_id is not this product'],
      [{ ...authorizeQuery(), mode: 'window' }, 'mode must be one of'],
      [{ ...authorizeQuery(), state: 'garbage' }, 'state is not a login state of this app'],
    ];
    for (const [query, problem] of cases) {
      const res = await server.app.inject({ method: 'GET', url: authorizeUrl(query) });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This sign-in link is not valid');
      expect(res.body).toContain(problem);
    }
    const { redirect_uri: _omit, ...missing } = authorizeQuery();
    const res = await server.app.inject({ method: 'GET', url: authorizeUrl(missing) });
    expect(res.body).toContain('redirect_uri is required');
  });

  it('refuses a form post whose hidden redirect_uri was changed', async () => {
    const res = await postCredentials(server.app, 'signup', 'a@example.com', PASSWORD, {
      query: { ...authorizeQuery(), redirect_uri: 'https://evil.example/steal' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('escapes what it echoes back', async () => {
    const res = await postCredentials(server.app, 'login', '<script>alert(1)</script>@x.io', PASSWORD);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;@x.io');
  });

  it('with a valid accounts cookie offers Continue as and Use another account, never a silent sign-in', async () => {
    const signup = await postCredentials(server.app, 'signup', 'me@example.com', PASSWORD);
    const cookie = accountsCookie(signup);
    const page = await server.app.inject({
      method: 'GET',
      url: authorizeUrl(authorizeQuery()),
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Continue as me@example.com');
    expect(page.body).toContain('Use another account');
    const cont = await postCredentials(server.app, 'continue', '', '', { cookie });
    const code = codeFrom(cont);
    const token = await server.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(token.json()).toMatchObject({ code: 0, data: { is_new: 0 } });
  });

  it('refuses sign-up, log-in and continue forms posted by another site, signing no one in', async () => {
    const signup = await postCredentials(server.app, 'signup', 'me@example.com', PASSWORD, {
      headers: { origin: 'http://localhost' },
    });
    expect(signup.statusCode).toBe(302);
    const cookie = accountsCookie(signup);
    const footprint = async () => ({
      users: await countRows(server.ctx.kdb, 'users'),
      codes: await countRows(server.ctx.kdb, 'auth_codes'),
    });
    const before = await footprint();
    const evil = { origin: 'https://evil.example' };
    for (const [form, email] of [
      ['signup', 'victim@example.com'],
      ['login', 'me@example.com'],
      ['continue', ''],
    ] as const) {
      const res = await postCredentials(server.app, form, email, PASSWORD, { cookie, headers: evil });
      expect(res.statusCode, form).toBe(403);
      expect(res.body).toContain('The form was sent from another site.');
      expect(res.headers['set-cookie'], form).toBeUndefined();
      expect(res.headers.location, form).toBeUndefined();
    }
    expect(await footprint()).toEqual(before);
  });

  it('continue without an accounts session asks to log in', async () => {
    const res = await postCredentials(server.app, 'continue', '', '');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Your session has ended, please log in again');
  });
});

describe('sign-up and log-in errors', () => {
  it('reports a bad email, a short password and a taken email', async () => {
    const badEmail = await postCredentials(server.app, 'signup', 'not-an-email', PASSWORD);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body).toContain('Enter a valid email address');
    const short = await postCredentials(server.app, 'signup', 'short@example.com', 'seven77');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Password must be at least 8 characters');
    expect(short.body).toContain('value="short@example.com"');

    expect((await postCredentials(server.app, 'signup', 'taken@example.com', PASSWORD)).statusCode).toBe(302);
    const taken = await postCredentials(server.app, 'signup', 'Taken@Example.com', PASSWORD);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('An account with this email already exists');
    expect(await countRows(server.ctx.kdb, 'credit_lots')).toBe(1);
  });

  it('says only "Email or password is incorrect" for a wrong password or an unknown email', async () => {
    await postCredentials(server.app, 'signup', 'user@example.com', PASSWORD);
    const wrong = await postCredentials(server.app, 'login', 'user@example.com', 'wrong password');
    const unknown = await postCredentials(server.app, 'login', 'nobody@example.com', PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('Email or password is incorrect');
      expect(res.cookies.find((c) => c.name === 'mi_accounts_session')).toBeUndefined();
    }
    const badEmail = await postCredentials(server.app, 'login', 'user@', PASSWORD);
    expect(badEmail.body).toContain('Enter a valid email address');
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await postCredentials(server.app, 'signup', 'one@example.com', PASSWORD);
    await postCredentials(server.app, 'signup', 'two@example.com', PASSWORD);
    const rows = await server.ctx.kdb.selectFrom('users').select('password_hash').orderBy('id').execute();
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain(PASSWORD);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });

  it('grants the sign-up credits as one lot expiring in 30 days, recorded as Sign-up bonus', async () => {
    await postCredentials(server.app, 'signup', 'bonus@example.com', PASSWORD);
    const lots = await server.ctx.kdb
      .selectFrom('credit_lots')
      .select((eb) => ['amount', eb('expires_at', '-', eb.ref('created_at')).as('life')])
      .execute();
    expect(lots).toEqual([{ amount: 5, life: 30 * 24 * 3600 }]);
    const records = await server.ctx.kdb
      .selectFrom('credit_records')
      .select(['type', 'details', 'credits'])
      .execute();
    expect(records).toEqual([{ type: 'acquisition', details: 'Sign-up bonus', credits: 5 }]);
  });
});

describe('callback, logout and cookie check pages', () => {
  /** The sign-out form as a browser posts it. */
  const postLogout = (redirect: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/accounts/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ redirect }).toString(),
    });

  it('the callback posts the login message to the opener or parent, else leaves it for goto (not in its address)', async () => {
    const state = encodeLoginState({
      env: 'production',
      goto: '/ai/pricing?tab=credits',
      pbrand: 'media.io',
      pid: 5903,
      mode: 'redirect',
      nonce: 'n'.repeat(43),
    });
    const res = await server.app.inject({ method: 'GET', url: `/accounts/callback?code=abc&state=${state}` });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body.match(/id="login-data">([^<]*)</)![1]);
    expect(data).toEqual({
      message: { source: 'mi-accounts', action: 'login', code: 'abc', state },
      redirect: 'http://localhost/ai/pricing?tab=credits',
    });
    expect(res.body).toContain('postMessage(data.message,location.origin)');
    expect(res.body).toContain('sessionStorage.setItem("mi-accounts:callback",JSON.stringify(data.message))');
  });

  it('the callback never redirects off-site and needs a code', async () => {
    const state = encodeLoginState({
      env: 'production',
      goto: 'https://evil.example/',
      pbrand: 'media.io',
      pid: 5903,
      mode: 'redirect',
      nonce: 'n'.repeat(43),
    });
    const res = await server.app.inject({ method: 'GET', url: `/accounts/callback?code=abc&state=${state}` });
    expect(res.body).toContain('"redirect":"http://localhost/ai/home"');
    const missing = await server.app.inject({ method: 'GET', url: '/accounts/callback' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Sign-in did not complete');
  });

  it('logout (a post from this site) clears the accounts cookie and redirects only within this site', async () => {
    const cookie = accountsCookie(await postCredentials(server.app, 'signup', 'bye@example.com', PASSWORD));
    // Another site's form, and a plain visit (a link, an image), sign no one out: the visit asks first.
    const forged = await postLogout('/ai/home', { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('The sign-out was sent from another site');
    const visit = await server.app.inject({
      method: 'GET',
      url: '/accounts/logout?redirect=%2Fai%2Fhome',
      headers: { cookie },
    });
    expect(visit.statusCode).toBe(200);
    expect(visit.body).toContain('Sign out?');
    expect(visit.body).toContain('<input type="hidden" name="redirect" value="/ai/home">');
    for (const refused of [forged, visit]) expect(refused.cookies).toEqual([]);
    const still = await server.app.inject({
      method: 'GET',
      url: authorizeUrl(authorizeQuery()),
      headers: { cookie },
    });
    expect(still.body).toContain('Continue as bye@example.com');

    const res = await postLogout('/ai/home', { cookie, origin: 'http://localhost' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost/ai/home');
    expect(res.cookies.find((c) => c.name === 'mi_accounts_session')?.value).toBe('');
    const page = await server.app.inject({
      method: 'GET',
      url: authorizeUrl(authorizeQuery()),
      headers: { cookie },
    });
    expect(page.body).not.toContain('Continue as');
    const offsite = await postLogout('https://evil.example/');
    expect(offsite.headers.location).toBe('/');
  });

  it('"Use another account" in the sign-in frame tells the app (logout message), then goes back to sign-in', async () => {
    const cookie = accountsCookie(
      await postCredentials(server.app, 'signup', 'framed-bye@example.com', PASSWORD),
    );
    const res = await postLogout('/accounts/authorize?scene=x', { cookie, 'sec-fetch-dest': 'iframe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(res.cookies.find((c) => c.name === 'mi_accounts_session')?.value).toBe('');
    const data = JSON.parse(res.body.match(/id="logout-data">([^<]*)</)![1]);
    expect(data).toEqual({
      message: { source: 'mi-accounts', action: 'logout' },
      redirect: 'http://localhost/accounts/authorize?scene=x',
    });
    expect(res.body).toContain('window.parent.postMessage(data.message,location.origin)');
  });

  it('any other logout in a frame stays a redirect (an app in a host frame would refuse a page)', async () => {
    const res = await postLogout('/ai/home', { 'sec-fetch-dest': 'iframe' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost/ai/home');
    const offsite = await postLogout('https://evil.example/', { 'sec-fetch-dest': 'iframe' });
    expect(offsite.statusCode).toBe(302);
    expect(offsite.headers.location).toBe('/');
  });

  it('the cookie check page reports 3pc.supported or 3pc.unsupported to its parent', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/accounts/3pc-check' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"3pc.supported"');
    expect(res.body).toContain('"3pc.unsupported"');
    expect(res.body).toContain('window.parent.postMessage(message,location.origin)');
  });
});
