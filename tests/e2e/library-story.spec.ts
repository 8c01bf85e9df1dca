import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import type { TaskDto } from '../../src/core/contract/tasks';
import { TASK_STATUS_SUCCESS } from '../../src/core/task-status';
import { openSignedUp, pressGenerate, resultVideoInfo, setSlider } from './support/generator-flow';
import { saveScreen } from './support/screens';
import type { RunningServer } from './support/server';
import { apiAs, removeServer, resultImage, startOwnServer, waitForServiceWorker } from './support/tasks';

// Every task stays in progress at least this long, so a video task is seen through several progress polls and
// its begin and end are seconds apart.
const TASK_MIN_MS = 6000;

let server: RunningServer;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50', TASK_MIN_MS: String(TASK_MIN_MS) });
});
test.afterAll(async () => removeServer(server));

interface Poll {
  path: string;
  at: number;
  status?: number;
}

/** Records the task polls the service worker sends (progress and result), passing them on to the server. */
async function recordPolls(context: BrowserContext): Promise<Poll[]> {
  const polls: Poll[] = [];
  await context.route(/\/v1\/[^/]+\/progress\/|\/v1\/ai\/result\/[^/]+\/[^/]+$/, async (route) => {
    const poll: Poll = { path: new URL(route.request().url()).pathname, at: Date.now() };
    polls.push(poll);
    const response = await route.fetch();
    poll.status = ((await response.json()) as { data?: { status?: number } }).data?.status;
    await route.fulfill({ response });
  });
  return polls;
}

async function serverTasks(page: Page): Promise<TaskDto[]> {
  return (await apiAs<{ list: TaskDto[] }>(page, 'POST', '/v1/ai/task', {})).list;
}

const libraryItem = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(name) });

test('a library item tells its story: generator, name, inputs and settings, duration', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await openSignedUp(page, server.url, 'text-to-image');
  await waitForServiceWorker(page);
  const prompt = 'a paper boat on a rainy street';
  await page.getByLabel('Prompt').fill(prompt);
  await page.getByRole('radio', { name: '16:9' }).check();
  await page.getByRole('main').getByLabel('Style', { exact: true }).selectOption('watercolor');
  await pressGenerate(page);
  await expect(resultImage(page).first()).toBeVisible({ timeout: 60_000 });

  // What the create sent and the server stored: the story of the spec's user_data.
  const [made] = await serverTasks(page);
  expect(made.user_data).toMatchObject({
    module: 'text-to-image',
    isAudio: false,
    isFromTpl: false,
    name: prompt,
  });
  expect(made.user_data.fields).toEqual(
    expect.arrayContaining([
      { field: 'prompt', val: prompt },
      { field: 'aspect_ratio', val: '16:9' },
      { field: 'style', val: 'watercolor' },
    ]),
  );
  expect(made.user_data.num).toBeUndefined();

  await page.goto(`${server.url}/ai/libraries`);
  const item = libraryItem(page, prompt);
  await expect(item).toHaveAccessibleName(`Text to image: ${prompt}`);
  // One task: the count speaks in the singular.
  await expect(page.getByRole('status').filter({ hasText: /^1 item$/ })).toBeVisible();
  await expect(item.getByRole('heading', { name: prompt })).toBeVisible();
  await expect(item.getByText(/^Text to image · /)).toBeVisible();
  // Begin and end are at least the minimum in-progress time apart.
  const took = Number((await item.getByText(/Took \d+ sec/).textContent())!.match(/Took (\d+) sec/)![1]);
  expect(took).toBeGreaterThanOrEqual(TASK_MIN_MS / 1000);
  await item.getByText('Inputs and settings').click();
  const settings = item.getByRole('definition');
  await expect(item.getByRole('term')).toHaveText(['Aspect ratio', 'Style', 'Images']);
  await expect(settings).toHaveText(['16:9', 'Watercolor', '1']);
  await settings.last().scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'library-story-settings');
});

