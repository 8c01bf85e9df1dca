import { test, expect, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';
import { creditMoves, generateImage, removeServer, resultImage, startOwnServer } from './support/tasks';
import { openSignedUp, pressGenerate, uploadInput } from './support/generator-flow';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import type { RunningServer } from './support/server';

// Reuse (issue 15, item 2): "Use these settings", Retry and Edit and retry, prompt history, drafts.

/** The prompt this file's server fails at run time (ENGINE_FAULT_PROMPT, a documented test hook). */
const FAULT_PROMPT = 'this prompt makes the engine fail';

let server: RunningServer;
let inputs: MediaInputs;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inputs = await mediaInputs();
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50', ENGINE_FAULT_PROMPT: FAULT_PROMPT });
});
test.afterAll(async () => removeServer(server));

const prompt = (page: Page) => page.getByLabel('Prompt');
const history = (page: Page) => page.getByRole('listbox', { name: /^History/ });
const settings = (page: Page) => page.getByRole('form', { name: 'Generator settings' });

test('Use these settings from a library item and from its image viewer fills the generator', async ({
  page,
}) => {
  await openSignedUp(page, server.url, 'text-to-image');
  await prompt(page).fill('a red fox in a snowy forest');
  await page.getByRole('radio', { name: '16:9' }).check();
  await settings(page).getByLabel('Style').selectOption('watercolor');
  await pressGenerate(page);
  await expect(resultImage(page)).toBeVisible({ timeout: 60_000 });

  // From the library item's own button.
  await page.goto(`${server.url}/ai/libraries`);
  const item = page.getByRole('article', { name: /a red fox in a snowy forest/ });
  await item.getByRole('button', { name: 'Use these settings' }).click();
  await expect(page).toHaveURL(/\/ai\/text-to-image$/);
  await expect(prompt(page)).toHaveValue('a red fox in a snowy forest');
  await expect(page.getByRole('radio', { name: '16:9' })).toBeChecked();
  await expect(settings(page).getByLabel('Style')).toHaveValue('watercolor');

  // From the image viewer opened on the library item.
  await prompt(page).fill('something else');
  await page.getByRole('radio', { name: '1:1' }).check();
  await page.goto(`${server.url}/ai/libraries`);
  await item.getByRole('button', { name: 'Open image' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Use these settings' }).click();
  await expect(page).toHaveURL(/\/ai\/text-to-image$/);
  await expect(prompt(page)).toHaveValue('a red fox in a snowy forest');
  await expect(page.getByRole('radio', { name: '16:9' })).toBeChecked();
});

test('Use these settings brings back the uploaded photo; a new tab shows the task beside its settings', async ({
  page,
  context,
}) => {
  await openSignedUp(page, server.url, 'image-to-image');
  await uploadInput(page, inputs.photo, 'Image');
  await prompt(page).fill('a watercolour harbour');
  await pressGenerate(page);
  await expect(resultImage(page)).toBeVisible({ timeout: 60_000 });

  // The draft keeps the shown task: a new tab (no session storage) opens on it, next to its settings and photo.
  const second = await context.newPage();
  await second.goto(`${server.url}/ai/image-to-image`);
  await expect(resultImage(second)).toBeVisible();
  await expect(prompt(second)).toHaveValue('a watercolour harbour');
  await expect(second.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await second.close();

  await page.goto(`${server.url}/ai/libraries`);
  await page
    .getByRole('article', { name: /a watercolour harbour/ })
    .getByRole('button', { name: 'Use these settings' })
    .click();
  await expect(page).toHaveURL(/\/ai\/image-to-image$/);
  await expect(prompt(page)).toHaveValue('a watercolour harbour');
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
});

test('Retry and Edit and retry from the failure view', async ({ page }, testInfo) => {
  await openSignedUp(page, server.url, 'text-to-image');
  await generateImage(page, FAULT_PROMPT);
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toContainText('Generation failed', { timeout: 20_000 });
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  await expect(retry).toBeVisible();
  await saveScreen(page, testInfo, 'reuse-failure-retry');

  // Retry: the same settings as a new task (the fault prompt fails again, charged and refunded again).
  await retry.click();
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(failure).toContainText('Generation failed', { timeout: 20_000 });
  await expect.poll(() => creditMoves(page)).toEqual({ charges: 2, refunds: 2 });

  // Edit and retry: the prompt comes back focused, to change and generate.
  await prompt(page).fill('');
  await page.getByRole('button', { name: 'Edit and retry' }).click();
  await expect(prompt(page)).toBeFocused();
  await expect(prompt(page)).toHaveValue(FAULT_PROMPT);
  await prompt(page).fill('a calm lake at dawn');
  await pressGenerate(page);
  await expect(resultImage(page)).toBeVisible({ timeout: 60_000 });
});

test('the prompt box offers the last prompts after a reload, by keyboard, and one can be removed', async ({
  page,
}, testInfo) => {
  await openSignedUp(page, server.url, 'text-to-image');
  await generateImage(page, 'a lighthouse at night');
  await expect(resultImage(page)).toBeVisible({ timeout: 60_000 });
  await generateImage(page, 'a harbour in the fog');
  await expect(page.getByRole('main').getByRole('img', { name: /a harbour in the fog/ })).toBeVisible({
    timeout: 60_000,
  });
  await page.reload();
  // The draft brings the last prompt back first.
  await expect(prompt(page)).toHaveValue('a harbour in the fog');

  // An empty box opens the list on focus; ArrowDown moves into it, Enter takes the prompt.
  await prompt(page).fill('');
  await prompt(page).blur();
  await prompt(page).focus();
  await expect(history(page).getByRole('option')).toHaveText([
    'a harbour in the fog',
    'a lighthouse at night',
  ]);
  await saveScreen(page, testInfo, 'reuse-prompt-history');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(history(page).getByRole('option', { name: 'a lighthouse at night' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(prompt(page)).toHaveValue('a lighthouse at night');
  await expect(history(page)).toBeHidden();

  // Typing searches it; Escape closes it.
  await prompt(page).fill('fog');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(history(page).getByRole('option')).toHaveText(['a harbour in the fog']);
  await page.keyboard.press('Escape');
  await expect(history(page)).toBeHidden();

  // The × removes one for good.
  await prompt(page).fill('');
  await page.getByRole('button', { name: 'History' }).click();
  await history(page)
    .locator('li', { hasText: 'a harbour in the fog' })
    .getByTitle('Remove from history')
    .click();
  await expect(history(page).getByRole('option')).toHaveText(['a lighthouse at night']);
  // Opened again, the list reads the stored history: the removal is saved (a person takes that long anyway; a
  // reload in the same few milliseconds could cut the write off).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(history(page).getByRole('option')).toHaveText(['a lighthouse at night']);
  // Clicked at once after a reload, History shows the signed-in user's prompts (read again once they are known).
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(history(page).getByRole('option')).toHaveText(['a lighthouse at night']);
});

test('a draft (prompt and a changed setting) survives a reload and opens in a new tab', async ({
  page,
  context,
}) => {
  await openSignedUp(page, server.url, 'text-to-video');
  await prompt(page).fill('waves rolling onto a beach');
  await page.getByRole('radio', { name: '9:16' }).check();
  // Written after a short pause in typing.
  await page.waitForTimeout(1000);
  await page.reload();
  await expect(prompt(page)).toHaveValue('waves rolling onto a beach');
  await expect(page.getByRole('radio', { name: '9:16' })).toBeChecked();

  const second = await context.newPage();
  await second.goto(`${server.url}/ai/text-to-video`);
  await expect(prompt(second)).toHaveValue('waves rolling onto a beach');
  await expect(second.getByRole('radio', { name: '9:16' })).toBeChecked();
});
