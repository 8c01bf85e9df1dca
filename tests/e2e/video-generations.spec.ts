import { test, expect } from '@playwright/test';
import { mediaInputs } from './support/media-inputs';
import { openSignedUp, pressGenerate, uploadInput } from './support/generator-flow';
import { saveScreen } from './support/screens';
import type { RunningServer } from './support/server';
import { balance, removeServer, startOwnServer } from './support/tasks';

// A free plan runs one video generation at once. Tasks here stay in progress for a minute, so the first video is
// surely running when a second generator asks for another.
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '5', TASK_MIN_MS: '60000' });
});
test.afterAll(async () => removeServer(server));

test('a free user’s second video at once is refused, uncharged, with the plans offered', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { smallPhoto } = await mediaInputs();
  await openSignedUp(page, server.url, 'text-to-video', 5);
  await page.getByLabel('Prompt').fill('a paper boat on a rainy street');
  await pressGenerate(page);
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(balance(page)).toHaveText(/\b4\b/);

  // Another tab, another video generator, while the first video runs.
  const other = await context.newPage();
  await other.goto(`${server.url}/ai/image-to-video`);
  await uploadInput(other, smallPhoto, 'Image');
  await pressGenerate(other);
  const output = other.getByRole('main').locator('.generator-output');
  await expect(output.getByRole('alert')).toHaveText(
    'Your plan runs 1 video generation at once: wait for it to finish. Upgrade your plan to run more at once.',
  );
  await expect(other.getByRole('progressbar', { name: 'Generation progress' })).toBeHidden();
  // Nothing was charged for the refused video.
  await expect(balance(other)).toHaveText(/\b4\b/);
  await saveScreen(other, testInfo, 'video-generations-busy');

  await output.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(other.getByRole('dialog').filter({ hasText: 'Premium' }).first()).toBeVisible();
});
