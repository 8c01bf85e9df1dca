import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerBridge } from '../../../../src/features/crop/worker-bridge';

interface FakeApi {
  work(ms: number, value: string): Promise<string>;
}

function fakeConnect(log: string[]) {
  let made = 0;
  return () => {
    const id = ++made;
    log.push(`start ${id}`);
    return {
      api: {
        work: (ms: number, value: string) =>
          new Promise<string>((resolve) => setTimeout(() => (log.push(`done ${value}`), resolve(value)), ms)),
      } satisfies FakeApi,
      terminate: () => log.push(`end ${id}`),
    };
  };
}

afterEach(() => vi.useRealTimers());

describe('WorkerBridge', () => {
  it('runs calls one at a time in order on one worker', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const bridge = new WorkerBridge(fakeConnect(log), 1000);
    const a = bridge.run((api) => api.work(30, 'a'));
    const b = bridge.run((api) => api.work(10, 'b'));
    await vi.advanceTimersByTimeAsync(50);
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['start 1', 'done a', 'done b']);
  });

  it('ends the worker after it idles and starts a new one for the next call', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const bridge = new WorkerBridge(fakeConnect(log), 1000);
    const a = bridge.run((api) => api.work(5, 'a'));
    await vi.advanceTimersByTimeAsync(10);
    await a;
    expect(bridge.running).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(bridge.running).toBe(false);
    expect(log).toContain('end 1');
    const b = bridge.run((api) => api.work(5, 'b'));
    await vi.advanceTimersByTimeAsync(10);
    expect(await b).toBe('b');
    expect(log).toContain('start 2');
  });

  it('rejects an aborted call: queued ones never start, a running one ends its worker', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const bridge = new WorkerBridge(fakeConnect(log), 1000);
    const running = new AbortController();
    const queued = new AbortController();
    const a = bridge.run((api) => api.work(50, 'a'), running.signal);
    const b = bridge.run((api) => api.work(50, 'b'), queued.signal);
    const c = bridge.run((api) => api.work(5, 'c'));
    const aDone = expect(a).rejects.toMatchObject({ name: 'AbortError' });
    const bDone = expect(b).rejects.toMatchObject({ name: 'AbortError' });
    queued.abort();
    await vi.advanceTimersByTimeAsync(10);
    running.abort();
    await aDone;
    await bDone;
    await vi.advanceTimersByTimeAsync(100);
    expect(await c).toBe('c');
    expect(log.slice(0, 3)).toEqual(['start 1', 'end 1', 'start 2']);
    expect(log).not.toContain('done b');
  });

  it('a worker that fails rejects the call on it, and the next call starts a new worker', async () => {
    const log: string[] = [];
    let fail: ((err: Error) => void) | undefined;
    let made = 0;
    const bridge = new WorkerBridge(() => {
      const id = ++made;
      log.push(`start ${id}`);
      return {
        api: { work: (value: string) => (id === 1 ? new Promise<string>(() => {}) : Promise.resolve(value)) },
        terminate: () => log.push(`end ${id}`),
        onError: (listener: (err: Error) => void) => (fail = listener),
      };
    });
    const stuck = bridge.run((api) => api.work('a'));
    // The call starts after the queue's earlier calls (none): a few microtasks.
    for (let i = 0; i < 10 && !fail; i++) await Promise.resolve();
    expect(fail).toBeDefined();
    fail!(new Error('worker failed: script did not load'));
    await expect(stuck).rejects.toThrow('script did not load');
    expect(await bridge.run((api) => api.work('b'))).toBe('b');
    expect(log).toEqual(['start 1', 'end 1', 'start 2']);
    bridge.terminate();
  });
});
