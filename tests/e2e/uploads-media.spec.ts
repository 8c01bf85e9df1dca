import fs from 'node:fs';
import { test, expect, type Page, type Route } from '@playwright/test';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { mediaInputs } from './support/media-inputs';
import { openSignedUp, uploadInput } from './support/generator-flow';

// How uploads read media in the browser: a stored picture shown again loads with up to 3 retries, and a recording
// whose length the browser reports as infinite is measured by seeking to its end before the limits are checked.

const open = (page: Page, route: string) => openSignedUp(page, E2E_BASE_URL, route, 5);
const VIEW = '**/v1/file/view/**';

test('a stored photo shown again after a reload loads with up to 3 retries, then says it could not', async ({
  page,
  context,
}, testInfo) => {
  const inputs = await mediaInputs();
  await open(page, 'image-to-image');
  await uploadInput(page, inputs.photo, 'Image');
  // The draft (which keeps the upload) is written a moment after the change.
  await page.waitForTimeout(1000);
  const preview = page.getByRole('main').getByRole('img', { name: 'photo.png' });

  // Three failures, then the server answers: the fourth attempt shows the photo.
  let attempts = 0;
  const failFirst = (count: number) => (route: Route) => {
    attempts++;
    return attempts <= count ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
  };
  await context.route(VIEW, failFirst(3));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  expect(attempts).toBeGreaterThanOrEqual(4);

  // Always failing: the first try and 3 retries, then a note; the file stays in the form.
  await context.unrouteAll({ behavior: 'wait' });
  attempts = 0;
  await context.route(VIEW, failFirst(Infinity));
  await page.reload();
  await expect(page.getByText('The picture could not be shown. The file is still uploaded.')).toBeVisible();
  expect(attempts).toBe(4);
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
  await saveScreen(page, testInfo, 'upload-preview-failed');
});

test('a recording whose length the browser reports as infinite is measured by seeking to its end', async ({
  page,
}, testInfo) => {
  const { liveWebm } = await mediaInputs();
  const bytes = [...fs.readFileSync(liveWebm)];
  await open(page, 'video-to-anime');
  const reported = await page.evaluate(
    (data) =>
      new Promise<number>((resolve) => {
        const video = document.createElement('video');
        video.onloadedmetadata = () => resolve(video.duration);
        video.src = URL.createObjectURL(new Blob([new Uint8Array(data)], { type: 'video/webm' }));
      }),
    bytes,
  );
  expect(reported).toBe(Infinity);

  // The upload is held, so the length shown can only be the browser's own measure.
  await page.route('**/v1/file/upload', () => {});
  await page.getByRole('main').locator('input[type=file]').setInputFiles(liveWebm);
  await expect(page.getByRole('progressbar', { name: /Uploading/ })).toBeVisible();
  await expect(page.getByText('Length 2 s', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
  await saveScreen(page, testInfo, 'upload-recording-length');
});
