import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { configFromEnv } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import { newSessionExpiry, randomId, signAccessToken } from '../../../server/auth/tokens';
import { nowSeconds } from '../../../server/db/database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dir: string;
  close(): Promise<void>;
}

/** A whole server over a fresh temp DATA_DIR (seeded at build, as in production). */
export async function startTestApp(
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'explore-')),
): Promise<TestApp> {
  const { app, ctx } = await buildApp({ ...configFromEnv({}), dataDir: dir, clientDir: undefined });
  return {
    app,
    ctx,
    dir,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a user with a live session and returns its bearer token. */
export async function signedInToken(ctx: AppContext, email = `u${randomId(4)}@example.com`): Promise<string> {
  const now = nowSeconds();
  const { lastInsertRowid } = ctx.db
    .prepare('INSERT INTO users (email, password_hash, created_at) VALUES (?, ?, ?)')
    .run(email, 'x', now);
  const sessionId = randomId();
  const expires = newSessionExpiry(now);
  ctx.db
    .prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(sessionId, lastInsertRowid, now, expires);
  return signAccessToken(ctx.secret, { wsId: String(lastInsertRowid), token: sessionId }, expires);
}

/** GET and return the parsed envelope with the HTTP status. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await app.inject({ method: 'GET', url });
  const body = res.json() as { code: number; msg: string; data: T };
  return { status: res.statusCode, ...body };
}