test('an item made from a template carries the template name and number', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  // Using a template scrolls the form back into view, smoothly: a click sent while the page still moves can
  // land beside Generate. With reduced motion the form is there at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSignedUp(page, server.url, 'text-to-image');
  await waitForServiceWorker(page);
  const use = page.getByRole('region', { name: 'Templates' }).getByRole('button', { name: /^Use template / });
  await use.first().click();
  const template = (await use.first().getAttribute('aria-label'))!.replace(/^Use template /, '');
  await expect(page.getByLabel('Prompt', { exact: true })).not.toHaveValue('');
  await pressGenerate(page);
  await expect(resultImage(page).first()).toBeVisible({ timeout: 60_000 });

  const [made] = await serverTasks(page);
  expect(made.user_data).toMatchObject({ module: 'text-to-image', isFromTpl: true, name: template });
  expect(made.user_data.num).toEqual(expect.any(String));

  await page.goto(`${server.url}/ai/libraries`);
  const item = page.getByRole('main').getByRole('article').first();
  await expect(item.getByRole('heading', { name: template })).toBeVisible();
  await saveScreen(page, testInfo, 'library-story-template');
});

test('a video task is followed by real progress; an image task by its result', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const polls = await recordPolls(context);
  await openSignedUp(page, server.url, 'text-to-video');
  await waitForServiceWorker(page);
  await page.getByLabel('Prompt').fill('a lantern drifting over a dark lake');
  await setSlider(page, 'Duration', 2);
  await pressGenerate(page);

  const bar = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(bar).toBeVisible();
  const shown = async () => Number(await bar.getAttribute('aria-valuenow'));
  // The displayed progress ticks up (+4 a second at first) while the server works.
  await expect.poll(shown).toBeGreaterThanOrEqual(8);
  const early = await shown();
  await expect.poll(shown).toBeGreaterThan(early);
  expect(await shown()).toBeLessThan(100);
  await saveScreen(page, testInfo, 'library-story-video-progress');
  await resultVideoInfo(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');

  const [video] = await serverTasks(page);
  expect(video.algorithm).toBe('text2video');
  const progressPolls = polls.filter((p) => p.path === `/v1/text2video/progress/${video.task_id}`);
  const resultPolls = polls.filter((p) => p.path === `/v1/ai/result/text2video/${video.task_id}`);
  // Several progress polls while it ran; the result endpoint only once the task is done (for its files).
  expect(progressPolls.filter((p) => p.status !== TASK_STATUS_SUCCESS).length).toBeGreaterThanOrEqual(2);
  expect(resultPolls.length).toBeLessThanOrEqual(1);
  const firstDone = progressPolls.find((p) => p.status === TASK_STATUS_SUCCESS);
  if (resultPolls[0] && firstDone) expect(resultPolls[0].at).toBeGreaterThanOrEqual(firstDone.at);
  // An image task on the same device polls its result, never the progress endpoint.
  await page.goto(`${server.url}/ai/text-to-image`);
  await page.getByLabel('Prompt').fill('a snail on a leaf');
  await pressGenerate(page);
  await expect(resultImage(page).first()).toBeVisible({ timeout: 60_000 });
  const image = (await serverTasks(page)).find((task) => task.algorithm === 'text2image')!;
  expect(polls.filter((p) => p.path.includes(`/progress/${image.task_id}`))).toHaveLength(0);
  expect(polls.filter((p) => p.path === `/v1/ai/result/text2image/${image.task_id}`).length).toBeGreaterThan(
    0,
  );

  // The library names the video by its generator's menu name and says how long it took.
  await page.goto(`${server.url}/ai/libraries`);
  const item = libraryItem(page, 'a lantern drifting');
  await expect(item).toHaveAccessibleName(/^Text to video: /);
  await expect(item.getByText(/Took \d+ sec/)).toBeVisible();
  await item.getByText('Inputs and settings').click();
  await expect(item.getByRole('term')).toContainText(['Aspect ratio', 'Duration']);
  await item.getByRole('definition').last().scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'library-story-video');
});
