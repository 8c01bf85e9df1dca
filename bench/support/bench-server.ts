import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import type { AppContext } from '../../server/context';
import { buildAuthorizeUrl } from '../../src/core/accounts-service';
import { codeChallengeOf, newLoginSecret } from '../../src/core/login-proof';
import type { LoginResult } from '../../src/core/contract/session';
import type { Db } from '../../server/db/database';

export interface BenchServer {
  app: FastifyInstance;
  ctx: AppContext;
  /** The SQLite file under the server, which two benches read directly (they run on SQLite). */
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** The real server on loopback with a throw-away DATA_DIR. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const { app, ctx, sqlite } = await buildApp(configFromEnv({ DATA_DIR: dataDir, CLIENT_DIR: '', ...env }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    ctx,
    get db(): Db {
      if (!sqlite) throw new Error('This bench reads the SQLite file directly: run it without DATABASE_URL');
      return sqlite;
    },
    url: address,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up through the accounts pages as a browser would and returns the bearer token. */
export async function signUpForToken(
  baseUrl: string,
  email: string,
  password = 'bench password 1',
): Promise<string> {
  const verifier = newLoginSecret();
  const authorize = new URL(
    buildAuthorizeUrl(baseUrl, {
      lang: 'en',
      mode: 'redirect',
      goto: '/ai/home',
      env: 'production',
      proof: { nonce: newLoginSecret(), challenge: await codeChallengeOf(verifier) },
    }),
  );
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), email, password });
  const res = await fetch(`${baseUrl}/accounts/signup`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = res.headers.get('location');
  const code = location ? new URL(location, baseUrl).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const token = await fetch(`${baseUrl}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code,
      code_verifier: verifier,
      plan: 0,
      timezone: 'UTC',
      landing_page: '/ai/home',
    }),
  });
  const body = (await token.json()) as { code: number; data: LoginResult };
  if (body.code !== 0) throw new Error(`token exchange failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}
