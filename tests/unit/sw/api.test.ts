import { describe, expect, it } from 'vitest';
import { proxy, releaseProxy, wrap } from 'comlink';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { linkPort } from '../../../sw/api';
import type { SwApi, TaskEvent } from '../../../src/sw-contract/api';
import { createSwService } from '../../../sw/service';
import { fromWireError } from '../../../src/sw-contract/wire';
import { FakeTransport, dto, networkDown, refused, signedInDb } from './fake-transport';

async function linkedService() {
  const db = await signedInDb();
  const transport = new FakeTransport();
  const service = createSwService({
    openDb: async () => db,
    transport,
    origin: 'https://app.test',
    version: 'v',
    build: 'b',
  });
  const link = () => {
    const channel = new MessageChannel();
    linkPort(service, channel.port2 as unknown as MessagePort, 'client-1');
    return wrap<SwApi>(channel.port1 as unknown as MessagePort);
  };
  return { service, transport, link };
}

function collector() {
  const events: TaskEvent[] = [];
  const waiters: Array<() => void> = [];
  return {
    events,
    callback: proxy((event: TaskEvent) => {
      events.push(event);
      waiters.splice(0).forEach((wake) => wake());
    }),
    async until(check: () => boolean) {
      while (!check()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

describe('comlink link', () => {
  it('gives a new subscriber the current list, then every change', async () => {
    const { transport, link } = await linkedService();
    const api = link();
    expect(await api.hello()).toEqual({ version: 'v', build: 'b' });
    const sub = collector();
    await api.subscribe(sub.callback);
    await sub.until(() => sub.events.length > 0);
    expect(sub.events[0]).toEqual({ kind: 'snapshot', tasks: [], uploads: [] });

    transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    const record = await api.createTask({ localId: 'L1', algorithm: 'text2image', params: { prompt: 'x' } });
    expect(record).toMatchObject({ localId: 'L1', phase: 'running', taskId: 'srv-1' });
    await sub.until(() =>
      sub.events.some((event) => event.kind === 'upsert' && event.task.phase === 'running'),
    );
    expect(
      sub.events
        .filter((event) => event.kind === 'upsert')
        .map((event) => event.kind === 'upsert' && event.task.phase),
    ).toEqual(['outbox', 'running']);
    expect((await api.listTasks()).map((task) => task.localId)).toEqual(['L1']);
    api[releaseProxy]();
  });

  it('answers an offline create with the outbox record', async () => {
    const { transport, link } = await linkedService();
    const api = link();
    transport.queue('create', networkDown());
    expect(await api.createTask({ algorithm: 'clip', params: {} })).toMatchObject({ phase: 'outbox' });
    api[releaseProxy]();
  });

  it('carries the envelope code of a refused command across the link', async () => {
    const { transport, link } = await linkedService();
    const api = link();
    transport.queue('create', { task_id: 'srv-1', task: dto(), credits: 4 });
    await api.createTask({ localId: 'L1', algorithm: 'clip', params: {} });
    transport.queue('del', refused(CODE_PARAMS_ERROR, 'params error'));
    const failure = await api.deleteTask('L1').then(
      () => null,
      (error: unknown) => fromWireError(error),
    );
    expect(failure).toEqual({ kind: 'envelope', code: CODE_PARAMS_ERROR, msg: 'params error' });
    api[releaseProxy]();
  });

  it('drops the old subscriptions of a page that re-links', async () => {
    const { service, link } = await linkedService();
    const first = link();
    await first.subscribe(collector().callback);
    expect(service.hub.size).toBe(1);
    const second = link();
    await second.subscribe(collector().callback);
    expect(service.hub.size).toBe(1);
    first[releaseProxy]();
    second[releaseProxy]();
  });
});
