/** How API sessions are stored and how long they may live, through the real server. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { signAccessToken } from '../../../server/auth/tokens';
import { signUpAndGetToken } from './support/accounts-forms';
import { SHARED_SEED_MEDIA_DIR, bearer, startTestApp, tempDataDir, type TestApp } from './support/test-app';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../server/db/migrations');
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
    const rows = server.db.prepare('SELECT * FROM sessions').all() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0].id_hash).toBe(sha256(rawId));
    expect(JSON.stringify(rows)).not.toContain(rawId);
    expect((await readUser(server, jwt)).statusCode).toBe(200);
    const renew = await server.app.inject({ method: 'GET', url: '/v1/token/renew', headers: bearer(jwt) });
    expect(renew.statusCode).toBe(200);
    await server.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(jwt) });
    expect((await readUser(server, jwt)).statusCode).toBe(401);
  });

  it('migration 0012 hashes the ids stored before it in place, so their tokens keep working', async () => {
    const dataDir = tempDataDir();
    const db = new Database(path.join(dataDir, 'app.sqlite'));
    db.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const name of fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql') && f < '0012')
      .sort()) {
      db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'));
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(name, Date.now());
    }
    const now = nowSeconds();
    const userId = Number(
      db
        .prepare("INSERT INTO users (email, password_hash, created_at) VALUES ('old@example.com', 'x', ?)")
        .run(now).lastInsertRowid,
    );
    const rawId = 'raw-session-id-from-before';
    db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      rawId,
      userId,
      now,
      now + 3600,
    );
    db.close();

    server = await startTestApp({ dataDir, env: { SEED_MEDIA_DIR: SHARED_SEED_MEDIA_DIR } });
    expect(server.db.prepare('SELECT id_hash FROM sessions').all()).toEqual([{ id_hash: sha256(rawId) }]);
    const jwt = await signAccessToken(server.ctx.secret, { wsId: String(userId), token: rawId }, now + 3600);
    const res = await readUser(server, jwt);
    expect(res.json()).toMatchObject({ code: 0, data: { uid: userId } });
  });
});

describe('absolute session lifetime', () => {
  const DAY = 24 * 60 * 60;
  const renew = (app: TestApp, jwt: string) =>
    app.app.inject({ method: 'GET', url: '/v1/token/renew', headers: bearer(jwt) });
  const signedInDaysAgo = (app: TestApp, days: number) =>
    app.db.prepare('UPDATE sessions SET created_at = ?').run(nowSeconds() - days * DAY);

  it('renews up to SESSION_MAX_DAYS after sign-in, never past it, then asks to sign in again', async () => {
    server = await startTestApp();
    expect(server.ctx.config.sessionMaxSeconds).toBe(30 * DAY);
    const jwt = await signUpAndGetToken(server.app, 'longlived@example.com');

    // One hour before the 30 days are up, a renewal lasts that hour, not two more days.
    signedInDaysAgo(server, 30 - 1 / 24);
    const last = await renew(server, jwt);
    expect(last.statusCode).toBe(200);
    const { expires_left } = (last.json() as { data: { expires_left: number } }).data;
    expect(expires_left).toBeGreaterThan(3600 - 60);
    expect(expires_left).toBeLessThanOrEqual(3600);

    signedInDaysAgo(server, 30);
    const refused = await renew(server, jwt);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 490010, msg: expect.stringContaining('log in again') });
  });

  it('SESSION_MAX_DAYS sets the limit', async () => {
    server = await startTestApp({ env: { SESSION_MAX_DAYS: '7' } });
    const jwt = await signUpAndGetToken(server.app, 'weekly@example.com');
    signedInDaysAgo(server, 6);
    expect((await renew(server, jwt)).statusCode).toBe(200);
    signedInDaysAgo(server, 7);
    expect((await renew(server, jwt)).statusCode).toBe(401);
  });
});
