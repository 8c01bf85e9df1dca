import fs from 'node:fs';
import sharp from 'sharp';
import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { generateImage, resultImage } from './support/tasks';

async function generatedImage(page: Page): Promise<{ width: number; height: number }> {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await generateImage(page, 'a paper boat on a calm lake');
  await expect(resultImage(page)).toBeVisible({ timeout: 30_000 });
  return resultImage(page).evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    return { width: el.naturalWidth, height: el.naturalHeight };
  });
}

test('an image downloads at a chosen size, re-drawn at that width and height with its type', async ({
  page,
}, testInfo) => {
  const original = await generatedImage(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Choose a size for/ }).click();
  const sizes = main.getByRole('list', { name: 'Download sizes' });
  const longSide = Math.max(original.width, original.height);
  const hd = {
    width: Math.round((original.width * 1920) / longSide),
    height: Math.round((original.height * 1920) / longSide),
  };
  await expect(
    sizes.getByRole('button', { name: `Original · ${original.width}×${original.height}` }),
  ).toBeVisible();
  // Ultra HD is offered with the plans it takes: a new account has none of them.
  await expect(
    sizes.getByRole('button', { name: /^Ultra HD · .*Standard and Premium plans$/ }),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'download-sizes');

  const downloading = page.waitForEvent('download');
  await sizes.getByRole('button', { name: `HD · ${hd.width}×${hd.height}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${hd.width}x${hd.height}\\.png$`));
  const saved = await sharp(fs.readFileSync(await download.path())).metadata();
  expect({ width: saved.width, height: saved.height, format: saved.format }).toEqual({
    ...hd,
    format: 'png',
  });

  // Escape and a click outside close the menu.
  await main.getByRole('button', { name: /^Choose a size for/ }).click();
  await expect(sizes).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sizes).toBeHidden();
});

test('a download in progress shows its progress in the tray and cancels from there or its button', async ({
  page,
  context,
}, testInfo) => {
  await generatedImage(page);
  // The file's bytes do not come (the service worker's fetch waits) until the test lets them.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/v1/file/download**', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const main = page.getByRole('main');
  const download = main.getByRole('button', { name: /^Download / });
  await download.click();
  await expect(download).toHaveText('Downloading 0%');
  const tray = page.getByRole('region', { name: 'Downloads' });
  await expect(tray.getByRole('progressbar', { name: /^Download progress of / })).toBeVisible();
  await saveScreen(page, testInfo, 'download-tray');

  await main.getByRole('button', { name: 'Cancel download', exact: true }).click();
  await expect(download).toHaveText('Download');
  await expect(download).toBeEnabled();
  await expect(tray).toBeHidden();
  // A cancel is the user's choice: no failure is told.
  await expect(page.getByText('The download failed. Please try again.')).toBeHidden();

  // Again, cancelled from the tray this time.
  await download.click();
  await tray.getByRole('button', { name: /^Cancel download of / }).click();
  await expect(download).toHaveText('Download');

  // With the bytes let through, the same button downloads the file.
  release();
  await context.unroute('**/v1/file/download**');
  const downloading = page.waitForEvent('download');
  await download.click();
  expect((await downloading).suggestedFilename()).toMatch(/\.png$/);
});
