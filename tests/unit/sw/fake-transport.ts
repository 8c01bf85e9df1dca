import 'fake-indexeddb/auto';
import type { TaskDto } from '../../../src/core/contract/tasks';
import { TransportError, type TaskTransport } from '../../../sw/transport';
import { openSwDb, type SwDb } from '../../../src/sw-contract/db';
import { setSession } from '../../../sw/db';

type Answer<T> = T | TransportError | (() => T | Promise<T>);

/** A scripted transport: each method answers from its queue (or a default) and records its calls. */
export class FakeTransport implements TaskTransport {
  calls: Array<{ method: string; args: unknown[] }> = [];
  answers = new Map<string, Array<Answer<unknown>>>();
  defaults = new Map<string, Answer<unknown>>();

  queue(method: keyof TaskTransport, ...answers: Array<Answer<unknown>>): this {
    this.answers.set(method, [...(this.answers.get(method) ?? []), ...answers]);
    return this;
  }

  setDefault(method: keyof TaskTransport, answer: Answer<unknown>): this {
    this.defaults.set(method, answer);
    return this;
  }

  callsOf(method: keyof TaskTransport): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private async answer<T>(method: string, args: unknown[]): Promise<T> {
    this.calls.push({ method, args });
    const queued = this.answers.get(method);
    if (!queued?.length && !this.defaults.has(method))
      throw new Error(`FakeTransport: no answer for ${method}`);
    const next = queued?.length ? queued.shift() : this.defaults.get(method);
    if (next instanceof TransportError) throw next;
    return (typeof next === 'function' ? await (next as () => T)() : next) as T;
  }

  create(...args: Parameters<TaskTransport['create']>) {
    return this.answer<Awaited<ReturnType<TaskTransport['create']>>>('create', args);
  }
  result(...args: Parameters<TaskTransport['result']>) {
    return this.answer<TaskDto>('result', args);
  }
  progress(...args: Parameters<TaskTransport['progress']>) {
    return this.answer<Awaited<ReturnType<TaskTransport['progress']>>>('progress', args);
  }
  cancel(...args: Parameters<TaskTransport['cancel']>) {
    return this.answer<TaskDto | null>('cancel', args);
  }
  del(...args: Parameters<TaskTransport['del']>) {
    return this.answer<void>('del', args);
  }
  retry(...args: Parameters<TaskTransport['retry']>) {
    return this.answer<Awaited<ReturnType<TaskTransport['retry']>>>('retry', args);
  }
  list(...args: Parameters<TaskTransport['list']>) {
    return this.answer<Awaited<ReturnType<TaskTransport['list']>>>('list', args);
  }
  dataSave(...args: Parameters<TaskTransport['dataSave']>) {
    return this.answer<void>('dataSave', args);
  }
  download(...args: Parameters<TaskTransport['download']>) {
    return this.answer<Blob>('download', args);
  }
}

export const networkDown = () => new TransportError('network', 'http connection timeout', {});
export const refused = (code: number, msg: string) =>
  TransportError.fromEnvelope({ code, msg, data: null, trace_id: 't' });

export function dto(overrides: Partial<TaskDto> = {}): TaskDto {
  return {
    task_id: 'srv-1',
    algorithm: 'text2image',
    status: 2,
    progress: 10,
    begin: 1000,
    end: 0,
    cost: 1,
    reason: '',
    params: { prompt: 'a cat' },
    user_data: {},
    result: null,
    cancelable: true,
    created_at: 1000,
    ...overrides,
  };
}

let dbCounter = 0;
/** A fresh database (fake-indexeddb) with a signed-in session for uid 7. */
export async function signedInDb(now = Date.now()): Promise<SwDb> {
  const db = await openSwDb(`test-${++dbCounter}-${Math.random()}`, now);
  await setSession(db, { token: 'tok', uid: '7' }, now);
  return db;
}
