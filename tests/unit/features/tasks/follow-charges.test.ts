import { afterEach, describe, expect, it } from 'vitest';
import { followTaskCharges } from '../../../../src/features/tasks/follow-charges';
import { tasksState } from '../../../../src/features/tasks/tasks-state';
import { pollingConfig } from '../../../../sw/polling-config';
import type { TaskRecord } from '../../../../src/sw-contract/api';
import { newLocalTask } from '../../../../sw/task-record';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function task(localId: string, changes: Partial<TaskRecord> = {}): TaskRecord {
  const base = newLocalTask(
    { localId, idempotencyKey: localId, algorithm: 'text2image', params: {} },
    '7',
    1000,
    pollingConfig(),
  );
  return { ...base, updatedAt: 1000, ...changes };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  tasksState.tasks = [];
});

describe('followTaskCharges', () => {
  it('reports a create acknowledged (charged) and a failure (refunded), not polls or old tasks', async () => {
    tasksState.tasks = [task('old', { taskId: 's-old', phase: 'success' }), task('new')];
    let calls = 0;
    stop = followTaskCharges(() => calls++, 0);
    await settle();
    expect(calls).toBe(0);

    tasksState.tasks = [tasksState.tasks[0], task('new', { taskId: 's-new', phase: 'running' })];
    await settle();
    expect(calls).toBe(1);

    tasksState.tasks = [
      tasksState.tasks[0],
      task('new', { taskId: 's-new', phase: 'running', progress: 50 }),
    ];
    await settle();
    expect(calls).toBe(1);

    tasksState.tasks = [tasksState.tasks[0], task('new', { taskId: 's-new', phase: 'failed' })];
    await settle();
    expect(calls).toBe(2);
  });

  it('counts a task first seen with a server id and a fresh update (created in another tab)', async () => {
    let calls = 0;
    stop = followTaskCharges(() => calls++, 0);
    tasksState.tasks = [task('other-tab', { taskId: 's-1', phase: 'running', updatedAt: Date.now() })];
    await settle();
    expect(calls).toBe(1);
  });
});
