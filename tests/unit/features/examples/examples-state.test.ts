import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DemoItem, DemoKey } from '../../../../src/core/contract/samples';

const get = vi.fn();
vi.mock('../../../../src/features/session/api-client', () => ({ api: { get: (url: string) => get(url) } }));

const { examplesState, loadExampleTab, setExamplePage } =
  await import('../../../../src/features/examples/examples-state');

const demo = (id: number, key: DemoKey): DemoItem => ({
  id,
  key,
  title: `Demo ${id}`,
  prompt: `prompt ${id}`,
  algorithm: key,
  module: key,
  thumbnail: `/t${id}.webp`,
  preview_url: `/p${id}.mp4`,
  width: 16,
  height: 9,
  fields: [{ field: 'prompt', val: `prompt ${id}` }],
});

/** Answers demo/list per key: two demos each, ids by key order. */
function serveDemos() {
  get.mockImplementation(async (url: string) => {
    const key = new URL(url, 'http://x').searchParams.get('key') as DemoKey;
    const base = { text2video: 10, image2video: 20, text2image: 30, image2image: 40, effect: 50 }[key];
    return { key, list: [demo(base + 1, key), demo(base + 2, key)] };
  });
}

beforeEach(() => {
  get.mockReset();
  for (const tab of ['video', 'image'] as const) {
    examplesState.tabs[tab] = { status: 'idle', items: [], page: 1 };
  }
});

describe('examples state', () => {
  it('loads a tab from its demo lists in order, once', async () => {
    serveDemos();
    await loadExampleTab('video');
    await loadExampleTab('video');
    expect(get.mock.calls.map(([url]) => url)).toEqual([
      '/v1/common/demo/list?key=text2video',
      '/v1/common/demo/list?key=image2video',
    ]);
    expect(examplesState.tabs.video.status).toBe('ready');
    expect(examplesState.tabs.video.items.map((d) => d.id)).toEqual([11, 12, 21, 22]);
    expect(examplesState.tabs.image.status).toBe('idle');
  });

  it('marks a failed load and loads again when asked', async () => {
    get.mockRejectedValue(new Error('offline'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadExampleTab('image');
    expect(examplesState.tabs.image).toMatchObject({ status: 'error', items: [] });
    serveDemos();
    await loadExampleTab('image');
    expect(examplesState.tabs.image.status).toBe('ready');
    expect(examplesState.tabs.image.items.map((d) => d.id)).toEqual([31, 32, 41, 42]);
    warn.mockRestore();
  });

  it('keeps each tab on its own page, within its page count', async () => {
    serveDemos();
    await loadExampleTab('video');
    await loadExampleTab('image');
    setExamplePage('video', 2);
    expect(examplesState.tabs.video.page).toBe(2);
    expect(examplesState.tabs.image.page).toBe(1);
    setExamplePage('video', 7);
    expect(examplesState.tabs.video.page).toBe(2);
    setExamplePage('image', 0);
    expect(examplesState.tabs.image.page).toBe(1);
  });
});
