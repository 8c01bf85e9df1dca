import { test, expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { STORAGE_NAMESPACE } from '../../src/core/identity';
import { generateImage, resultImage, waitForServiceWorker } from './support/tasks';

/** The one-time question the app asks after the first Generate. */
function notifyQuestion(page: Page) {
  return page.getByRole('region', { name: 'Notifications' });
}

/**
 * Holds back every way the page and its service worker could learn a task's outcome (polls, the event stream),
 * so the outcome is learnt only once the tab is closed. Returns the function that lets them through again.
 */
async function holdOutcomes(context: BrowserContext): Promise<() => Promise<void>> {
  const outcome = (url: URL) =>
    url.pathname.startsWith('/v1/ai/result/') ||
    url.pathname.includes('/progress/') ||
    url.pathname.startsWith('/v1/ai/events');
  const handler = (route: Route) => route.abort();
  await context.route(outcome, handler);
  return () => context.unroute(outcome, handler);
}

test('the question comes after the first Generate, not on load, and "Not now" is remembered', async ({
  page,
}, testInfo) => {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await waitForServiceWorker(page);
  await expect(notifyQuestion(page)).toHaveCount(0);

  await generateImage(page, 'a lighthouse on a cliff in a storm');
  await expect(notifyQuestion(page)).toContainText('Get told when your results are ready?');
  await expect(notifyQuestion(page).getByRole('button', { name: 'Turn on' })).toBeVisible();
  await saveScreen(page, testInfo, 'notify-question');
  await notifyQuestion(page).getByRole('button', { name: 'Not now' }).click();
  await expect(notifyQuestion(page)).toHaveCount(0);
  await expect(resultImage(page)).toBeVisible({ timeout: 45_000 });

  await page.reload();
  // Past the few seconds the page keeps to itself after a load (the question's layer loads after them).
  await page.getByLabel('Prompt').click();
  await page.waitForTimeout(3000);
  await generateImage(page, 'a second lighthouse, at night');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(resultImage(page)).toBeVisible({ timeout: 45_000 });
  await expect(notifyQuestion(page)).toHaveCount(0);
});

test('a task that finishes after the tab closed is notified by the service worker', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await waitForServiceWorker(page);
  const release = await holdOutcomes(context);
  await generateImage(page, 'a paper boat sailing down a rainy street gutter at dusk');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  // Permission already granted: the app has nothing to ask.
  await expect(notifyQuestion(page)).toHaveCount(0);
  await page.close();

  await release();
  // With no window of the app open, the browser wakes the worker with a Background Sync event (dispatched here
  // through DevTools from a blank tab, which is no window of the app): its pass polls the task, finds it done and
  // notifies.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const [worker] = context.serviceWorkers();
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin: new URL(baseURL!).origin,
          registrationId,
          tag: 'mi-tasks',
          lastChance: false,
        });
        return worker.evaluate(async () =>
          (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map(
            (n) => n.title,
          ),
        );
      },
      { timeout: 45_000, intervals: [1000] },
    )
    .toEqual(['Your image is ready']);
  await blank.close();

  const later = await context.newPage();
  await later.goto('/ai/home');
  const shown = await later.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
  });
  expect(shown).toEqual([
    {
      title: 'Your image is ready',
      body: 'a paper boat sailing down a rainy street…',
      tag: expect.stringMatching(/^task-/),
    },
  ]);

  // The result counts on the app badge until a page that lists results shows it: home does not, Libraries does.
  await later.waitForTimeout(1000);
  expect(await unseenResults(later)).toBe(1);
  await later.goto('/ai/libraries');
  await expect.poll(() => unseenResults(later)).toBe(0);
});

/** How many finished results the app badge counts (the service worker's unseen list in IndexedDB). */
function unseenResults(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('unseen').objectStore('unseen').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return count;
  }, `${STORAGE_NAMESPACE}-notify`);
}
