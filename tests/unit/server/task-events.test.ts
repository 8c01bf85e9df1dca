import { afterEach, describe, expect, it } from 'vitest';
import type { CreateTaskData, TaskDto } from '../../../src/core/contract/tasks';
import { APP_TOKEN_COOKIE } from '../../../src/core/session-rules';
import { TASK_EVENTS_PATH, TASK_STREAM_RETRY_MS } from '../../../src/core/contract/task-events';
import { openStream, type ReceivedEvent, type SseConnection } from './support/sse-client';
import {
  createTask,
  envelope,
  result,
  signIn,
  startTestApp,
  tempDataDir,
  waitFinished,
  type TestApp,
  type TestUser,
} from './support/test-app';

const apps: TestApp[] = [];
const streams: SseConnection[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  for (const t of apps.splice(0)) await t.app.close();
});

/** A test app listening on loopback: a stream never ends, so it is read over real HTTP, not inject. */
async function listening(options: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(options);
  apps.push(t);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Kept the same object: a spread copy would read the SQLite getter `db`, which throws on PostgreSQL.
  return Object.assign(t, { url });
}

async function stream(url: string, headers: Record<string, string>) {
  const s = await openStream(`${url}${TASK_EVENTS_PATH}`, headers);
  streams.push(s);
  return s;
}

const tokenOf = (user: TestUser) => user.headers.authorization.replace(/^Bearer /, '');
const isTask = (taskId: string, status?: number) => (e: ReceivedEvent) =>
  e.event === 'task' &&
  (JSON.parse(e.data) as TaskDto).task_id === taskId &&
  (status === undefined || (JSON.parse(e.data) as TaskDto).status === status);

async function newTask(t: TestApp, user: TestUser, params: Record<string, unknown> = { prompt: 'x' }) {
  return envelope<CreateTaskData>(await createTask(t.app, user, 'text2image', params)).data.task_id;
}

describe('GET /v1/ai/events', () => {
  it('refuses a request without a valid login, or with a malformed Last-Event-ID, with the envelope', async () => {
    const t = await listening();
    const user = await signIn(t.ctx);
    const anonymous = await t.app.inject({ method: 'GET', url: TASK_EVENTS_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 490010, data: null });
    expect(anonymous.json().trace_id).toBeTruthy();
    const forged = await t.app.inject({
      method: 'GET',
      url: TASK_EVENTS_PATH,
      cookies: { [APP_TOKEN_COOKIE]: 'not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
    const badId = await t.app.inject({
      method: 'GET',
      url: TASK_EVENTS_PATH,
      headers: { ...user.headers, 'last-event-id': 'yesterday' },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 490001 });
  });

  it('with the bearer header: streams a task to its end, each state exactly as the result poll answers', async () => {
    const t = await listening();
    const user = await signIn(t.ctx);
    const s = await stream(t.url, user.headers);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    const ready = await s.next();
    expect(ready.event).toBe('ready');
    expect(ready.retry).toBe(TASK_STREAM_RETRY_MS);

    const taskId = await newTask(t, user, { prompt: 'x', steps: 20, step_ms: 60 });
    const running = await s.until(isTask(taskId, 2));
    expect(JSON.parse(running.data)).toMatchObject({ task_id: taskId, status: 2, result: null });
    const done = await s.until(isTask(taskId, 3));
    const polled = (await result(t.app, user, 'text2image', taskId)).data;
    expect(JSON.parse(done.data)).toEqual(polled);
    expect(polled.result?.files).toHaveLength(1);
    const { updated_ms } = await t.ctx.kdb
      .selectFrom('tasks')
      .select('updated_ms')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(Number(done.id)).toBe(updated_ms);
  });

  it('with the token cookie (what EventSource sends), only the own tasks, deletions as `removed`', async () => {
    const t = await listening();
    const user = await signIn(t.ctx);
    const other = await signIn(t.ctx);
    const s = await stream(t.url, { cookie: `${APP_TOKEN_COOKIE}=${tokenOf(user)}` });
    expect(s.status).toBe(200);
    await s.until((e) => e.event === 'ready');
    const foreign = await newTask(t, other);
    const mine = await newTask(t, user);
    await waitFinished(t.app, user, 'text2image', mine);
    await waitFinished(t.app, other, 'text2image', foreign);
    await s.until(isTask(mine, 3));
    await t.app.inject({ method: 'POST', url: `/v1/ai/del/${mine}`, headers: user.headers });
    const removed = await s.until((e) => e.event !== 'ping' && !isTask(mine)(e));
    expect(removed.event).toBe('removed');
    expect(JSON.parse(removed.data)).toEqual({ task_id: mine });
  });

  it('resumes from Last-Event-ID after a server restart: changes missed meanwhile, and unfinished tasks', async () => {
    const dataDir = tempDataDir();
    const first = await listening({ dataDir });
    const user = await signIn(first.ctx);
    const early = await newTask(first, user);
    await waitFinished(first.app, user, 'text2image', early);
    const s = await stream(first.url, user.headers);
    const ready = await s.until((e) => e.event === 'ready');
    s.close();
    // Beyond the resume overlap: a finish this old is already on the page and is not sent again.
    await first.ctx.kdb
      .updateTable('tasks')
      .set((eb) => ({ updated_ms: eb('updated_ms', '-', 60_000) }))
      .where('id', '=', early)
      .execute();
    const missed = await newTask(first, user);
    await waitFinished(first.app, user, 'text2image', missed);
    const unfinished = await newTask(first, user, { prompt: 'x', hang: true });
    await first.app.close();
    apps.splice(apps.indexOf(first), 1);

    const second = await listening({ dataDir });
    const resumed = await stream(second.url, { ...user.headers, 'last-event-id': ready.id! });
    const seen: ReceivedEvent[] = [];
    for (let e = await resumed.next(); e.event !== 'ready'; e = await resumed.next()) seen.push(e);
    const states = seen.map((e) => JSON.parse(e.data) as TaskDto);
    expect(states.map((dto) => dto.task_id).sort()).toEqual([missed, unfinished].sort());
    expect(states.find((dto) => dto.task_id === missed)).toEqual(
      (await result(second.app, user, 'text2image', missed)).data,
    );
    expect(states.find((dto) => dto.task_id === unfinished)?.status).toBe(2);
  });

  it('pings on every heartbeat and ends the stream once the session is revoked', async () => {
    const t = await listening({ streamHeartbeatMs: 100 });
    const user = await signIn(t.ctx);
    const s = await stream(t.url, user.headers);
    await s.until((e) => e.event === 'ready');
    await s.until((e) => e.event === 'ping', 2000);
    await s.until((e) => e.event === 'ping', 2000);
    const logout = await t.app.inject({ method: 'POST', url: '/v1/logout', headers: user.headers });
    expect(logout.json()).toMatchObject({ code: 0 });
    await expect(
      Promise.race([s.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 3000))]),
    ).resolves.toBe('ended');
    expect(t.ctx.taskEvents.listenerCount(user.userId)).toBe(0);
  });

  it('lets app.close() finish while streams are open, ending them', async () => {
    const t = await listening();
    const user = await signIn(t.ctx);
    const s = await stream(t.url, user.headers);
    await s.until((e) => e.event === 'ready');
    expect(t.ctx.taskEvents.listenerCount(user.userId)).toBe(1);
    await t.app.close();
    apps.splice(apps.indexOf(t), 1);
    await s.ended;
    expect(t.ctx.taskEvents.listenerCount(user.userId)).toBe(0);
  });
});
