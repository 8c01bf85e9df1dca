import { describe, expect, it } from 'vitest';
import {
  applyTaskEvent,
  hasWorkInFlight,
  nextTickDelayMs,
  type TasksState,
} from '../../../../src/features/tasks/tasks-state';
import { pollingConfig } from '../../../../sw/polling-config';
import type { TaskRecord, UploadView } from '../../../../src/sw-contract/api';
import { newLocalTask } from '../../../../sw/task-record';

function task(localId: string, createdAt: number, phase: TaskRecord['phase'] = 'running'): TaskRecord {
  const base = newLocalTask(
    { localId, idempotencyKey: localId, algorithm: 'clip', params: {} },
    '7',
    createdAt,
    pollingConfig(),
  );
  return { ...base, phase };
}

describe('tasksState events', () => {
  it('replaces on snapshot, upserts in newest-first order, removes, and tracks downloads and network', () => {
    const state: TasksState = { tasks: [], linked: true, offline: false, downloads: {}, uploads: {} };
    applyTaskEvent(state, { kind: 'snapshot', tasks: [task('a', 1), task('b', 3)] });
    expect(state.tasks.map((t) => t.localId)).toEqual(['b', 'a']);
    applyTaskEvent(state, { kind: 'upsert', task: task('c', 2) });
    applyTaskEvent(state, { kind: 'upsert', task: task('a', 1, 'success') });
    expect(state.tasks.map((t) => [t.localId, t.phase])).toEqual([
      ['b', 'running'],
      ['c', 'running'],
      ['a', 'success'],
    ]);
    applyTaskEvent(state, { kind: 'remove', localId: 'b' });
    expect(state.tasks.map((t) => t.localId)).toEqual(['c', 'a']);
    applyTaskEvent(state, { kind: 'network', online: false });
    expect(state.offline).toBe(true);
    applyTaskEvent(state, {
      kind: 'download',
      progress: { id: 'd', file: 'f', name: 'n', loaded: 5, total: 10, state: 'running' },
    });
    expect(state.downloads.d.loaded).toBe(5);
    applyTaskEvent(state, { kind: 'snapshot', tasks: [], uploads: [upload('u', 'uploading')] });
    expect(Object.keys(state.uploads)).toEqual(['u']);
    applyTaskEvent(state, { kind: 'upload', upload: upload('u', 'waiting') });
    expect(state.uploads.u.state).toBe('waiting');
    applyTaskEvent(state, { kind: 'upload-removed', id: 'u' });
    expect(state.uploads).toEqual({});
  });

  it('counts unfinished uploads as work in flight, finished ones not', () => {
    const uploads = (state: UploadView['state']) => ({ u: upload('u', state) });
    expect(hasWorkInFlight({ tasks: [], downloads: {}, uploads: uploads('waiting') })).toBe(true);
    expect(hasWorkInFlight({ tasks: [], downloads: {}, uploads: uploads('uploading') })).toBe(true);
    expect(hasWorkInFlight({ tasks: [], downloads: {}, uploads: uploads('done') })).toBe(false);
    expect(hasWorkInFlight({ tasks: [], downloads: {}, uploads: uploads('refused') })).toBe(false);
  });

  it('counts unsent and running tasks and running downloads as work in flight', () => {
    expect(hasWorkInFlight({ tasks: [task('a', 1, 'success')], downloads: {} })).toBe(false);
    expect(hasWorkInFlight({ tasks: [task('a', 1, 'outbox')], downloads: {} })).toBe(true);
    expect(
      hasWorkInFlight({
        tasks: [],
        downloads: { d: { id: 'd', file: 'f', name: 'n', loaded: 0, total: null, state: 'running' } },
      }),
    ).toBe(true);
  });
});

function upload(id: string, state: UploadView['state']): UploadView {
  const base = { id, owner: '/ai/x#video', name: 'a.mp4', type: 'video/mp4', size: 10, purpose: null };
  return { ...base, sent: 0, state, stored: null, error: null, code: null, createdAt: 1 };
}

function dueTask(phase: TaskRecord['phase'], nextPollAt: number): TaskRecord {
  const base = newLocalTask(
    { localId: `${phase}-${nextPollAt}`, idempotencyKey: 'k', algorithm: 'text2image', params: {} },
    '7',
    0,
    pollingConfig(),
  );
  return { ...base, phase, nextPollAt };
}

describe('nextTickDelayMs', () => {
  it('waits for the earliest due in-flight task, within the floor and the ceiling', () => {
    const now = 10_000;
    expect(nextTickDelayMs({ tasks: [] }, now, 3000)).toBe(3000);
    expect(nextTickDelayMs({ tasks: [dueTask('success', now + 100)] }, now, 3000)).toBe(3000);
    expect(
      nextTickDelayMs({ tasks: [dueTask('running', now + 2000), dueTask('outbox', now + 1500)] }, now, 3000),
    ).toBe(1525);
    expect(nextTickDelayMs({ tasks: [dueTask('running', now - 500)] }, now, 3000)).toBe(1000);
    expect(nextTickDelayMs({ tasks: [dueTask('running', now + 20_000)] }, now, 3000)).toBe(3000);
  });
});
