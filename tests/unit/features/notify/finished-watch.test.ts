import 'fake-indexeddb/auto';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TaskRecord } from '../../../../src/sw-contract/api';
import { applyTaskEvent, tasksState } from '../../../../src/features/tasks/tasks-state';
import { watchFinishedTasks } from '../../../../src/features/notify/finished-watch';

// The title's mark is a message: English source text here.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** The few parts of `document` the watch uses: visibility, its event and the title. */
function fakeDocument(visibilityState: DocumentVisibilityState, title: string) {
  const listeners: Array<() => void> = [];
  const doc = {
    visibilityState,
    title,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => {},
    show() {
      doc.visibilityState = 'visible';
      listeners.forEach((listener) => listener());
    },
  };
  vi.stubGlobal('document', doc);
  return doc;
}

function task(phase: TaskRecord['phase']): TaskRecord {
  return {
    localId: 'made-here',
    idempotencyKey: 'key',
    uid: '1',
    taskId: 'srv',
    algorithm: 'text2image',
    params: { prompt: 'a fox' },
    userData: {},
    realProgress: false,
    phase,
    status: 0,
    progress: 0,
    result: null,
    reason: '',
    error: null,
    cancelable: true,
    cost: 1,
    begin: 0,
    end: 0,
    createdAt: Date.now(),
    nextPollAt: 0,
    backoffStep: 0,
    deadline: 0,
    expiresAt: 0,
    updatedAt: 0,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
  applyTaskEvent(tasksState, { kind: 'snapshot', tasks: [] });
});

describe('watchFinishedTasks', () => {
  it('hears a Generate made here, and marks the hidden tab "✓ Done" until it is shown', async () => {
    const doc = fakeDocument('hidden', 'Text to image');
    const onStarted = vi.fn();
    const stop = watchFinishedTasks({ showsResults: () => true, onStarted });

    applyTaskEvent(tasksState, { kind: 'upsert', task: task('running') });
    await settle();
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(doc.title).toBe('Text to image');

    applyTaskEvent(tasksState, { kind: 'upsert', task: task('success') });
    await settle();
    expect(doc.title).toBe('✓ Done · Text to image');
    doc.show();
    expect(doc.title).toBe('Text to image');
    expect(onStarted).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the title alone for tasks that were already done, or made before the page opened', async () => {
    const doc = fakeDocument('hidden', 'Libraries');
    const onStarted = vi.fn();
    const stop = watchFinishedTasks({ showsResults: () => false, onStarted });
    applyTaskEvent(tasksState, { kind: 'upsert', task: { ...task('success'), createdAt: 0 } });
    await settle();
    expect(onStarted).not.toHaveBeenCalled();
    expect(doc.title).toBe('Libraries');
    stop();
  });
});
