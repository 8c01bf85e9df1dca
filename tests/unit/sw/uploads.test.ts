import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openSwDb } from '../../../src/sw-contract/db';
import type { TaskEvent, UploadView } from '../../../src/sw-contract/api';
import { TUS_UPLOAD_PATH } from '../../../src/core/contract/uploads';
import { createSwService } from '../../../sw/service';
import { memoryLocks } from '../../../sw/locks';
import { signIn, startTestApp, type TestApp, type TestUser } from '../server/support/test-app';
import { fixtureDir, mp4Clip } from '../server/support/upload-fixtures';

// The SW's upload manager against the real server over a real socket: what a phone on a bad line goes through.
let t: TestApp;
let base: string;
afterEach(async () => {
  t?.app.server.closeAllConnections();
  await t?.app.close();
});

/** fetch with a switch that makes every request fail like a dropped network, and a count of PATCH bytes. */
function flakyFetch() {
  const state = { down: false, patchBytes: 0, patches: 0 };
  const doFetch: typeof fetch = async (input, init) => {
    if (init?.method === 'PATCH') {
      state.patches += 1;
      state.patchBytes += (init.body as Blob | null)?.size ?? 0;
    }
    if (state.down) throw new TypeError('Failed to fetch');
    return fetch(input, init);
  };
  return { state, fetch: doFetch };
}

async function setup(dbName = `uploads-${Math.random()}`) {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await signIn(t.ctx);
  return { user, dbName, net: flakyFetch() };
}

/** What Web Locks are in a browser: one set shared by every worker instance and tab of the origin. */
const sharedLocks = memoryLocks();

function startService(
  dbName: string,
  user: TestUser,
  net: ReturnType<typeof flakyFetch>,
  events: TaskEvent[] = [],
) {
  const service = createSwService({
    locks: sharedLocks,
    openDb: () => openSwDb(dbName),
    origin: base,
    version: 'v',
    build: 'b',
    fetch: net.fetch,
    uploadChunkBytes: 16 * 1024,
    // Backoff in milliseconds, so a test waits for the network, not the clock.
    pollingConfig: { backoffBaseMs: 5, backoffCapMs: 20 },
  });
  service.hub.start(
    service.hub.subscribe((event) => events.push(event), 'test#1'),
    { kind: 'snapshot', tasks: [] },
  );
  return {
    service,
    signIn: () => service.setSession({ token: user.token, uid: user.userId }),
  };
}

async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const clip = async () =>
  new Blob([new Uint8Array(await mp4Clip(fixtureDir(), 6, '320x240'))], { type: 'video/mp4' });
const only = (list: UploadView[]) => list[0];

