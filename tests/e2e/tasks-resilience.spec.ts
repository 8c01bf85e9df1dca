import { test, expect } from '@playwright/test';
import { saveScreen } from './support/screens';
import type { RunningServer } from './support/server';
import { expectShownAndChargedOnce, reconnecting, startChargedTask } from './support/task-flow';
import {
  balance,
  cutApi,
  generateImage,
  removeServer,
  startOwnServer,
  stopServiceWorkers,
  waitForServiceWorker,
} from './support/tasks';
import { signUp } from './support/accounts';

/**
 * A task survives what a phone does to a page: each test disrupts the page, the SW or the network while the
 * server holds the task in progress (TASK_MIN_MS), then checks it is shown and charged exactly once.
 */
let server: RunningServer;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { TASK_MIN_MS: '6000' });
});
test.afterAll(async () => removeServer(server));

test('the page reloads mid-task', async ({ page }) => {
  await startChargedTask(page, server.url, 'reload: a paper boat');
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expectShownAndChargedOnce(page);
});

test('the service worker is stopped mid-task', async ({ page }) => {
  await startChargedTask(page, server.url, 'stopped worker: a glass of water');
  await stopServiceWorkers(page);
  await expectShownAndChargedOnce(page);
});

test('every SW request fails for 15 s mid-task', async ({ page, context }, testInfo) => {
  await startChargedTask(page, server.url, 'cut network: mountains at night');
  const restore = await cutApi(context);
  await expect(reconnecting(page)).toBeVisible({ timeout: 10_000 });
  await saveScreen(page, testInfo, 'text-to-image-reconnecting');
  await page.waitForTimeout(15_000);
  await restore();
  await expect(reconnecting(page)).toBeHidden({ timeout: 40_000 });
  await expectShownAndChargedOnce(page);
});

test('the create answer is lost after the server handled it, and the SW sends it again', async ({
  page,
  context,
}) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await waitForServiceWorker(page);
  let creates = 0;
  await context.route('**/v1/ai/create/**', async (route) => {
    creates += 1;
    if (creates === 1) {
      await route.fetch();
      await route.abort();
    } else {
      await route.continue();
    }
  });
  await generateImage(page, 'lost answer: a red kite');
  await expectShownAndChargedOnce(page);
  expect(creates).toBeGreaterThanOrEqual(2);
});

test('a task created offline is sent on reconnect and charged once', async ({ page, context }, testInfo) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await waitForServiceWorker(page);
  const restore = await cutApi(context);
  await context.setOffline(true);
  await generateImage(page, 'offline: a lantern in the rain');
  await expect(reconnecting(page)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Your task is saved on this device')).toBeVisible();
  await saveScreen(page, testInfo, 'text-to-image-offline');
  await expect(balance(page)).toHaveText(/5/);
  await context.setOffline(false);
  await restore();
  await expect(balance(page)).toHaveText(/4/, { timeout: 30_000 });
  await expectShownAndChargedOnce(page);
});
