import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import type { TaskRecord } from '../../../src/sw-contract/api';
import {
  createZipRegistry,
  isZipPath,
  servePlannedZip,
  zipEntries,
  zipFileName,
} from '../../../sw/zip-download';

const task = (over: Partial<TaskRecord> & { localId: string }): TaskRecord =>
  ({
    idempotencyKey: '',
    uid: '1',
    taskId: null,
    algorithm: 'text2image',
    params: {},
    userData: {},
    phase: 'success',
    result: null,
    createdAt: 0,
    ...over,
  }) as TaskRecord;

const file = (name: string, url: string, size = 3) => ({
  file: name,
  name,
  url,
  kind: 'image' as const,
  mime: 'image/png',
  size,
});

describe('library zip', () => {
  const tasks = [
    task({
      localId: 'a',
      taskId: 'task-aaaa1111',
      params: { prompt: 'Two cats on a windowsill' },
      result: { files: [file('x.png', '/f/1'), file('y.png', '/f/2')], description: '' },
    }),
    task({ localId: 'b', phase: 'running', params: { prompt: 'busy' } }),
    task({
      localId: 'c',
      taskId: 'task-cccc',
      algorithm: 'txt2Music',
      userData: { name: 'Calm piano' },
      result: {
        files: [{ ...file('song.mp3', '/f/3'), kind: 'audio', mime: 'audio/mpeg' }],
        description: '',
      },
    }),
  ];

  it('takes the finished files in the order asked, with readable unique names', () => {
    expect(zipEntries(tasks, ['c', 'b', 'a', 'missing'])).toEqual([
      { name: 'calm-piano-taskcccc.mp3', url: '/f/3', size: 3 },
      { name: 'two-cats-on-a-windowsill-taskaaaa.png', url: '/f/1', size: 3 },
      { name: 'two-cats-on-a-windowsill-taskaaaa-2.png', url: '/f/2', size: 3 },
    ]);
    expect(zipFileName(Date.UTC(2025, 5, 1))).toBe('library-2025-06-01.zip');
  });

  it('serves a planned zip once, streamed from the cache, and 404 for unknown or expired plans', async () => {
    let now = 1000;
    const registry = createZipRegistry('https://app.test', () => now);
    const plan = registry.add('library.zip', [
      { name: 'one.png', url: 'https://app.test/f/1', size: 3 },
      { name: 'two.txt', url: 'https://app.test/f/2', size: 5 },
    ]);
    const path = new URL(plan.url!).pathname;
    expect(isZipPath(path)).toBe(true);
    expect(isZipPath('/v1/file/view/x')).toBe(false);
    const stored = new Map([
      ['https://app.test/f/1', new Response(new Uint8Array([1, 2, 3]))],
      ['https://app.test/f/2', new Response('hello')],
    ]);
    const caches = {
      open: async () => ({ match: async (url: string) => stored.get(url) }),
    } as unknown as CacheStorage;

    const response = servePlannedZip(caches, registry, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain("filename*=UTF-8''library.zip");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['one.png', 'two.txt']);
    expect([...entries['one.png']!]).toEqual([1, 2, 3]);
    expect(strFromU8(entries['two.txt']!)).toBe('hello');

    expect(servePlannedZip(caches, registry, path).status).toBe(404);
    const late = new URL(registry.add('late.zip', []).url!).pathname;
    now += 10 * 60_000;
    expect(servePlannedZip(caches, registry, late).status).toBe(404);
  });
});
