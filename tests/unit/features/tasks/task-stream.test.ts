import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { createTaskStream } from '../../../../src/features/tasks/task-stream';
import {
  TASK_EVENTS_PATH,
  TASK_STREAM_HEARTBEAT_MS,
  TASK_STREAM_RETRY_MS,
  type TaskStreamUpdate,
} from '../../../../src/core/contract/task-events';

/** The browser's EventSource as far as the stream uses it: named events, error, readyState, close. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown = '') {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The server answered with something other than a stream (401 …): EventSource gives up. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

const latest = () => FakeEventSource.made.at(-1)!;
const openCount = () => FakeEventSource.made.filter((s) => s.readyState !== FakeEventSource.CLOSED).length;

function setup(known: string[] = ['srv-1']) {
  const applied: TaskStreamUpdate[] = [];
  const resync = vi.fn();
  const stream = createTaskStream({
    apply: async (update) => void applied.push(update),
    relevant: (taskId) => known.includes(taskId),
    resync,
  });
  return { stream, applied, resync };
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page task stream', () => {
  it('opens on login, keeps the stream through a token renewal, closes on logout', () => {
    const { stream } = setup();
    stream.follow('7');
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe(TASK_EVENTS_PATH);
    stream.follow('7');
    expect(FakeEventSource.made).toHaveLength(1);
    stream.follow(null);
    expect(openCount()).toBe(0);
    stream.follow('8');
    expect(FakeEventSource.made).toHaveLength(2);
    expect(openCount()).toBe(1);
  });

  it('hands the updates of tasks this device holds to the service worker, in order', async () => {
    const { stream, applied } = setup(['srv-1']);
    stream.follow('7');
    latest().emit('task', { task_id: 'srv-1', status: 2 });
    latest().emit('task', { task_id: 'srv-elsewhere', status: 3 });
    latest().emit('task', { task_id: 'srv-1', status: 3 });
    latest().emit('removed', { task_id: 'srv-1' });
    await vi.runOnlyPendingTimersAsync();
    expect(applied).toEqual([
      { kind: 'task', task: { task_id: 'srv-1', status: 2 } },
      { kind: 'task', task: { task_id: 'srv-1', status: 3 } },
      { kind: 'removed', task_id: 'srv-1' },
    ]);
  });

  it('asks for a pass after every reconnect, not after the first connect', () => {
    const { stream, resync } = setup();
    stream.follow('7');
    latest().emit('ready', { cursor: '1' });
    expect(resync).not.toHaveBeenCalled();
    latest().emit('ready', { cursor: '2' });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it('opens again after a refusal with a growing pause, and at once when the login is renewed', () => {
    const { stream } = setup();
    stream.follow('7');
    latest().refuse();
    vi.advanceTimersByTime(TASK_STREAM_RETRY_MS - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().refuse();
    vi.advanceTimersByTime(TASK_STREAM_RETRY_MS);
    expect(FakeEventSource.made).toHaveLength(2);
    stream.follow('7');
    expect(FakeEventSource.made).toHaveLength(3);
    expect(openCount()).toBe(1);
  });

  it('replaces a stream that went silent for more than two heartbeats', () => {
    const { stream } = setup();
    stream.follow('7');
    const first = latest();
    vi.advanceTimersByTime(TASK_STREAM_HEARTBEAT_MS);
    first.emit('ping');
    vi.advanceTimersByTime(TASK_STREAM_HEARTBEAT_MS * 2);
    expect(latest()).toBe(first);
    vi.advanceTimersByTime(TASK_STREAM_HEARTBEAT_MS);
    expect(latest()).not.toBe(first);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('names the app’s language, which EventSource cannot send as Accept-Language, so reasons come in it', () => {
    const before = i18n.locale;
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    try {
      const { stream } = setup();
      stream.follow('7');
      expect(latest().url).toBe(`${TASK_EVENTS_PATH}?lang=ja`);
      stream.follow(null);
    } finally {
      if (before) i18n.activate(before);
    }
  });
});
