/** Real server processes for tests of several processes on one set of data (API processes, engine workers). */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { buildAuthorizeUrl } from '../../../../src/core/accounts-service';
import { TEST_PROOF, TEST_VERIFIER } from './accounts-forms';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { databaseFile } from '../../../../server/db/database';
import { sqliteKysely } from '../../../../server/db/sqlite-kysely';
import { openPostgres } from '../../../../server/db/postgres';
import type { DB } from '../../../../server/db/schema';
import { createScratchPostgres, POSTGRES_ADMIN_URL } from '../../../../scripts/db/scratch-postgres';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The suite's PostgreSQL run (vitest.config.ts): the processes share a PostgreSQL database instead of SQLite. */
export const ON_POSTGRES = process.env.TEST_DATABASE === 'postgres';

/** A process test's port; the PostgreSQL run's are 100 higher, since both runs of a file may go at once. */
export const testPort = (port: number) => port + (ON_POSTGRES ? 100 : 0);

/**
 * What the processes of a test share besides DATA_DIR: on the PostgreSQL run, DATABASE_URL of a database of the
 * file's own (dropped after the file); on SQLite, nothing (the file in DATA_DIR).
 */
export async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  /** A connection to read what the processes wrote; the caller destroys it. */
  kdb: (dataDir: string) => Kysely<DB>;
  drop(): Promise<void>;
}> {
  if (!ON_POSTGRES) {
    return {
      env: {},
      kdb: (dataDir) => sqliteKysely(new Database(databaseFile(dataDir), { readonly: true })),
      drop: async () => {},
    };
  }
  const scratch = await createScratchPostgres(POSTGRES_ADMIN_URL, 'procs');
  return {
    env: { DATABASE_URL: scratch.url },
    kdb: () => openPostgres(scratch.url),
    drop: () => scratch.drop(),
  };
}

export interface Proc {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Waits until its output matches, returning the match. */
  waitFor(pattern: RegExp, limitMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `server/<entry>.ts` with the given environment on top of this one. */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/${entry}.ts`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const collect = (d: Buffer) => {
    text += d;
    listeners.forEach((l) => l());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    waitFor(pattern, limitMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (match) {
            done();
            resolve(match);
          } else if (child.exitCode !== null) {
            done();
            reject(new Error(`${entry} exited (${child.exitCode}) before ${pattern}:\n${text.slice(-3000)}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${entry} did not print ${pattern} in ${limitMs} ms:\n${text.slice(-3000)}`));
        }, limitMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

function signUpForm(base: string): URLSearchParams {
  return new URLSearchParams({
    ...Object.fromEntries(
      new URL(
        buildAuthorizeUrl(base, {
          lang: 'en',
          mode: 'popup',
          goto: '/',
          env: 'production',
          proof: TEST_PROOF,
        }),
      ).searchParams,
    ),
    email: `multi-${Date.now()}-${Math.random()}@example.com`,
    password: 'correct horse battery',
  });
}

/** Posts the sign-up form of a new email over HTTP. */
export function postSignUp(base: string): Promise<Response> {
  return fetch(`${base}/accounts/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: signUpForm(base).toString(),
    redirect: 'manual',
  });
}

/** Signs up a new account over HTTP as the page would (form post, then the code for a token): its auth header. */
export async function signUp(base: string): Promise<Record<string, string>> {
  const res = await postSignUp(base);
  if (res.status !== 302)
    throw new Error(`sign-up refused: ${res.status} ${(await res.text()).slice(0, 2000)}`);
  const code = new URL(res.headers.get('location')!, base).searchParams.get('code');
  const token = await fetch(`${base}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, code_verifier: TEST_VERIFIER }),
  });
  const body = (await token.json()) as { data: { jwt: string } | null; msg: string };
  if (!body.data) throw new Error(`sign-up failed: ${res.status} ${res.headers.get('location')} ${body.msg}`);
  const { data } = body;
  return { authorization: `Bearer ${data.jwt}` };
}
