import { describe, expect, it } from 'vitest';
import type { TaskResult } from '../../../src/core/contract/tasks';
import { allTasks, getTask } from '../../../sw/db';
import type { TaskEvent } from '../../../src/sw-contract/api';
import { createTaskEngine } from '../../../sw/task-engine';
import { FakeTransport, dto, signedInDb } from './fake-transport';

const config = { resultPollMs: 3000, progressPollMs: 2000, taskDeadlineMs: 60_000, outboxDeadlineMs: 5000 };
const result: TaskResult = {
  files: [
    { file: 'f1', name: 'a.png', url: '/v1/file/view/f1?sig=x', kind: 'image', mime: 'image/png', size: 9 },
  ],
  description: 'test',
};

async function setup() {
  const db = await signedInDb();
  const transport = new FakeTransport();
  const events: TaskEvent[] = [];
  const now = 1000;
  const engine = createTaskEngine({
    db: async () => db,
    transport,
    config,
    clock: () => now,
    newId: () => crypto.randomUUID(),
    emit: (event) => events.push(event),
  });
  return { db, transport, events, engine };
}

/** A task the server acknowledged (running, polled every 3 s). */
async function running(setupResult: Awaited<ReturnType<typeof setup>>) {
  setupResult.transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
  const { sent } = await setupResult.engine.createTask({
    algorithm: 'text2image',
    params: { prompt: 'a cat' },
  });
  const record = await sent;
  setupResult.events.length = 0;
  return record;
}

const success = dto({ status: 3, progress: 100, end: 1005, result, cancelable: false });

describe('applyUpdate (task event stream)', () => {
  it('stores a pushed success exactly as a result poll would, once, leaving the poll schedule alone', async () => {
    const s = await setup();
    const record = await running(s);
    await s.engine.applyUpdate({ kind: 'task', task: success });
    const stored = await getTask(s.db, record.localId);
    expect(stored).toMatchObject({ phase: 'success', status: 3, progress: 100, result, end: 1005 });
    expect(stored?.nextPollAt).toBe(record.nextPollAt);
    expect(s.events).toEqual([{ kind: 'upsert', task: stored }]);

    // The same state again (a resume overlaps what was sent): nothing stored, nobody told.
    await s.engine.applyUpdate({ kind: 'task', task: success });
    expect(s.events).toHaveLength(1);
    expect(s.transport.callsOf('result')).toHaveLength(0);
  });

  it('never undoes a success with an older state, and applies progress', async () => {
    const s = await setup();
    const record = await running(s);
    await s.engine.applyUpdate({ kind: 'task', task: dto({ progress: 40 }) });
    expect(await getTask(s.db, record.localId)).toMatchObject({ phase: 'running', progress: 40 });
    await s.engine.applyUpdate({ kind: 'task', task: success });
    await s.engine.applyUpdate({ kind: 'task', task: dto({ progress: 60 }) });
    expect(await getTask(s.db, record.localId)).toMatchObject({ phase: 'success', progress: 100 });
  });

  it('removes a task deleted elsewhere and ignores tasks this device does not hold', async () => {
    const s = await setup();
    const record = await running(s);
    await s.engine.applyUpdate({ kind: 'task', task: dto({ task_id: 'srv-other', status: 3, result }) });
    expect(await allTasks(s.db)).toHaveLength(1);
    expect(s.events).toEqual([]);
    await s.engine.applyUpdate({ kind: 'removed', task_id: 'srv-1' });
    expect(await getTask(s.db, record.localId)).toBeUndefined();
    expect(s.events).toEqual([{ kind: 'remove', localId: record.localId }]);
  });

  it('applies a state that arrives before the create answer once the answer is stored', async () => {
    const s = await setup();
    // The create request is held open until the pushed state has arrived; waiting for the
    // request to be in flight (not for a timer) keeps the order fixed on a slow machine.
    let answer!: () => void;
    let inFlight!: () => void;
    const requested = new Promise<void>((resolve) => (inFlight = resolve));
    s.transport.queue('create', async () => {
      const held = new Promise<void>((resolve) => (answer = resolve));
      inFlight();
      await held;
      return { task_id: 'srv-1', task: dto(), credits: 4 };
    });
    const { record, sent } = await s.engine.createTask({
      algorithm: 'text2image',
      params: { prompt: 'a cat' },
    });
    await requested;
    const pushed = s.engine.applyUpdate({ kind: 'task', task: success });
    answer();
    await Promise.all([sent, pushed]);
    expect(await getTask(s.db, record.localId)).toMatchObject({ phase: 'success', taskId: 'srv-1', result });
  });
});
