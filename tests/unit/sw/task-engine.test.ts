import { describe, expect, it } from 'vitest';
import {
  CODE_BUY_NOW,
  CODE_PARAMS_ERROR,
  CODE_RELOGIN,
  CODE_TASK_NOT_FOUND,
  CODE_TASKS_IN_FLIGHT,
  CODE_TOO_MANY_REQUESTS,
} from '../../../src/core/business-codes';
import { TASK_STATUS_TIMEOUT } from '../../../src/core/task-status';
import type { SwDb } from '../../../src/sw-contract/db';
import { getTask, outboxIds } from '../../../sw/db';
import type { TaskEvent } from '../../../src/sw-contract/api';
import { createTaskEngine } from '../../../sw/task-engine';
import { FakeTransport, dto, networkDown, refused, signedInDb } from './fake-transport';

const config = { resultPollMs: 100, progressPollMs: 50, taskDeadlineMs: 10_000, outboxDeadlineMs: 5000 };

async function setup() {
  const db = await signedInDb();
  const transport = new FakeTransport();
  const events: TaskEvent[] = [];
  let now = 1000;
  let ids = 0;
  const engine = createTaskEngine({
    db: async () => db,
    transport,
    config: { ...config, backoffBaseMs: 1000, backoffCapMs: 4000 },
    clock: () => now,
    random: () => 0.5,
    newId: () => `id-${++ids}`,
    emit: (event) => events.push(event),
  });
  return { db, transport, events, engine, setNow: (value: number) => (now = value) };
}

async function created(db: SwDb, engine: ReturnType<typeof createTaskEngine>) {
  const { record, sent } = await engine.createTask({ algorithm: 'text2image', params: { prompt: 'a cat' } });
  return { record, final: await sent, stored: () => getTask(db, record.localId) };
}

describe('createTask', () => {
  it('writes the task to IndexedDB before sending, then stores the server id', async () => {
    const { db, transport, engine } = await setup();
    let storedAtSend: unknown = null;
    transport.queue('create', async () => {
      storedAtSend = (await outboxIds(db)).length;
      return { task_id: 'srv-1', task: dto(), credits: 4 };
    });
    const { record, final } = await created(db, engine);
    expect(record.phase).toBe('outbox');
    expect(storedAtSend).toBe(1);
    expect(final).toMatchObject({ phase: 'running', taskId: 'srv-1', progress: 10, nextPollAt: 1100 });
    expect(transport.callsOf('create')[0]).toEqual([
      'text2image',
      { params: { prompt: 'a cat' }, user_data: {} },
      record.idempotencyKey,
    ]);
    expect(await outboxIds(db)).toEqual([]);
  });

  it('keeps the create in the outbox on a network error and resends it with the same key', async () => {
    const { db, transport, engine, setNow } = await setup();
    transport.queue('create', networkDown());
    const { record, final, stored } = await created(db, engine);
    expect(final.phase).toBe('outbox');
    expect(await outboxIds(db)).toEqual([record.localId]);
    // random 0.5 with base 1000: half of 1000 fixed plus a quarter of it
    expect(final.nextPollAt).toBe(1000 + 750);

    setNow(1500);
    expect((await engine.resumeTasks()).sent).toBe(0);
    transport.queue('create', { task_id: 'srv-9', task: dto({ task_id: 'srv-9' }), credits: 4 });
    setNow(1750);
    const summary = await engine.resumeTasks();
    expect(summary).toMatchObject({ sent: 1, inFlight: 1 });
    const keys = transport.callsOf('create').map((args) => args[2]);
    expect(keys).toEqual([record.idempotencyKey, record.idempotencyKey]);
    expect(await stored()).toMatchObject({ phase: 'running', taskId: 'srv-9', backoffStep: 0 });
    expect(await outboxIds(db)).toEqual([]);
  });

  it('marks a refused create failed with the code so the UI can open the upgrade prompt', async () => {
    const { db, transport, engine } = await setup();
    transport.queue('create', refused(CODE_BUY_NOW, 'please buy now'));
    const { final } = await created(db, engine);
    expect(final).toMatchObject({ phase: 'failed', error: { code: CODE_BUY_NOW, msg: 'please buy now' } });
    expect(await outboxIds(db)).toEqual([]);
  });

  it('ends a create refused for the account’s tasks in flight: the user chooses when to try again', async () => {
    const { db, transport, engine } = await setup();
    const words = 'You have 20 generations waiting or running. Wait for one to finish, then try again.';
    transport.queue('create', refused(CODE_TASKS_IN_FLIGHT, words));
    const { final } = await created(db, engine);
    expect(final).toMatchObject({ phase: 'failed', error: { code: CODE_TASKS_IN_FLIGHT, msg: words } });
    expect(await outboxIds(db)).toEqual([]);
    expect(transport.callsOf('create')).toHaveLength(1);
  });

  it('keeps a create refused for too many requests in the outbox and sends it again after the backoff', async () => {
    const { db, transport, engine, setNow } = await setup();
    transport.queue('create', refused(CODE_TOO_MANY_REQUESTS, 'Too many new tasks from your account'));
    const { record, final, stored } = await created(db, engine);
    expect(final).toMatchObject({ phase: 'outbox', error: null, backoffStep: 1, nextPollAt: 1750 });
    expect(await outboxIds(db)).toEqual([record.localId]);
    transport.queue('create', { task_id: 'srv-5', task: dto({ task_id: 'srv-5' }), credits: 4 });
    setNow(1750);
    expect(await engine.resumeTasks()).toMatchObject({ sent: 1 });
    expect(transport.callsOf('create').map((args) => args[2])).toEqual([
      record.idempotencyKey,
      record.idempotencyKey,
    ]);
    expect(await stored()).toMatchObject({ phase: 'running', taskId: 'srv-5' });
  });

  it('returns the same record for a repeated localId without sending again', async () => {
    const { transport, engine } = await setup();
    transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    const first = await engine.createTask({ localId: 'page-1', algorithm: 'clip', params: {} });
    await first.sent;
    const again = await engine.createTask({ localId: 'page-1', algorithm: 'clip', params: {} });
    expect(again.record).toMatchObject({ localId: 'page-1', taskId: 'srv-1' });
    expect(transport.callsOf('create')).toHaveLength(1);
  });

  it('fails an outbox create whose deadline passed instead of sending it', async () => {
    const { db, transport, engine, setNow } = await setup();
    transport.queue('create', networkDown());
    const { stored } = await created(db, engine);
    setNow(1000 + config.outboxDeadlineMs + 1);
    await engine.resumeTasks();
    expect(await stored()).toMatchObject({ phase: 'failed', status: TASK_STATUS_TIMEOUT });
    expect(transport.callsOf('create')).toHaveLength(1);
  });
});

