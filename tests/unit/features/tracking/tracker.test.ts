import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackBatch } from '../../../../src/core/contract/track';
import {
  TRACK_BACKLOG_MAX,
  TRACK_BATCH_LIMIT,
  TRACK_BATCH_MAX,
  TRACK_FLUSH_MS,
} from '../../../../src/core/tracking';

/** The browser parts the tracker uses: fetch, sendBeacon, the page's hide events, its path and cookies. */
function fakeBrowser(fetchAnswer: () => Promise<{ status: number }>) {
  const listeners = new Map<string, () => void>();
  const doc = {
    visibilityState: 'visible',
    cookie: 'mi_device_sn=device-1',
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
  };
  const fetched: TrackBatch[] = [];
  const beacons: TrackBatch[] = [];
  vi.stubGlobal('document', doc);
  vi.stubGlobal('window', { addEventListener: (type: string, fn: () => void) => listeners.set(type, fn) });
  vi.stubGlobal('location', { pathname: '/ai/home', protocol: 'http:' });
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: string) => (beacons.push(JSON.parse(body)), true),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      fetched.push(JSON.parse(init.body));
      return fetchAnswer();
    }),
  );
  const hide = () => {
    doc.visibilityState = 'hidden';
    listeners.get('visibilitychange')!();
  };
  return { fetched, beacons, hide };
}

async function freshTracker() {
  vi.resetModules();
  return import('../../../../src/features/tracking/tracker');
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tracker', () => {
  it('sends a few events after the flush interval, a full batch at once, with the device and the page', async () => {
    const browser = fakeBrowser(async () => ({ status: 200 }));
    const { track } = await freshTracker();
    track('page_view');
    track('hook_click', { hook: 'plan_lock' });
    expect(browser.fetched).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_MS);
    expect(browser.fetched).toHaveLength(1);
    expect(browser.fetched[0]).toMatchObject({
      device: 'device-1',
      events: [
        { name: 'page_view', page: '/ai/home', props: {} },
        { name: 'hook_click', page: '/ai/home', props: { hook: 'plan_lock' } },
      ],
    });

    for (let i = 0; i < TRACK_BATCH_MAX; i += 1) track('button_click', { button_name: `b${i}` });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.fetched).toHaveLength(2);
    expect(browser.fetched[1]!.events).toHaveLength(TRACK_BATCH_MAX);
  });

  it('keeps events while offline (the newest, bounded) and hands them to beacons when the page hides', async () => {
    const browser = fakeBrowser(() => Promise.reject(new TypeError('Failed to fetch')));
    const { track } = await freshTracker();
    const total = TRACK_BACKLOG_MAX + 30;
    for (let i = 0; i < total; i += 1) {
      track('button_click', { n: i });
      await vi.advanceTimersByTimeAsync(0);
    }
    browser.hide();
    const sent = browser.beacons.flatMap((b) => b.events.map((e) => e.props!.n));
    expect(browser.beacons.every((b) => b.events.length <= TRACK_BATCH_LIMIT)).toBe(true);
    expect(sent).toHaveLength(TRACK_BACKLOG_MAX);
    expect(sent[0]).toBe(total - TRACK_BACKLOG_MAX);
    expect(sent.at(-1)).toBe(total - 1);
  });

  it('drops a batch the server refuses (sending it again would be refused again)', async () => {
    const browser = fakeBrowser(async () => ({ status: 400 }));
    const { track } = await freshTracker();
    track('purchase');
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_MS);
    expect(browser.fetched).toHaveLength(1);
    browser.hide();
    expect(browser.beacons).toEqual([]);
  });
});
