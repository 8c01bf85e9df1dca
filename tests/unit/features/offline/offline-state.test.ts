import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  offlineState,
  reportRequestAnswered,
  reportRequestFailed,
  watchConnection,
} from '../../../../src/features/offline/offline-state';

/** A window with the browser's online flag and its online/offline events. */
function fakeBrowser(online: boolean) {
  const events = new EventTarget();
  const navigator = { onLine: online };
  vi.stubGlobal('navigator', navigator);
  vi.stubGlobal('window', events);
  return {
    go(next: boolean) {
      navigator.onLine = next;
      events.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('offline state', () => {
  it('follows the browser, and a request that got no answer, until an answer or the way back online', () => {
    const browser = fakeBrowser(true);
    const stop = watchConnection();
    expect(offlineState.offline).toBe(false);
    browser.go(false);
    expect(offlineState.offline).toBe(true);
    browser.go(true);
    expect(offlineState.offline).toBe(false);

    reportRequestFailed();
    expect(offlineState.offline).toBe(true);
    reportRequestAnswered();
    expect(offlineState.offline).toBe(false);

    reportRequestFailed();
    browser.go(false);
    browser.go(true);
    expect(offlineState.offline).toBe(false);
    stop();
    browser.go(false);
    expect(offlineState.offline).toBe(false);
  });
});