describe('resumeTasks', () => {
  async function running() {
    const ctx = await setup();
    ctx.transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    const task = await created(ctx.db, ctx.engine);
    return { ...ctx, ...task };
  }

  it('polls only due tasks and applies progress', async () => {
    const { transport, engine, setNow, stored } = await running();
    setNow(1050);
    expect((await engine.resumeTasks()).polled).toBe(0);
    transport.queue('result', dto({ progress: 40 }));
    setNow(1100);
    expect((await engine.resumeTasks()).polled).toBe(1);
    expect(await stored()).toMatchObject({ phase: 'running', progress: 40, nextPollAt: 1200 });
  });

  it('a catch-up pass polls running tasks before they are due, but not those backing off', async () => {
    const { transport, engine, setNow, stored } = await running();
    setNow(1050);
    transport.queue('result', dto({ status: 3, progress: 100, end: 1040 }));
    expect((await engine.resumeTasks(undefined, { catchUp: true })).polled).toBe(1);
    expect(await stored()).toMatchObject({ phase: 'success' });

    const other = await running();
    other.transport.queue('result', networkDown());
    other.setNow(1100);
    expect((await other.engine.resumeTasks()).networkErrors).toBe(1);
    other.setNow(1150);
    expect((await other.engine.resumeTasks(undefined, { catchUp: true })).polled).toBe(0);
  });

  it('when the network is back, tasks backing off are polled at once', async () => {
    const { transport, engine, setNow, stored } = await running();
    transport.queue('result', networkDown());
    setNow(1100);
    expect((await engine.resumeTasks()).networkErrors).toBe(1);
    const nextPollAt = (await stored())?.nextPollAt;
    setNow(1101);
    expect(nextPollAt).toBeGreaterThan(1101);
    expect((await engine.resumeTasks()).polled).toBe(0);
    transport.queue('result', dto({ status: 3, progress: 100, end: 1100 }));
    expect((await engine.resumeTasks(undefined, { networkBack: true })).polled).toBe(1);
    expect(await stored()).toMatchObject({ phase: 'success', backoffStep: 0 });
  });

  it('stores the result on status 3', async () => {
    const { transport, engine, setNow, stored, events } = await running();
    const result = { files: [], description: 'sharp resize' };
    transport.queue('result', dto({ status: 3, progress: 100, result, end: 1010 }));
    setNow(1100);
    const summary = await engine.resumeTasks();
    expect(summary.inFlight).toBe(0);
    expect(await stored()).toMatchObject({ phase: 'success', status: 3, progress: 100, result });
    const last = events.at(-1);
    expect(last?.kind === 'upsert' && last.task.phase).toBe('success');
  });

  it('fails a task on a status of the failure set, with the reason', async () => {
    const { transport, engine, setNow, stored } = await running();
    transport.queue('result', dto({ status: 97, reason: 'the engine crashed' }));
    setNow(1100);
    await engine.resumeTasks();
    expect(await stored()).toMatchObject({ phase: 'failed', status: 97, reason: 'the engine crashed' });
  });

  it('backs off on network errors with growing capped delays and keeps the task', async () => {
    const { transport, engine, setNow, stored } = await running();
    transport.setDefault('result', networkDown());
    let now = 1100;
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      setNow(now);
      expect((await engine.resumeTasks()).networkErrors).toBe(1);
      const task = (await stored())!;
      delays.push(task.nextPollAt - now);
      now = task.nextPollAt;
    }
    expect(delays).toEqual([750, 1500, 3000, 3000, 3000]);
    expect((await stored())!.phase).toBe('running');
  });

  it('keeps polling after an expired session instead of failing the task', async () => {
    const { transport, engine, setNow, stored } = await running();
    transport.queue('result', refused(CODE_RELOGIN, 're-login'));
    setNow(1100);
    await engine.resumeTasks();
    expect(await stored()).toMatchObject({ phase: 'running', backoffStep: 1 });
  });

  it('fails a task the server no longer knows', async () => {
    const { transport, engine, setNow, stored } = await running();
    transport.queue('result', refused(CODE_TASK_NOT_FOUND, 'task does not exist'));
    setNow(1100);
    await engine.resumeTasks();
    expect(await stored()).toMatchObject({ phase: 'failed', error: { code: CODE_TASK_NOT_FOUND } });
  });

  it('gives up at the deadline with the timeout status', async () => {
    const { transport, engine, setNow, stored } = await running();
    setNow(1000 + config.taskDeadlineMs + 1);
    await engine.resumeTasks();
    expect(await stored()).toMatchObject({ phase: 'failed', status: TASK_STATUS_TIMEOUT });
    expect(transport.callsOf('result')).toHaveLength(0);
  });

  it('follows a video task through the progress endpoint and fetches the result on success', async () => {
    const { db, transport, engine, setNow } = await setup();
    transport.queue('create', { task_id: 'srv-2', task: dto({ task_id: 'srv-2' }), credits: 4 });
    const { record, sent } = await engine.createTask({ algorithm: 'vfi', params: {} });
    expect(record.realProgress).toBe(true);
    expect((await sent).nextPollAt).toBe(1050);
    transport.queue('progress', { task_id: 'srv-2', status: 2, progress: 55 });
    setNow(1050);
    await engine.resumeTasks();
    expect(await getTask(db, record.localId)).toMatchObject({ progress: 55, nextPollAt: 1100 });
    transport.queue('progress', { task_id: 'srv-2', status: 3, progress: 100 });
    transport.queue('result', dto({ task_id: 'srv-2', status: 3, result: { files: [], description: 'x' } }));
    setNow(1100);
    await engine.resumeTasks();
    expect(await getTask(db, record.localId)).toMatchObject({ phase: 'success', progress: 100 });
  });

  it('skips a task whose lock another context holds', async () => {
    const db = await signedInDb();
    const transport = new FakeTransport();
    transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    let release!: () => void;
    const { memoryLocks, taskLockName } = await import('../../../sw/locks');
    const locks = memoryLocks();
    const engine = createTaskEngine({ db: async () => db, transport, locks, clock: () => 5000, config });
    const { record, sent } = await engine.createTask({ localId: 'L', algorithm: 'clip', params: {} });
    await sent;
    const held = locks.run(
      taskLockName(record.localId),
      'wait',
      () => new Promise<void>((r) => (release = r)),
    );
    transport.setDefault('result', dto());
    expect((await engine.resumeTasks(9000)).polled).toBe(0);
    release();
    await held;
    expect((await engine.resumeTasks(9000)).polled).toBe(1);
  });

  it('does nothing without a session', async () => {
    const { db, transport, engine, setNow } = await running();
    const { setSession } = await import('../../../sw/db');
    await setSession(db, null);
    setNow(1100);
    expect(await engine.resumeTasks()).toMatchObject({ polled: 0, inFlight: 0 });
    expect(transport.callsOf('result')).toHaveLength(0);
  });
});

