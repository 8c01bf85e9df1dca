/** How API sessions are stored and how long they may live, through the real server. */
import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { signUpAndGetToken } from './support/accounts-forms';
import { bearer, startTestApp, type TestApp } from './support/test-app';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const readUser = (app: TestApp, jwt: string) =>
  app.app.inject({ method: 'POST', url: '/v1/user', headers: bearer(jwt) });

describe('session ids at rest', () => {
  it('the sessions table holds only the SHA-256 of the id the token carries, and sign-in still works', async () => {
    server = await startTestApp();
    const jwt = await signUpAndGetToken(server.app, 'hashed@example.com');
    const rawId = decodeJwt(jwt).token as string;
    const rows = await server.ctx.kdb.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).toBe(sha256(rawId));
    expect(JSON.stringify(rows)).not.toContain(rawId);
    expect((await readUser(server, jwt)).statusCode).toBe(200);
    const renew = await server.app.inject({ method: 'GET', url: '/v1/token/renew', headers: bearer(jwt) });
    expect(renew.statusCode).toBe(200);
    await server.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(jwt) });
    expect((await readUser(server, jwt)).statusCode).toBe(401);
  });
});

describe('absolute session lifetime', () => {
  const DAY = 24 * 60 * 60;
  const renew = (app: TestApp, jwt: string) =>
    app.app.inject({ method: 'GET', url: '/v1/token/renew', headers: bearer(jwt) });
  const signedInDaysAgo = (app: TestApp, days: number) =>
    app.ctx.kdb
      .updateTable('sessions')
      .set({ created_at: nowSeconds() - days * DAY })
      .execute();

  it('renews up to SESSION_MAX_DAYS after sign-in, never past it, then asks to sign in again', async () => {
    server = await startTestApp();
    expect(server.ctx.config.sessionMaxSeconds).toBe(30 * DAY);
    const jwt = await signUpAndGetToken(server.app, 'longlived@example.com');

    // One hour before the 30 days are up, a renewal lasts that hour, not two more days.
    await signedInDaysAgo(server, 30 - 1 / 24);
    const last = await renew(server, jwt);
    expect(last.statusCode).toBe(200);
    const { expires_left } = (last.json() as { data: { expires_left: number } }).data;
    expect(expires_left).toBeGreaterThan(3600 - 60);
    expect(expires_left).toBeLessThanOrEqual(3600);

    await signedInDaysAgo(server, 30);
    const refused = await renew(server, jwt);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 490010, msg: expect.stringContaining('log in again') });
  });

  it('SESSION_MAX_DAYS sets the limit', async () => {
    server = await startTestApp({ env: { SESSION_MAX_DAYS: '7' } });
    const jwt = await signUpAndGetToken(server.app, 'weekly@example.com');
    await signedInDaysAgo(server, 6);
    expect((await renew(server, jwt)).statusCode).toBe(200);
    await signedInDaysAgo(server, 7);
    expect((await renew(server, jwt)).statusCode).toBe(401);
  });
});
