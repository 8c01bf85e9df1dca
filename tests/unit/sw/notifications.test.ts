import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '../../../src/sw-contract/api';
import { markSeen, openNotifyDb } from '../../../src/sw-contract/notify-db';
import { createNotifier, finishedNotice, openNotifiedResult } from '../../../sw/notifications';
import { createTaskEngine } from '../../../sw/task-engine';
import { FakeTransport, dto, signedInDb } from './fake-transport';

const ORIGIN = 'https://app.test';

function task(overrides: Partial<TaskRecord> = {}): TaskRecord {
  return {
    localId: 'local-1',
    idempotencyKey: 'k',
    uid: '1',
    taskId: 'srv-1',
    algorithm: 'text2image',
    params: { prompt: 'a red fox running through deep snow at dawn in the forest' },
    userData: {},
    realProgress: false,
    phase: 'success',
    status: 1,
    progress: 100,
    result: {
      description: '',
      files: [
        { file: 'f', name: 'a.png', url: '/v1/file/view/a.png', kind: 'image', mime: 'image/png', size: 1 },
      ],
    },
    reason: '',
    error: null,
    cancelable: false,
    cost: 1,
    begin: 0,
    end: 0,
    createdAt: 0,
    nextPollAt: 0,
    backoffStep: 0,
    deadline: 0,
    expiresAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

describe('finishedNotice', () => {
  it('names what is ready, repeats the first words of the prompt and shows the picture', () => {
    const notice = finishedNotice(task(), ORIGIN)!;
    expect(notice.title).toBe('Your image is ready');
    expect(notice.options.body).toBe('a red fox running through deep snow at…');
    expect(notice.options.image).toBe(`${ORIGIN}/v1/file/view/a.png`);
    expect(notice.options.tag).toBe('task-local-1');
    expect(notice.options.data).toEqual({ url: '/ai/libraries', localId: 'local-1' });
  });

  it('says a failure failed, and nothing for a cancelled task', () => {
    const failed = finishedNotice(
      task({ phase: 'failed', result: null, params: {}, reason: 'Too dark' }),
      ORIGIN,
    );
    expect(failed).toMatchObject({
      title: 'Generation failed',
      options: { body: 'Too dark', icon: '/icons/icon-192.png' },
    });
    expect(finishedNotice(task({ phase: 'cancelled' }), ORIGIN)).toBeNull();
  });
});

function notifierWith(visibility: DocumentVisibilityState[], permission: NotificationPermission = 'granted') {
  const shown: string[] = [];
  const badges: number[] = [];
  const notify = createNotifier({
    registration: { showNotification: async (title: string) => void shown.push(title) },
    windows: async () => visibility.map((visibilityState) => ({ visibilityState })),
    notifyDb: openNotifyDb,
    origin: ORIGIN,
    setBadge: async (count) => void badges.push(count),
    permission: () => permission,
  });
  return { notify, shown, badges };
}

describe('createNotifier', () => {
  it('notifies when every window is hidden or none is open, and counts unseen results on the badge', async () => {
    await markSeen(await openNotifyDb());
    const hidden = notifierWith(['hidden']);
    await hidden.notify(task({ localId: 'a' }));
    const none = notifierWith([]);
    await none.notify(task({ localId: 'b' }));
    expect([...hidden.shown, ...none.shown]).toEqual(['Your image is ready', 'Your image is ready']);
    expect([...hidden.badges, ...none.badges]).toEqual([1, 2]);
    expect(await markSeen(await openNotifyDb(), ['a'])).toBe(1);
  });

  it('stays quiet while a window is visible or the user has not allowed notifications', async () => {
    const visible = notifierWith(['hidden', 'visible']);
    await visible.notify(task());
    const refused = notifierWith([], 'default');
    await refused.notify(task());
    expect([...visible.shown, ...refused.shown]).toEqual([]);
  });
});

describe('the engine hook', () => {
  it('hears a task once, when a poll moves it from running to a final phase', async () => {
    const db = await signedInDb();
    const transport = new FakeTransport();
    const finished: string[] = [];
    let now = 1000;
    const engine = createTaskEngine({
      db: async () => db,
      transport,
      config: { resultPollMs: 100, taskDeadlineMs: 10_000 },
      clock: () => now,
      onFinished: (t) => finished.push(`${t.localId}:${t.phase}`),
    });
    transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    const { record, sent } = await engine.createTask({ localId: 'x', algorithm: 'text2image', params: {} });
    await sent;
    now += 200;
    transport.queue('result', dto({ status: 3, progress: 100, end: 1040 }));
    await engine.resumeTasks();
    transport.setDefault('dataSave', undefined);
    await engine.like(record.localId, 1);
    expect(finished).toEqual(['x:success']);
  });
});

describe('a click on the notification', () => {
  function fakeClients(urls: string[]) {
    const calls: string[] = [];
    const windows = urls.map((url) => ({
      url,
      focus: async () => {
        calls.push(`focus ${url}`);
        return { navigate: async (to: string) => void calls.push(`navigate ${to}`) };
      },
    }));
    const clients = {
      matchAll: async () => windows,
      openWindow: async (url: string) => void calls.push(`open ${url}`),
    } as unknown as Clients;
    return { clients, calls };
  }

  it('brings an open window of the app forward on the result page', async () => {
    const { clients, calls } = fakeClients([`${ORIGIN}/ai/home`]);
    await openNotifiedResult(clients, { url: '/ai/libraries' }, ORIGIN);
    expect(calls).toEqual([`focus ${ORIGIN}/ai/home`, `navigate ${ORIGIN}/ai/libraries`]);
  });

  it('opens a window when none is open', async () => {
    const { clients, calls } = fakeClients([]);
    await openNotifiedResult(clients, null, ORIGIN);
    expect(calls).toEqual([`open ${ORIGIN}/ai/libraries`]);
  });
});
