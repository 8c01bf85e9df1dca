/**
 * SQLite's migration 0012 on a file written before it. PostgreSQL starts from a baseline made after 0017, so the
 * case exists on SQLite only and this file stays out of the PostgreSQL run (postgres-run.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../../src/core/dates';
import { signAccessToken } from '../../../server/auth/tokens';
import { SHARED_SEED_MEDIA_DIR, bearer, startTestApp, tempDataDir, type TestApp } from './support/test-app';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../server/db/migrations');
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('session ids at rest, from before they were hashed', () => {
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
    const res = await server.app.inject({ method: 'POST', url: '/v1/user', headers: bearer(jwt) });
    expect(res.json()).toMatchObject({ code: 0, data: { uid: userId } });
  });
});
