import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bigPhoto } from './support/photos';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { mediaInputs } from './support/media-inputs';
import { openSignedUp, uploadInput } from './support/generator-flow';

// A photo uploaded to a generator is cropped first when it breaks the field's shape limits or is larger than the
// crop's downscale limit (2000 px), and the upload's Crop button reopens the crop where it was left. Two photos of
// a two-person effect must be close enough in shape (the image ratio limit), checked before either is sent.

const open = (page: Page, route: string) => openSignedUp(page, E2E_BASE_URL, route, 5);

/** The decoded size of the uploaded picture's preview (the crop, once cropped). A decode started while the preview
 * swaps to a new crop is rejected by the browser, so it is tried again until one completes. */
async function previewSize(page: Page) {
  const preview = page.getByRole('main').getByRole('img', { name: /-crop\.png$/ });
  await expect(preview).toBeVisible();
  let size = { w: 0, h: 0 };
  await expect(async () => {
    size = await preview.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { w: img.naturalWidth, h: img.naturalHeight };
    });
  }).toPass({ timeout: 15_000 });
  return size;
}

test('a 24 MP photo in image to video opens the crop; Crop reopens it with its ratio', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const photo = await bigPhoto();
  await open(page, 'image-to-video');
  const input = page.getByLabel('Image', { exact: true });
  const dialog = page.getByRole('dialog', { name: 'Crop image' });

  // Cancelling the crop leaves the field empty: nothing is uploaded.
  await input.setInputFiles(photo);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeHidden();

  await input.setInputFiles(photo);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 20_000 });
  await expect(dialog.getByText(/Pick the part of the photo to use/)).toBeVisible();
  // The modal fades in: the screenshot waits for it to finish.
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await saveScreen(page, testInfo, 'crop-upload-modal');
  await dialog.getByRole('radio', { name: '16:9' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 30_000 });
  const first = await previewSize(page);
  // Downscaled to the 2000 px limit, at exactly 16:9.
  expect(Math.max(first.w, first.h)).toBeLessThanOrEqual(2000);
  expect(first.w * 9).toBe(first.h * 16);
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
  await saveScreen(page, testInfo, 'crop-upload-done');

  // Crop reopens the modal on the picture as picked, with the last crop's ratio.
  await page.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 20_000 });
  await expect(dialog.getByRole('radio', { name: '16:9' })).toHaveAttribute('aria-checked', 'true');
  // Cancel keeps the upload as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  expect(await previewSize(page)).toEqual(first);

  await page.getByRole('button', { name: 'Crop Image' }).click();
  await expect(dialog.getByRole('radio', { name: '16:9' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('radio', { name: '3:4' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => previewSize(page).then(({ w, h }) => w * 4 === h * 3)).toBe(true);
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();

  // A new pick whose crop is cancelled empties the field: the photo it replaced is not sent either.
  await input.setInputFiles(photo);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeDisabled();
});

test('a photo that fits is uploaded as it is, and Crop still offers a crop', async ({ page }) => {
  const inputs = await mediaInputs();
  await open(page, 'image-to-image');
  await uploadInput(page, inputs.photo, 'Image');
  await expect(page.getByRole('dialog', { name: 'Crop image' })).toBeHidden();
  await page.getByRole('button', { name: 'Crop Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await dialog.getByRole('radio', { name: '1:1' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  // The 640×480 photo's largest square.
  expect(await previewSize(page)).toEqual({ w: 480, h: 480 });
});

test('two photos too different in shape are refused before upload, with a clear message', async ({
  page,
}, testInfo) => {
  const dir = path.dirname((await mediaInputs()).photo);
  const portrait = path.join(dir, 'ratio-portrait.png');
  const wide = path.join(dir, 'ratio-wide.png');
  await sharp({ create: { width: 480, height: 640, channels: 3, background: '#f7c6d9' } })
    .png()
    .toFile(portrait);
  // 2.4:1 is a shape a photo field takes on its own, but next to a 3:4 portrait it is 3.2 times flatter.
  await sharp({ create: { width: 960, height: 400, channels: 3, background: '#bfe3f5' } })
    .png()
    .toFile(wide);

  await open(page, 'effect/create');
  const area = page.getByRole('region', { name: 'Templates' });
  await area.getByRole('tab', { name: 'Love & Friends' }).click();
  await area.getByRole('button', { name: 'Use template AI Hug' }).click();
  const photos = page.getByRole('group', { name: 'Photos of the two people' });
  await expect(photos.getByText('Photo 2', { exact: true })).toBeVisible();
  await uploadInput(page, portrait, 'Photo 1', 0);

  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /upload/i.test(request.url())) uploads++;
  });
  await photos.locator('input[type=file]').nth(1).setInputFiles(wide);
  await expect(photos.getByRole('alert')).toHaveText(/The two images are too different in shape/);
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeDisabled();
  expect(uploads).toBe(0);
  await photos.getByRole('alert').scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'crop-upload-ratio-refused');

  // A second portrait is close enough: it goes in.
  await photos.locator('input[type=file]').nth(1).setInputFiles(portrait);
  await expect(page.getByRole('button', { name: 'Remove Photo 2' })).toBeVisible({ timeout: 20_000 });
  await expect(photos.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
});

test.describe('with the crop worker failing to load', () => {
  // No service worker: the page fetches the worker's script itself, so the test can make it fail.
  test.use({ serviceWorkers: 'block' });

  test('the crop error is logged and the upload says so, without sending anything', async ({ page }) => {
    await page.route(/\/assets\/downscale-image-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page, 'image-to-video');
    await page.getByLabel('Image', { exact: true }).setInputFiles(await bigPhoto());
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This picture could not be cropped. Try another one.',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('dialog', { name: 'Crop image' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Choose another file' })).toBeVisible();
    expect(errors.some((text) => text.includes('crop image failed'))).toBe(true);
  });
});
