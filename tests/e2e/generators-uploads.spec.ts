import { test, expect } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { balance, creditMoves, removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { mediaInputs, type MediaInputs } from './support/media-inputs';

// Bad uploads get a clear error and cost nothing (desktop project only).
let server: RunningServer;
let inputs: MediaInputs;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inputs = await mediaInputs();
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50' });
});
test.afterAll(async () => removeServer(server));

test('wrong type, too large, a renamed text file and an empty file are refused clearly', async ({
  page,
}, testInfo) => {
  await page.goto(`${server.url}/ai/image-to-image`);
  await signUp(page);
  await expect(balance(page)).toHaveText(/50/);
  const input = page.getByRole('main').locator('input[type=file]');
  const alert = page.getByRole('main').getByRole('alert');
  const generate = page.getByRole('button', { name: /^Generate/ });

  const cases: Array<[string, RegExp]> = [
    [inputs.clip, /Please choose an image/i],
    [inputs.wide, /too large: at most 8000 pixels per side/],
    [inputs.fakePng, /not a supported image, video or audio file/],
    [inputs.empty, /The file is empty/],
  ];
  for (const [file, message] of cases) {
    await input.setInputFiles(file);
    await expect(alert).toHaveText(message);
    await expect(page.getByRole('button', { name: 'Choose another file' })).toBeVisible();
    await expect(generate).toBeDisabled();
  }
  await saveScreen(page, testInfo, 'gen-bad-upload');

  // A good photo afterwards clears the error.
  await input.setInputFiles(inputs.photo);
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  await expect(alert).toBeHidden();
  await expect(generate).toBeEnabled();

  await expect(balance(page)).toHaveText(/50/);
  expect(await creditMoves(page)).toEqual({ charges: 0, refunds: 0 });
});

test('a video slot refuses a photo; an audio slot refuses a video', async ({ page }) => {
  await page.goto(`${server.url}/ai/video-to-anime`);
  await signUp(page);
  await page.getByRole('main').locator('input[type=file]').setInputFiles(inputs.photo);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Please choose a video/i);

  await page.goto(`${server.url}/ai/ai-tools/ai-audio`);
  await page.getByRole('main').locator('input[type=file]').setInputFiles(inputs.clip);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    /Please choose an audio|needs an audio file/i,
  );
  await expect(balance(page)).toHaveText(/50/);
  expect(await creditMoves(page)).toEqual({ charges: 0, refunds: 0 });
});
