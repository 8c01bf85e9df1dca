import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pollingConfig } from '../../../sw/polling-config';
import { createTaskEngine } from '../../../sw/task-engine';
import { mergeServerPage } from '../../../sw/task-sync';
import type { TaskRecord } from '../../../src/sw-contract/api';
import { applyServerTask, newLocalTask } from '../../../sw/task-record';
import { FakeTransport, dto, signedInDb } from './fake-transport';

const config = pollingConfig();
const NOW = 5_000_000;

function local(
  localId: string,
  taskId: string | null,
  phase: TaskRecord['phase'],
  createdSec: number,
): TaskRecord {
  const base = newLocalTask(
    { localId, idempotencyKey: localId, algorithm: 'clip', params: {} },
    '7',
    NOW,
    config,
  );
  return { ...base, taskId, phase, createdAt: createdSec * 1000 };
}

function page(list: ReturnType<typeof dto>[], total = list.length) {
  return { list, paginate: { total, page: 1, page_size: 20 } };
}

describe('mergeServerPage', () => {
  it('lets the server decide finished tasks and adds tasks made elsewhere', () => {
    const running = local('a', 's1', 'running', 100);
    const merge = mergeServerPage(
      [running],
      page([
        dto({ task_id: 's1', status: 3, created_at: 100, result: { files: [], description: 'd' } }),
        dto({ task_id: 's2', status: 2, created_at: 200 }),
      ]),
      '7',
      NOW,
      config,
    );
    expect(merge.removals).toEqual([]);
    expect(merge.upserts.find((task) => task.localId === 'a')).toMatchObject({
      phase: 'success',
      progress: 100,
    });
    expect(merge.upserts.find((task) => task.taskId === 's2')).toMatchObject({
      localId: 'server-s2',
      phase: 'running',
      createdAt: 200_000,
    });
  });

  it('removes finished tasks deleted elsewhere but keeps in-flight ones, refused creates and older rows', () => {
    const tasks = [
      local('deleted', 's-del', 'success', 300),
      local('older', 's-old', 'success', 50),
      local('outbox', null, 'outbox', 400),
      local('refused', null, 'failed', 400),
      local('inflight', 's-run', 'running', 350),
    ];
    const full = page([dto({ task_id: 'x1', created_at: 100 }), dto({ task_id: 'x2', created_at: 500 })], 40);
    expect(mergeServerPage(tasks, full, '7', NOW, config).removals).toEqual(['deleted']);
    const complete = page([dto({ task_id: 'x1', created_at: 100 })], 1);
    expect(mergeServerPage(tasks, complete, '7', NOW, config).removals).toEqual(['deleted', 'older']);
  });

  it('polls again a task this device gave up on while the server still runs it', () => {
    const gaveUp = { ...local('late', 's9', 'failed', 100), status: 6, nextPollAt: 0 };
    const merge = mergeServerPage(
      [gaveUp],
      page([dto({ task_id: 's9', status: 2, created_at: 100 })]),
      '7',
      NOW,
      config,
    );
    expect(merge.upserts[0]).toMatchObject({
      phase: 'running',
      nextPollAt: NOW,
      deadline: NOW + config.taskDeadlineMs,
    });
  });

  it('reports nothing when the server agrees with the local record', () => {
    const known = applyServerTask(
      local('k', 's1', 'running', 100),
      dto({ task_id: 's1', created_at: 100 }),
      NOW,
      config,
    );
    expect(
      mergeServerPage([known], page([dto({ task_id: 's1', created_at: 100 })]), '7', NOW, config).upserts,
    ).toEqual([]);
  });
});

describe('syncList', () => {
  it('merges page 1 into IndexedDB and returns the list newest first', async () => {
    const db = await signedInDb();
    const transport = new FakeTransport().queue(
      'list',
      page([dto({ task_id: 'a', created_at: 10 }), dto({ task_id: 'b', created_at: 20, status: 3 })]),
    );
    const engine = createTaskEngine({ db: async () => db, transport, clock: () => NOW });
    const list = await engine.syncList();
    expect(list.map((task) => task.taskId)).toEqual(['b', 'a']);
    expect(transport.callsOf('list')).toEqual([[1, 20]]);
  });
});
