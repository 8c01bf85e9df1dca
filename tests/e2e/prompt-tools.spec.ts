import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { uploadInput } from './support/generator-flow';
import { mediaInputs } from './support/media-inputs';

// The prompt tools through the product: Polish beside every prompt box (with Undo), and a prompt written from an
// uploaded picture, on desktop and on a phone.

const promptBox = (page: Page) =>
  page.getByRole('main').getByRole('textbox', { name: 'Prompt', exact: true });

test('Polish adds details after the user’s words, and Undo brings their prompt back', async ({
  page,
}, testInfo) => {
  await page.goto('/ai/text-to-image');
  const polish = page.getByRole('button', { name: 'Polish' });
  // Nothing to polish yet.
  await expect(polish).toBeDisabled();
  await promptBox(page).fill('a red fox');
  await saveScreen(page, testInfo, 'prompt-polish-before');
  await polish.click();
  await expect(promptBox(page)).toHaveValue(/^a red fox, .+/);
  const polished = await promptBox(page).inputValue();
  expect(polished.length).toBeGreaterThan('a red fox, '.length + 5);
  const notice = page.getByRole('status').filter({ hasText: 'Polished' });
  await expect(notice).toBeVisible();
  await saveScreen(page, testInfo, 'prompt-polish-after');

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(promptBox(page)).toHaveValue('a red fox');
  await expect(notice).toBeHidden();

  // Polished again, then edited: Undo is no longer offered, so the edit cannot be thrown away.
  await polish.click();
  await expect(notice).toBeVisible();
  await promptBox(page).press('End');
  await promptBox(page).pressSequentially(' x');
  await expect(notice).toBeHidden();
});

test('Polish on the music page writes out tempo and key', async ({ page }, testInfo) => {
  // In the dark theme, to look at the tools there too.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/ai/text-to-music');
  await promptBox(page).fill('rainy day');
  await page.getByRole('button', { name: 'Polish' }).click();
  await expect(promptBox(page)).toHaveValue(/^rainy day, .*\d+ BPM, in [A-G] (major|minor)/);
  await expect(page.getByRole('status').filter({ hasText: 'Polished' })).toBeVisible();
  await saveScreen(page, testInfo, 'prompt-polish-music-dark');
});

test('an uploaded picture writes the prompt, which Undo takes back', async ({ page }, testInfo) => {
  test.setTimeout(200_000);
  const inputs = await mediaInputs();
  await page.goto('/ai/image-to-video');
  await signUp(page);
  // The button belongs to an uploaded picture: none before.
  const describe = page.getByRole('button', { name: 'Image to prompt' });
  await expect(describe).toHaveCount(0);
  await promptBox(page).fill('my words');
  await uploadInput(page, inputs.photo, 'Image');
  await expect(describe).toBeVisible();
  await saveScreen(page, testInfo, 'prompt-describe-button');
  await describe.click();
  // The segmentation model runs on the server: the first run loads it.
  await expect(promptBox(page)).toHaveValue(/^A .*picture .*(subject|tones).*light/, { timeout: 150_000 });
  const notice = page.getByRole('status').filter({ hasText: 'Written from the picture' });
  await expect(notice).toBeVisible();
  // The box below the picture is brought into view with what was written.
  await expect(notice).toBeInViewport();
  await saveScreen(page, testInfo, 'prompt-describe-filled');
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(promptBox(page)).toHaveValue('my words');
});