describe('uploads the service worker owns (tus)', () => {
  it('survives a network cut part way, resumes from the server offset, and ends with the stored file', async () => {
    const { user, dbName, net } = await setup();
    const events: TaskEvent[] = [];
    const { service, signIn: login } = startService(dbName, user, net, events);
    await login();
    const file = await clip();
    expect(file.size).toBeGreaterThan(5 * 16 * 1024);

    await service.uploads.start({
      id: 'u1',
      owner: '/ai/video-to-video#video',
      file,
      name: 'walk.mp4',
      purpose: 'video',
    });
    await until(service.uploads.list, (list) => only(list)?.sent > file.size / 3);
    net.state.down = true;
    const waiting = await until(service.uploads.list, (list) => only(list)?.state === 'waiting');
    expect(only(waiting).sent).toBeLessThan(file.size);
    net.state.down = false;
    // What a page tick or a sync event does: a pass resumes it.
    await service.resume({ networkBack: true });
    const done = await until(service.uploads.list, (list) => only(list)?.state === 'done');
    expect(only(done).stored).toMatchObject({ type: 'video', size: file.size, fullName: 'walk.mp4' });
    expect(only(done).sent).toBe(file.size);
    // One lost chunk at most, not the file again.
    expect(net.state.patchBytes).toBeLessThan(file.size * 1.3);
    // Pages heard the progress and the outcome.
    const states = events.flatMap((event) => (event.kind === 'upload' ? [event.upload.state] : []));
    expect(states).toEqual(expect.arrayContaining(['uploading', 'waiting', 'done']));

    // The stored file is the user's: a task can use its id, and it downloads whole.
    const view = await fetch(new URL(only(done).stored!.url, base));
    expect((await view.arrayBuffer()).byteLength).toBe(file.size);
  });

  it('a new worker start over the same database resumes an upload the old one left half sent', async () => {
    const { user, dbName, net } = await setup();
    const first = startService(dbName, user, net);
    await first.signIn();
    const file = await clip();
    await first.service.uploads.start({ id: 'u2', owner: 'x', file, name: 'walk.mp4', purpose: null });
    await until(first.service.uploads.list, (list) => only(list)?.sent > 0 && only(list)?.sent < file.size);
    // The browser stops the worker: its requests die with it.
    net.state.down = true;
    await until(first.service.uploads.list, (list) => only(list)?.state === 'waiting');
    const sentBefore = only(await first.service.uploads.list()).sent;

    net.state.down = false;
    const second = startService(dbName, user, net);
    await second.service.resume({ networkBack: true });
    const done = await until(second.service.uploads.list, (list) => only(list)?.state === 'done');
    expect(only(done).stored?.size).toBe(file.size);
    expect(sentBefore).toBeGreaterThan(0);
    expect(net.state.patchBytes).toBeLessThan(file.size * 1.3);
  });

  it('a disguised file is refused with the server’s reason, and a cancelled upload is deleted on the server', async () => {
    const { user, dbName, net } = await setup();
    const { service, signIn: login } = startService(dbName, user, net);
    await login();
    const fake = new Blob([new TextEncoder().encode('not a video at all '.repeat(3000))], {
      type: 'video/mp4',
    });
    await service.uploads.start({ id: 'u3', owner: 'x', file: fake, name: 'clip.mp4', purpose: 'video' });
    const refused = await until(service.uploads.list, (list) => only(list)?.state === 'refused');
    expect(only(refused).error).toMatch(/not a|unsupported|cannot|could not/i);
    await service.uploads.cancel('u3');

    const file = await clip();
    await service.uploads.start({ id: 'u4', owner: 'x', file, name: 'walk.mp4', purpose: 'video' });
    await until(service.uploads.list, (list) => only(list)?.sent > 0);
    const db = await openSwDb(dbName);
    const url = (await db.get('uploads', 'u4'))!.url!;
    await service.uploads.cancel('u4');
    expect(await service.uploads.list()).toEqual([]);
    // The attempt in flight ended with the cancel: nothing holds the worker's events open.
    const idle = await Promise.race([
      service.whenIdle().then(() => 'idle'),
      new Promise((resolve) => setTimeout(() => resolve('still busy'), 3000)),
    ]);
    expect(idle).toBe('idle');
    const head = await fetch(url, { method: 'HEAD', headers: { ...user.headers, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
    expect(url).toContain(TUS_UPLOAD_PATH);
  });

  it('a lapsed sign-in pauses the upload instead of refusing it', async () => {
    const { user, dbName, net } = await setup();
    const { service } = startService(dbName, user, net);
    await service.setSession({ token: 'expired-token', uid: user.userId });
    await service.uploads.start({ id: 'u6', owner: 'x', file: await clip(), name: 'a.mp4', purpose: null });
    const paused = await until(service.uploads.list, (list) => only(list)?.state === 'waiting');
    expect(only(paused).error).toBeNull();
    // Signed in again: the next pass sends it.
    await service.setSession({ token: user.token, uid: user.userId });
    await service.resume({ networkBack: true });
    await until(service.uploads.list, (list) => only(list)?.state === 'done');
  });

  it('refuses to start without a sign-in', async () => {
    const { user, dbName, net } = await setup();
    const { service } = startService(dbName, user, net);
    await expect(
      service.uploads.start({ id: 'u5', owner: 'x', file: await clip(), name: 'a.mp4', purpose: null }),
    ).rejects.toThrow('Please log in first');
  });
});
