import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { balance, generateImage, removeServer, startOwnServer, waitForServiceWorker } from './support/tasks';
import type { RunningServer } from './support/server';
import { STORAGE_NAMESPACE } from '../../src/core/identity';

// A token renewed in the page reaches the service worker at once: a tab left open for days must not leave the
// worker polling with the token the renewal replaced (desktop project only: no layout here). The server's sign-ins
// last 40 min 5 s, so the page renews after about 6 s instead of two days.
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { TOKEN_LIFETIME_SECONDS: String(40 * 60 + 5) });
});
test.afterAll(async () => removeServer(server));

/** The login the worker keeps in IndexedDB for its own API calls. */
function workerToken(page: Page): Promise<string | null> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const record = await new Promise<{ token: string } | undefined>((resolve, reject) => {
      const get = db.transaction('session').objectStore('session').get('current');
      get.onsuccess = () => resolve(get.result as { token: string } | undefined);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return record?.token ?? null;
  }, `${STORAGE_NAMESPACE}-sw`);
}

test('a renewed token reaches the service worker at once, and its tasks go on with it', async ({
  page,
  context,
}) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  const renewed = page.waitForResponse((res) => res.url().includes('/v1/token/renew'), { timeout: 30_000 });
  await signUp(page);
  await waitForServiceWorker(page);
  await expect.poll(() => workerToken(page)).not.toBeNull();
  const before = await workerToken(page);

  const answer = (await (await renewed).json()) as { data: { access_token: string } };
  const fresh = answer.data.access_token;
  expect(fresh).not.toBe(before);
  await expect.poll(() => workerToken(page), { timeout: 10_000 }).toBe(fresh);

  // The worker's next create goes out with a renewed login (the page renews every few seconds here, so maybe a
  // later one), never with the one signed in with. The worker's own requests are seen through the context.
  const creates: string[] = [];
  await context.route('**/v1/ai/create/**', async (route) => {
    creates.push(route.request().headers().authorization ?? '');
    await route.continue();
  });
  await generateImage(page, 'a lighthouse at dusk');
  await expect(balance(page)).toHaveText(/4/);
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatch(/^Bearer ./);
  expect(creates[0]).not.toBe(`Bearer ${before}`);
});
