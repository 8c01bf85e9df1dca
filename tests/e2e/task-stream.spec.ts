import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import type { RunningServer } from './support/server';
import {
  generateImage,
  removeServer,
  resultImage,
  startOwnServer,
  waitForServiceWorker,
} from './support/tasks';
import { TASK_EVENTS_PATH } from '../../src/core/contract/task-events';

/**
 * The task event stream (GET /v1/ai/events): open pages learn of a finished task from it at once, and polling
 * beside it still brings the result when the stream is gone. Each task stays in progress 6 s (TASK_MIN_MS), so
 * the service worker's 3 s result poll is due at least once before it ends.
 */
const SERVER_ENV = { TASK_MIN_MS: '6000' };
let server: RunningServer;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, SERVER_ENV);
});
test.afterAll(async () => removeServer(server));

const isStream = (url: string) => new URL(url).pathname === TASK_EVENTS_PATH;

/** Counts the event-stream requests a page makes (each open or reconnect is one). */
function streamRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (isStream(request.url())) count += 1;
  });
  return { count: () => count };
}

/**
 * Aborts every way the service worker learns of a task without the stream: result and progress polls and the task
 * list sync. Returns how many polls were tried (and refused).
 */
async function blockPolling(context: BrowserContext): Promise<{ polls: () => number }> {
  let polls = 0;
  const refuse = async (route: { abort: () => Promise<void> }) => {
    polls += 1;
    await route.abort();
  };
  await context.route('**/v1/ai/result/**', refuse);
  await context.route('**/v1/*/progress/**', refuse);
  await context.route('**/v1/ai/task', (route) => route.abort());
  return { polls: () => polls };
}

/** Signs up on the text-to-image page and waits until the page runs under the SW with its stream open. */
async function signedInWithStream(page: Page): Promise<{ count: () => number }> {
  const requests = streamRequests(page);
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await waitForServiceWorker(page);
  await expect.poll(requests.count).toBeGreaterThan(0);
  return requests;
}

test('the stream brings a finished task to two open tabs of the user at once, with polling cut', async ({
  page,
  context,
}) => {
  await signedInWithStream(page);
  const library = await context.newPage();
  const libraryStream = streamRequests(library);
  await library.goto(`${server.url}/ai/libraries`);
  await expect(library.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect.poll(libraryStream.count).toBeGreaterThan(0);

  const blocked = await blockPolling(context);
  const prompt = 'two tabs: a kite over the dunes';
  await generateImage(page, prompt);
  const item = library.getByRole('article', { name: new RegExp(prompt) });
  await expect(item.getByRole('progressbar')).toBeVisible();

  await expect(resultImage(page)).toBeVisible({ timeout: 20_000 });
  await expect(item.getByRole('img', { name: prompt })).toBeVisible();
  // The service worker did try to poll and was refused: what showed the result is the stream.
  expect(blocked.polls()).toBeGreaterThan(0);
});

test('a stream killed mid-task still ends with the result, by polling', async ({ page, context }) => {
  await signedInWithStream(page);
  await generateImage(page, 'killed stream: a lighthouse in fog');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();

  // From now on every attempt to open the stream again is refused (a proxy that breaks streams)...
  let refusedReconnects = 0;
  // By path: the page names its language in the stream's query.
  await context.route(
    (url) => isStream(url.href),
    async (route) => {
      refusedReconnects += 1;
      await route.abort();
    },
  );
  // ...and the open one dies with the server process (a deploy); the task is taken up again on start.
  await server.stop();
  server = await server.startAgain();

  await expect(resultImage(page)).toBeVisible({ timeout: 45_000 });
  expect(refusedReconnects).toBeGreaterThan(0);
});

test('a reload opens a new stream, which brings the next result with polling cut', async ({
  page,
  context,
}) => {
  const requests = await signedInWithStream(page);
  const before = requests.count();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect.poll(requests.count).toBeGreaterThan(before);

  const blocked = await blockPolling(context);
  await generateImage(page, 'after reload: a paper crane');
  await expect(resultImage(page)).toBeVisible({ timeout: 20_000 });
  expect(blocked.polls()).toBeGreaterThan(0);
});
