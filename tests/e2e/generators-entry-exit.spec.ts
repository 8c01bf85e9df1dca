import { test, expect, type Page } from '@playwright/test';
import { signUp, signUpInDialog } from './support/accounts';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import { saveScreen } from './support/screens';
import { balance, generateImage, removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';

// Entering a generator from home's "Start from a photo" and leaving one while it runs. The server holds every
// task in progress for 15 s (TASK_MIN_MS), so the leave confirmation is checked while the task surely runs.
let server: RunningServer;
let inputs: MediaInputs;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inputs = await mediaInputs();
  server = await startOwnServer(testInfo, { TASK_MIN_MS: '15000' });
});
test.afterAll(async () => removeServer(server));

/** The menu's own names, as the page's language words them. */
const MENU_NAMES = { en: { menu: 'Menu', main: 'Main' }, ja: { menu: 'メニュー', main: 'メイン' } };

/** Clicks a link of the main menu (behind the Menu button on phones). */
async function clickMenuLink(
  page: Page,
  isMobile: boolean,
  name: string,
  names = MENU_NAMES.en,
): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: names.menu }).click();
  await page.getByRole('navigation', { name: names.main }).getByRole('link', { name }).click();
}

test('leaving a running generation asks first: Cancel stays with the input, Leave goes', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  const prompt = page.getByLabel('Prompt');

  // Nothing runs yet: typed input alone does not hold the user back.
  await prompt.fill('a draft nobody generated');
  await clickMenuLink(page, isMobile, 'Libraries');
  await expect(page).toHaveURL(/\/ai\/libraries$/);
  await expect(page.getByRole('dialog', { name: 'Reminder' })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/ai\/text-to-image$/);
  // The words typed before leaving come back as the page's draft. Typing only after they are back: Playwright's
  // fill selects the old text and then inserts, and a draft landing between the two would be appended to.
  await expect(prompt).toHaveValue('a draft nobody generated');

  await generateImage(page, 'a lighthouse in a storm');
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  await expect(balance(page)).toHaveText(/4/);

  await clickMenuLink(page, isMobile, 'Libraries');
  const reminder = page.getByRole('dialog', { name: 'Reminder' });
  await expect(reminder).toContainText('Your generation is still running.');
  await expect(reminder.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(reminder.getByRole('button', { name: 'Leave' })).toBeVisible();
  // The reminder holds the focus (on phones the menu closes first and must not take it back).
  await expect(reminder.getByRole('button', { name: 'Close' })).toBeFocused();
  await saveScreen(page, testInfo, 'gen-leave-confirm');

  await reminder.getByRole('button', { name: 'Cancel' }).click();
  await expect(reminder).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/ai\/text-to-image$/);
  await expect(prompt).toHaveValue('a lighthouse in a storm');
  await expect(progress).toBeVisible();

  // Closing the tab gets the browser's own prompt; dismissing it keeps the page.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(prompt).toHaveValue('a lighthouse in a storm');

  await clickMenuLink(page, isMobile, 'Libraries');
  await reminder.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/ai\/libraries$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The task carries on and shows in Libraries, still running.
  const item = page.getByRole('article', { name: /a lighthouse in a storm/ });
  await expect(item.getByRole('progressbar')).toBeVisible();
});

test('with a language prefix, Leave keeps it', async ({ page, isMobile }) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await page.goto(`${server.url}/ja/ai/text-to-image`);
  // In Japanese: プロンプト (Prompt), 生成 (Generate), 生成の進行状況 (Generation progress), ライブラリ (Libraries),
  // 確認 (Reminder), 移動する (Leave).
  await page.getByLabel('プロンプト').fill('a harbour at night');
  await page.getByRole('button', { name: /^生成/ }).click();
  await expect(page.getByRole('progressbar', { name: '生成の進行状況' })).toBeVisible();
  await clickMenuLink(page, isMobile, 'ライブラリ', MENU_NAMES.ja);
  await page.getByRole('dialog', { name: '確認' }).getByRole('button', { name: '移動する' }).click();
  await expect(page).toHaveURL(/\/ja\/ai\/libraries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ライブラリ' })).toBeVisible();
  await expect(page.getByRole('article', { name: /a harbour at night/ })).toBeVisible();
});

test('home: a wide photo is cropped and opens image to video with the photo in its upload slot', async ({
  page,
}, testInfo) => {
  await page.goto(`${server.url}/ai/home`);
  await page.getByLabel('Upload a photo').setInputFiles(inputs.panorama);
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await expect(crop.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Confirm' }).click();
  await expect(crop).toBeHidden();

  const chosen = page.getByRole('img', { name: 'Your photo' });
  await expect(chosen).toBeVisible();
  const size = await chosen.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  // The 1500×400 panorama is wider than 5:2; the crop brings it within.
  expect(size.width / size.height).toBeLessThanOrEqual(2.5);
  expect(size.height).toBeLessThanOrEqual(400);

  // Signed out, the generator could not upload the photo: the starter asks for an account first and keeps it.
  await page.getByRole('button', { name: 'Animate it' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await signUpInDialog(page);
  await expect(page).toHaveURL(/\/ai\/home$/);
  await expect(chosen).toBeVisible();

  await page.getByRole('button', { name: 'Animate it' }).click();
  await expect(page).toHaveURL(/\/ai\/image-to-video$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Image to video' })).toBeVisible();
  // The photo is uploaded into the form's Image slot: Remove shows, and the slot previews the cropped picture.
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('main').locator('.upload-dropzone img.upload-preview');
  await expect(preview).toBeVisible();
  expect(
    await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }),
  ).toEqual(size);
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
  await preview.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'home-photo-handoff');
});

test('signed out, a photo chosen in a generator waits for sign-in and then uploads', async ({ page }) => {
  await page.goto(`${server.url}/ai/image-to-video`);
  await page.getByLabel('Image', { exact: true }).setInputFiles(inputs.photo);
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  await expect(page.getByText(/Log in to upload .*: it uploads as soon as you are signed in/)).toBeVisible();
  await signUpInDialog(page);
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Log in to upload/)).toHaveCount(0);
  await expect(page.getByText('Please log in again')).toHaveCount(0);
  const preview = page.getByRole('main').locator('.upload-dropzone img.upload-preview');
  expect(await preview.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(
    640,
  );
});
