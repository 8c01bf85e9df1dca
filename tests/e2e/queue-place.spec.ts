import { test, expect } from '@playwright/test';
import type { CreateTaskData } from '../../src/core/contract/tasks';
import { openSignedUp, pressGenerate } from './support/generator-flow';
import { saveScreen } from './support/screens';
import type { RunningServer } from './support/server';
import { apiAs, removeServer, startOwnServer } from './support/tasks';

// One engine slot and tasks that take 20 s each: a task waits in the queue, and the generator says how many run
// before it until its turn comes. Users take turns: of two users ahead, one who sent two tasks has their second
// wait behind ours, so only the other user's one is ahead. The tasks ahead are other users': a tab adopts its own
// user's task in flight, and Generate would then first ask whether to restart it.
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
  const [busy, other] = [await browser.newContext(), await browser.newContext()];
  const [busyPage, otherPage] = [await busy.newPage(), await other.newPage()];
  await openSignedUp(busyPage, server.url, 'text-to-image', 5);
  await openSignedUp(otherPage, server.url, 'text-to-image', 5);
  await openSignedUp(page, server.url, 'text-to-image', 5);
  const create = (on: typeof page, prompt: string) =>
    apiAs<CreateTaskData>(on, 'POST', '/v1/ai/create/text2image', { params: { prompt } });
  await create(busyPage, 'first in line');
  await create(busyPage, 'a second from the same user');
  await create(otherPage, 'another user’s first');
  await Promise.all([busy.close(), other.close()]);
  await page.getByLabel('Prompt').fill('a lighthouse at dusk');
  await pressGenerate(page);
  const status = page.getByRole('main').locator('.generator-output').getByRole('status');
  await expect(status).toHaveText('In the queue: 1 task ahead of yours…', { timeout: 20_000 });
  await saveScreen(page, testInfo, 'queue-place');
  // The first task ends after its 20 s: the other user's runs and ours is next, before the busy user's second.
  await expect(status).toHaveText('In the queue: yours is next…', { timeout: 40_000 });
});
