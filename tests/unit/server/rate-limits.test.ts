import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { balance, createTask, envelope, signIn, startTestApp, type TestApp } from './support/test-app';
import { countRows } from './support/databases';
import { authorizeQuery } from './support/accounts-forms';
import { RATE_LIMITED_ROUTES } from '../../../server/http/rate-limits';
import { rateLimitsFromEnv } from '../../../server/http/rate-limit-settings';
import { CODE_TOO_MANY_REQUESTS } from '../../../src/core/business-codes';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A 429 in the envelope with a Retry-After of whole seconds no longer than the window. */
function expectTooMany(res: LightMyRequestResponse, windowSeconds: number, msg: RegExp): void {
  expect(res.statusCode).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = envelope(res);
  expect(body).toMatchObject({ code: CODE_TOO_MANY_REQUESTS, data: null });
  expect(body.msg).toMatch(msg);
  expect(body.trace_id).toMatch(/\S/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

function signUp(app: TestApp, email: string, ip: string, accept = 'application/json', referer?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/accounts/signup',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept, ...(referer && { referer }) },
    remoteAddress: ip,
    payload: new URLSearchParams({
      ...authorizeQuery(),
      email,
      password: 'correct horse battery',
    }).toString(),
  });
}

describe('task creates are rate limited per account and per address', () => {
  it('refuses a burst of creates from one account with 429, charging nothing, while another account goes on', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'task_create.user=3/1m' } });
    const alice = await signIn(t.ctx, 20);
    const bob = await signIn(t.ctx, 20);
    for (let i = 0; i < 3; i++) {
      expect((await createTask(t.app, alice, 'text2image', { prompt: `cat ${i}` })).statusCode).toBe(200);
    }
    const before = {
      tasks: await countRows(t.ctx.kdb, 'tasks'),
      credits: await balance(t.ctx, alice.userId),
    };
    const refused = await createTask(t.app, alice, 'text2image', { prompt: 'one more' });
    expectTooMany(refused, 60, /^Too many new tasks from your account: please try again in \d+ seconds$/);
    // A retry is a create too.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/v1/ai/retry',
      headers: alice.headers,
      payload: { task_id: 'x' },
    });
    expect(retry.statusCode).toBe(429);
    expect({
      tasks: await countRows(t.ctx.kdb, 'tasks'),
      credits: await balance(t.ctx, alice.userId),
    }).toEqual(before);
    expect((await createTask(t.app, bob, 'text2image', { prompt: 'dog' })).statusCode).toBe(200);
  });

  it('counts creates from one address across accounts, and forgets them when the window has passed', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'task_create.ip=2/1s' } });
    const users = [await signIn(t.ctx, 20), await signIn(t.ctx, 20), await signIn(t.ctx, 20)];
    const create = (i: number, remoteAddress = '198.51.100.7') =>
      t!.app.inject({
        method: 'POST',
        url: '/v1/ai/create/text2image',
        headers: users[i].headers,
        remoteAddress,
        payload: { params: { prompt: `p${i}` } },
      });
    expect((await create(0)).statusCode).toBe(200);
    expect((await create(1)).statusCode).toBe(200);
    const refused = await create(2);
    expectTooMany(refused, 1, /^Too many new tasks from your network: please try again in 1 second$/);
    expect((await create(2, '198.51.100.8')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 50));
    expect((await create(2)).statusCode).toBe(200);
  });
});

describe('sign-ups are rate limited per address', () => {
  it('answers a burst of sign-ups from one address with 429 and creates no account, other addresses go on', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'signup.ip=3/1h' } });
    const users = () => countRows(t!.ctx.kdb, 'users');
    for (let i = 0; i < 3; i++) {
      expect((await signUp(t, `burst${i}@example.com`, '203.0.113.50')).statusCode).toBe(302);
    }
    const before = await users();
    const refused = await signUp(t, 'burst3@example.com', '203.0.113.50');
    expectTooMany(refused, 3600, /^Too many sign-ups from your network: please try again in \d+ minutes$/);
    expect(await users()).toBe(before);

    // The sign-up form posted by a browser gets the same answer as a page it can show.
    const form = 'http://localhost/accounts/authorize?view=signup';
    const page = await signUp(
      t,
      'burst4@example.com',
      '203.0.113.50',
      'text/html,application/xhtml+xml',
      form,
    );
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toMatch(
      /role="alert">Too many sign-ups from your network: please try again in \d+ minutes</,
    );
    // Back to the form it came from, never to another site.
    expect(page.body).toContain(`href="${form}">Back</a>`);
    const fromElsewhere = await signUp(
      t,
      'x@example.com',
      '203.0.113.50',
      'text/html',
      'https://evil.example/',
    );
    expect(fromElsewhere.statusCode).toBe(429);
    expect(fromElsewhere.body).not.toContain('evil.example');

    expect((await signUp(t, 'elsewhere@example.com', '203.0.113.51')).statusCode).toBe(302);
    expect(await users()).toBe(before + 1);
  });
});

describe('uploads and feedback', () => {
  it('refuses an upload over the account limit before reading its body', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'upload.user=1/10m' } });
    const user = await signIn(t.ctx);
    const post = () =>
      t!.app.inject({
        method: 'POST',
        url: '/v1/file/upload',
        headers: { ...user.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    // The first is counted (and refused for having no file); the second never gets as far as the body.
    expect((await post()).statusCode).toBe(400);
    expectTooMany(await post(), 600, /^Too many uploads from your account: please try again in 10 minutes$/);
    // Signed out, there is no account to count: the route itself answers (and asks to sign in).
    for (let i = 0; i < 2; i++) {
      const anonymous = await t.app.inject({ method: 'POST', url: '/v1/file/upload', payload: '' });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('throttles feedback posts from one address', async () => {
    t = await startTestApp({ env: { RATE_LIMITS: 'feedback.ip=2/10m' } });
    const post = () =>
      t!.app.inject({
        method: 'POST',
        url: '/feedback/submit',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: 'fid=1',
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    expectTooMany(await post(), 600, /^Too many feedback messages from your network/);
  });
});

describe('rate limit settings', () => {
  it('puts every rule on routes the app has', async () => {
    t = await startTestApp();
    for (const routes of Object.values(RATE_LIMITED_ROUTES)) {
      for (const [method, url] of routes)
        expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
  });

  it('reads RATE_LIMITS: defaults, overrides, off, and refuses what it cannot read', () => {
    const defaults = rateLimitsFromEnv(undefined)!;
    expect(defaults.signup).toEqual({ ip: { max: 20, windowMs: 3_600_000 } });
    expect(defaults.task_create.user).toEqual({ max: 60, windowMs: 60_000 });
    const changed = rateLimitsFromEnv('signup.ip=1000/1h, task_create.user=5/30s')!;
    expect(changed.signup.ip).toEqual({ max: 1000, windowMs: 3_600_000 });
    expect(changed.task_create.user).toEqual({ max: 5, windowMs: 30_000 });
    expect(changed.upload).toEqual(defaults.upload);
    expect(rateLimitsFromEnv('off')).toBeUndefined();
    expect(() => rateLimitsFromEnv('signup.ip=lots')).toThrow(/must look like 20\/1h/);
    expect(() => rateLimitsFromEnv('singup.ip=1/1h')).toThrow(/not <rule>.<ip\|user>=N\/window/);
  });
});
