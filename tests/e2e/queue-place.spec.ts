import { test, expect } from '@playwright/test';
import type { CreateTaskData } from '../../src/core/contract/tasks';
import { openSignedUp, pressGenerate } from './support/generator-flow';
import { saveScreen } from './support/screens';
import type { RunningServer } from './support/server';
import { apiAs, removeServer, startOwnServer } from './support/tasks';

// One engine slot and tasks that take 20 s each: a task created behind two of another user's waits in the queue,
// and the generator says how many run before it until its turn comes. The two are another user's: a tab adopts
// its own user's task in flight, and Generate would then first ask whether to restart it.
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { ENGINE_CONCURRENCY: '1', TASK_MIN_MS: '20000' });
});
test.afterAll(async () => removeServer(server));

test('a waiting task shows its place in the queue, then its progress', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openSignedUp(otherPage, server.url, 'text-to-image', 5);
  await openSignedUp(page, server.url, 'text-to-image', 5);
  for (const prompt of ['first in line', 'second in line']) {
    await apiAs<CreateTaskData>(otherPage, 'POST', '/v1/ai/create/text2image', { params: { prompt } });
  }
  await other.close();
  await page.getByLabel('Prompt').fill('a lighthouse at dusk');
  await pressGenerate(page);
  const status = page.getByRole('main').locator('.generator-output').getByRole('status');
  await expect(status).toHaveText('In the queue: 1 task ahead of yours…', { timeout: 20_000 });
  await saveScreen(page, testInfo, 'queue-place');
  // The first task ends after its 20 s: the one before ours runs and ours is next.
  await expect(status).toHaveText('In the queue: yours is next…', { timeout: 40_000 });
});
