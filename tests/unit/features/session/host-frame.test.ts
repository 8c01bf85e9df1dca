import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYSTEM_CONFIG_HOST_FRAME } from '../../../../src/core/contract/common-codes';
import type { SystemConfigItem } from '../../../../src/core/contract/common';

const PORTAL = 'https://portal.example';
const config: { items: SystemConfigItem[] } = { items: [] };
vi.mock('../../../../src/features/session/system-config', () => ({
  systemConfigItems: async () => config.items,
}));

/** A framed page: its parent records what is posted to it and with which target origin. */
function framedPage(ancestorOrigin?: string) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  vi.stubGlobal('window', { parent });
  vi.stubGlobal('location', ancestorOrigin ? { ancestorOrigins: [ancestorOrigin] } : {});
  return { parent, posted };
}

const hostItem = (origins: unknown): SystemConfigItem => ({
  code: SYSTEM_CONFIG_HOST_FRAME,
  value: JSON.stringify({ origins }),
});

/** The module keeps the allowed origins for the page's life: each test loads it afresh. */
const load = () => import('../../../../src/features/session/host-frame');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  config.items = [hostItem([PORTAL])];
});
afterEach(() => vi.unstubAllGlobals());

describe('host frame', () => {
  it('reads the host origins of the system config, none when missing or unreadable', async () => {
    const { hostFrameOrigins } = await load();
    expect(hostFrameOrigins([hostItem([PORTAL, 7])])).toEqual([PORTAL]);
    expect(hostFrameOrigins([])).toEqual([]);
    expect(hostFrameOrigins([{ code: SYSTEM_CONFIG_HOST_FRAME, value: '{' }])).toEqual([]);
  });

  it('takes messages from a parent at a named origin only', async () => {
    const { parent } = framedPage();
    const { hostMessage } = await load();
    const login = { action: 'login', token: 't' };
    const event = (origin: string, source: unknown = parent) =>
      ({ origin, source, data: login }) as MessageEvent;
    expect(await hostMessage(event(PORTAL))).toEqual(login);
    expect(await hostMessage(event('https://evil.example'))).toBeUndefined();
    // The right origin, but not the parent (another frame or a popup).
    expect(await hostMessage(event(PORTAL, {}))).toBeUndefined();
  });

  it('takes no host message when the deployment names no host', async () => {
    config.items = [];
    const { parent } = framedPage();
    const { hostMessage } = await load();
    const event = { origin: PORTAL, source: parent, data: { action: 'logout' } } as unknown as MessageEvent;
    expect(await hostMessage(event)).toBeUndefined();
  });

  it('posts the uid to the parent only at a named origin', async () => {
    const named = framedPage(PORTAL);
    await load().then(({ notifyHostFrame }) => notifyHostFrame({ action: 'login-success', uid: '7' }));
    await settle();
    expect(named.posted).toEqual([
      { message: { source: 'mi-app', action: 'login-success', uid: '7' }, origin: PORTAL },
    ]);

    vi.resetModules();
    const other = framedPage('https://evil.example');
    await load().then(({ notifyHostFrame }) => notifyHostFrame({ action: 'login-success', uid: '7' }));
    await settle();
    expect(other.posted).toEqual([]);
  });

  it('without ancestorOrigins, targets only the named origins (the browser delivers to the matching one)', async () => {
    config.items = [hostItem([PORTAL, 'https://other.example'])];
    const { posted } = framedPage();
    const { notifyHostFrame } = await load();
    notifyHostFrame({ action: 'logout' });
    await settle();
    expect(posted.map((p) => p.origin)).toEqual([PORTAL, 'https://other.example']);
    expect(posted.every((p) => p.origin !== '*')).toBe(true);
  });
});
