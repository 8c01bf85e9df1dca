import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_DOWNLOAD_OVERTIME, ERROR_PROMISE_CANCELED } from '../../../src/core/business-codes';
import { createDownloadManager } from '../../../sw/downloads';
import type { DownloadProgress } from '../../../src/sw-contract/api';
import type { TaskTransport } from '../../../sw/transport';

type Download = TaskTransport['download'];

/** A transport whose download the test drives by hand: push bytes, then finish. */
function manualDownload() {
  let push!: (loaded: number, total: number | null) => void;
  let finish!: (blob: Blob) => void;
  let signal!: AbortSignal;
  const download: Download = (_file, _name, abortSignal, onProgress) => {
    signal = abortSignal;
    push = onProgress;
    return new Promise<Blob>((resolve, reject) => {
      finish = resolve;
      abortSignal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  };
  return {
    transport: { download },
    push: (a: number, b: number | null) => push(a, b),
    finish: (b: Blob) => finish(b),
    signal: () => signal,
  };
}

afterEach(() => vi.useRealTimers());

describe('download manager', () => {
  it('reports whole-percent progress and resolves with the stored file', async () => {
    const fake = manualDownload();
    const events: DownloadProgress[] = [];
    const manager = createDownloadManager({
      transport: fake.transport,
      emit: (progress) => events.push(progress),
      keep: async (id, name) => `/__sw-download/${id}/${name}`,
    });
    const result = manager.start('d1', 'file-1', 'cat.png');
    fake.push(0, 1000);
    fake.push(5, 1000);
    fake.push(10, 1000);
    fake.push(500, 1000);
    fake.finish(new Blob([new Uint8Array(1000)], { type: 'image/png' }));
    await expect(result).resolves.toMatchObject({
      size: 1000,
      type: 'image/png',
      cacheUrl: '/__sw-download/d1/cat.png',
    });
    expect(events.map((event) => [event.state, event.loaded])).toEqual([
      ['running', 0],
      ['running', 10],
      ['running', 500],
      ['done', 1000],
    ]);
    expect(manager.activeCount).toBe(0);
  });

  it("rejects with 'overtime reject' when no bytes arrive for the timeout, and aborts the request", async () => {
    vi.useFakeTimers();
    const fake = manualDownload();
    const manager = createDownloadManager({ transport: fake.transport, timeoutMs: 60_000 });
    const result = manager.start('d2', 'file-2', 'clip.mp4');
    const outcome = expect(result).rejects.toThrow(ERROR_DOWNLOAD_OVERTIME);
    vi.advanceTimersByTime(59_000);
    fake.push(10, null); // bytes arrived: the limit starts again
    vi.advanceTimersByTime(59_000);
    expect(fake.signal().aborted).toBe(false);
    vi.advanceTimersByTime(1_001);
    await outcome;
    expect(fake.signal().aborted).toBe(true);
  });

  it("rejects with 'promise canceled' on cancel and reports the cancelled state", async () => {
    const fake = manualDownload();
    const events: DownloadProgress[] = [];
    const manager = createDownloadManager({
      transport: fake.transport,
      emit: (progress) => events.push(progress),
    });
    const result = manager.start('d3', 'file-3', 'a.mp3');
    expect(manager.cancel('d3')).toBe(true);
    await expect(result).rejects.toThrow(ERROR_PROMISE_CANCELED);
    expect(events.at(-1)).toMatchObject({ state: 'cancelled', error: ERROR_PROMISE_CANCELED });
    expect(manager.cancel('d3')).toBe(false);
  });

  it('returns the running download when the same id is started again', async () => {
    const fake = manualDownload();
    const manager = createDownloadManager({ transport: fake.transport });
    const first = manager.start('d4', 'f', 'n');
    expect(manager.start('d4', 'f', 'n')).toBe(first);
    fake.finish(new Blob(['x']));
    await first;
  });
});
