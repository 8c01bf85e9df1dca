import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTaskData, TaskDto } from '../../../src/core/contract/tasks';
import { TASK_EVENTS_PATH } from '../../../src/core/contract/task-events';
import { openStream } from './support/sse-client';
import {
  ON_POSTGRES,
  postSignUp,
  sharedDatabase,
  signUp,
  startProcess,
  testPort,
  type Proc,
} from './support/processes';
import { SHARED_SEED_MEDIA_DIR, tempDataDir } from './support/test-app';

const PORTS = [testPort(6790), testPort(6791)];
/** The sign-out test's own pair, so it does not depend on the first test's processes. */
const SIGN_OUT_PORTS = [testPort(6792), testPort(6793)];
const dataDir = tempDataDir();
const shared: Record<string, string> = {
  DATA_DIR: dataDir,
  SEED_MEDIA_DIR: SHARED_SEED_MEDIA_DIR,
  CLIENT_DIR: '',
  HOST: '127.0.0.1',
  SHARED_DATA: '1',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  // Its own keys and channel: other runs on this Redis neither count against it nor send it changes.
  REDIS_PREFIX: `multi-process-${process.pid}-${Date.now()}:`,
  // Sign-ups from one address counted across both API processes (in Redis): the third is refused.
  RATE_LIMITS: 'signup.ip=2/1m',
  TOKEN_SECRET: 'a-secret-every-process-of-this-test-shares',
  PASSWORD_SCRYPT_LOG2_N: '14',
  // Held in progress long enough to kill its worker mid-task; a dead worker's claim lapses in 3 s.
  TASK_MIN_MS: '6000',
  QUEUE_LEASE_MS: '3000',
};
const procs: Proc[] = [];
let database: Awaited<ReturnType<typeof sharedDatabase>>;

beforeAll(async () => {
  database = await sharedDatabase();
  Object.assign(shared, database.env);
});

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop('SIGKILL')));
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function apiProcess(port: number, env: Record<string, string> = {}): Promise<string> {
  const api = startProcess('main', { ...shared, PORT: String(port), ENGINE_CONCURRENCY: '0', ...env });
  procs.push(api);
  // The start line says which database the process runs on.
  await api.waitFor(
    ON_POSTGRES
      ? /AI media app on .*\(database PostgreSQL at \S+\/\w+, files in /
      : /AI media app on .*\(data in /,
  );
  return `http://127.0.0.1:${port}`;
}

async function workerProcess(): Promise<{ proc: Proc; owner: string }> {
  const proc = startProcess('worker', { ...shared, ENGINE_CONCURRENCY: '1' });
  procs.push(proc);
  const [, owner] = await proc.waitFor(/engine worker (\S+) running/);
  return { proc, owner: owner! };
}

async function credits(base: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}/v1/user`, { method: 'POST', headers });
  return ((await res.json()) as { data: { integral: { integral: number } } }).data.integral.integral;
}

describe(`two API processes and two engine workers on one ${ON_POSTGRES ? 'PostgreSQL database' : 'SQLite file'}`, () => {
  it('a task created on one API process survives its worker killed mid-task and ends on the other, charged once', async () => {
    const [baseA, baseB] = await Promise.all(PORTS.map((port) => apiProcess(port)));
    const workers = await Promise.all([workerProcess(), workerProcess()]);
    expect((await fetch(`${baseB}/readyz`)).status).toBe(200);

    // A sign-in on one process is good on the other (one token secret, sessions in the shared database).
    const headers = await signUp(baseA!);
    const before = await credits(baseB!, headers);
    expect((await postSignUp(baseB!)).status).toBe(302);
    expect((await postSignUp(baseA!)).status).toBe(429);
    const stream = await openStream(`${baseB}${TASK_EVENTS_PATH}`, headers);
    expect(stream.status).toBe(200);

    const created = await fetch(`${baseA}/v1/ai/create/text2image`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ params: { prompt: 'a lighthouse at dusk' } }),
    });
    const taskId = ((await created.json()) as { data: CreateTaskData }).data.task_id;

    // Which worker took it: the claim names its owner in the shared database.
    const kdb = database.kdb(dataDir);
    const claim = () =>
      kdb
        .selectFrom('tasks')
        .select(['lease_owner', 'attempts'])
        .where('id', '=', taskId)
        .executeTakeFirstOrThrow();
    const deadline = Date.now() + 30_000;
    while (!(await claim()).lease_owner && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const owner = (await claim()).lease_owner;
    const first = workers.find((w) => w.owner === owner)!;
    expect(first).toBeDefined();
    // The API process on the other side hears of the running task from the worker (over Redis).
    await stream.until(
      (e) => e.event === 'task' && (JSON.parse(e.data) as TaskDto).task_id === taskId,
      20_000,
    );
    await first.proc.stop('SIGKILL');
    const killedAt = Date.now();
    // The other worker takes it within a minute (its lease lapses, a sweep puts it back in line).
    const other = workers.find((w) => w !== first)!;
    while ((await claim()).lease_owner !== other.owner && Date.now() - killedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await claim()).lease_owner).toBe(other.owner);

    const done = await stream.until(
      (e) => e.event === 'task' && (JSON.parse(e.data) as TaskDto).status === 3,
      60_000,
    );
    const task = JSON.parse(done.data) as TaskDto;
    expect(task.task_id).toBe(taskId);
    expect(task.result?.files.length).toBeGreaterThan(0);
    // Run twice (the second run by the other worker), charged once.
    expect((await claim()).attempts).toBe(2);
    expect(await credits(baseB!, headers)).toBe(before - 1);
    const file = await fetch(new URL(task.result!.files[0]!.url, baseA).toString(), { headers });
    expect(file.status).toBe(200);
    if (ON_POSTGRES) {
      // Its graphile-worker job goes with the task's end (once the delivery that ended it returns).
      const jobs = async () =>
        (await sql`SELECT 1 FROM graphile_worker.jobs WHERE key = ${taskId}`.execute(kdb)).rows.length;
      const giveUpAt = Date.now() + 10_000;
      while ((await jobs()) > 0 && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 50));
      expect(await jobs()).toBe(0);
    }
    stream.close();
    await kdb.destroy();

    // Both stop gracefully on SIGTERM (exit code 0): the worker left, then an API process.
    expect(await other.proc.stop('SIGTERM')).toBe(0);
    expect(await procs[0]!.stop('SIGTERM')).toBe(0);
  }, 150_000);

  it('a session signed out on one API process is refused at once on the other, though its cache held it', async () => {
    // Their own Redis keys: the first test spent this address's sign-ups; the pair shares one prefix all the same.
    const env = { REDIS_PREFIX: `${shared.REDIS_PREFIX}sign-out:` };
    const [baseA, baseB] = await Promise.all(SIGN_OUT_PORTS.map((port) => apiProcess(port, env)));
    const headers = await signUp(baseA!);
    // B reads the session once: its cache now holds it for the row TTL (10 s).
    expect((await fetch(`${baseB}/v1/user`, { method: 'POST', headers })).status).toBe(200);
    const signedOut = Date.now();
    expect((await fetch(`${baseA}/v1/logout`, { method: 'POST', headers })).status).toBe(200);
    // The very next request, well inside B's cache TTL: Redis told B to drop it.
    const after = await fetch(`${baseB}/v1/user`, { method: 'POST', headers });
    expect(after.status).toBe(401);
    expect(Date.now() - signedOut).toBeLessThan(2_000);
  }, 90_000);
});