describe('commands', () => {
  it('cancels an unsent create locally and a running task with POST cancel', async () => {
    const { db, transport, engine } = await setup();
    transport.queue('create', networkDown());
    const offline = await created(db, engine);
    expect((await engine.cancel(offline.record.localId)).phase).toBe('cancelled');
    expect(await outboxIds(db)).toEqual([]);

    transport.queue('create', { task_id: 'srv-5', task: dto({ task_id: 'srv-5' }), credits: 4 });
    transport.queue('cancel', dto({ task_id: 'srv-5', status: 5 }));
    const online = await created(db, engine);
    expect((await engine.cancel(online.record.localId)).phase).toBe('cancelled');
    expect(transport.callsOf('cancel')).toEqual([['srv-5']]);
  });

  it('keeps the real outcome of a task that finished before the cancel arrived', async () => {
    const { db, transport, engine } = await setup();
    transport.queue('create', { task_id: 'srv-7', task: dto({ task_id: 'srv-7' }), credits: 4 });
    const result = { files: [], description: 'done' };
    transport.queue('cancel', dto({ task_id: 'srv-7', status: 3, result }));
    const task = await created(db, engine);
    expect(await engine.cancel(task.record.localId)).toMatchObject({ phase: 'success', result });
  });

  it('deletes on the server and locally, and only locally for an unsent create', async () => {
    const { db, transport, engine, events } = await setup();
    transport.queue('create', networkDown());
    const offline = await created(db, engine);
    await engine.remove(offline.record.localId);
    expect(await offline.stored()).toBeUndefined();
    expect(transport.callsOf('del')).toEqual([]);

    transport.queue('create', { task_id: 'srv-6', task: dto({ task_id: 'srv-6' }), credits: 4 });
    transport.queue('del', refused(CODE_TASK_NOT_FOUND, 'gone'));
    const online = await created(db, engine);
    await engine.remove(online.record.localId);
    expect(await online.stored()).toBeUndefined();
    expect(events.filter((event) => event.kind === 'remove')).toHaveLength(2);
    // repeated after a lost answer: already gone, no error, no second server call
    await engine.remove(online.record.localId);
    expect(transport.callsOf('del')).toHaveLength(1);
  });

  it('keeps the record when a delete fails for another reason', async () => {
    const { db, transport, engine } = await setup();
    transport.queue('create', { task_id: 'srv-6', task: dto({ task_id: 'srv-6' }), credits: 4 });
    transport.queue('del', refused(CODE_PARAMS_ERROR, 'params error'));
    const online = await created(db, engine);
    await expect(engine.remove(online.record.localId)).rejects.toMatchObject({ code: CODE_PARAMS_ERROR });
    expect(await online.stored()).toBeDefined();
  });

  it('retries into a new running record and likes with data_save', async () => {
    const { db, transport, engine } = await setup();
    transport.queue('create', { task_id: 'srv-1', task: dto({ status: 97 }), credits: 4 });
    const { record } = await created(db, engine);
    transport.queue('retry', { task_id: 'srv-2' });
    const retried = await engine.retry(record.localId, 'new-1');
    expect(retried).toMatchObject({
      localId: 'new-1',
      taskId: 'srv-2',
      phase: 'running',
      algorithm: 'text2image',
    });
    expect(await engine.retry(record.localId, 'new-1')).toMatchObject({ taskId: 'srv-2' });
    expect(transport.callsOf('retry')).toEqual([['srv-1', 'retry-new-1']]);

    transport.queue('dataSave', undefined);
    expect((await engine.like('new-1', 1)).userData.like).toBe(1);
    expect(transport.callsOf('dataSave')[0]).toEqual([
      { taskId: 'srv-2', save_type: 'like', user_data: { like: 1 } },
    ]);
  });
});
