import { expect, type Locator, type Page } from '@playwright/test';
import { signUp } from './accounts';
import { balance } from './tasks';

/** Chooses a file for the page's n-th upload input and waits until it is stored (its Remove button shows). */
export async function uploadInput(page: Page, file: string, label: string, index = 0): Promise<void> {
  await page.getByRole('main').locator('input[type=file]').nth(index).setInputFiles(file);
  await expect(page.getByRole('button', { name: `Remove ${label}` })).toBeVisible({ timeout: 20_000 });
}

/** Sets a range input (slider) by its label. */
export async function setSlider(page: Page, label: string, value: number): Promise<void> {
  await page.getByRole('main').getByLabel(label, { exact: true }).fill(String(value));
}

export async function pressGenerate(page: Page): Promise<void> {
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toBeEnabled();
  await generate.click();
}

function output(page: Page): Locator {
  return page.getByRole('main').locator('.generator-output');
}

/** Waits for the result image and returns its decoded size. */
export async function resultImageSize(
  page: Page,
  timeout = 60_000,
): Promise<{ width: number; height: number }> {
  const img = output(page).getByRole('img', { name: /^Generated/ });
  await expect(img).toBeVisible({ timeout });
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    return { width: el.naturalWidth, height: el.naturalHeight };
  });
}

/** Waits for the result video, loads it and returns its duration, size and whether a frame is decodable. */
export async function resultVideoInfo(page: Page, timeout = 90_000) {
  const video = output(page).locator('video.result-media');
  await expect(video).toBeVisible({ timeout });
  return video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<{ duration: number; width: number; height: number; frame: boolean }>((resolve, reject) => {
        const done = () =>
          resolve({
            duration: el.duration,
            width: el.videoWidth,
            height: el.videoHeight,
            frame: el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
          });
        el.addEventListener('error', () => reject(new Error(`video error ${el.error?.code}`)));
        el.preload = 'auto';
        el.muted = true;
        if (el.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) return done();
        el.addEventListener('loadeddata', done, { once: true });
        el.load();
      }),
  );
}

/** Waits for the result audio, loads its metadata and returns its duration. */
export async function resultAudioDuration(page: Page, timeout = 90_000): Promise<number> {
  const audio = output(page).locator('audio.result-audio');
  await expect(audio).toBeAttached({ timeout });
  return audio.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        el.addEventListener('error', () => reject(new Error(`audio error ${el.error?.code}`)));
        if (el.readyState >= HTMLMediaElement.HAVE_METADATA) return resolve(el.duration);
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.preload = 'metadata';
        el.load();
      }),
  );
}

/** Downloads the result from the generator page; returns the suggested file name. */
export async function downloadResult(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await output(page)
    .getByRole('button', { name: /^Download/ })
    .first()
    .click();
  return (await downloading).suggestedFilename();
}

/** The task is in Libraries, finished, and downloads from there. */
export async function expectInLibrary(page: Page, origin: string, label: string, ext: RegExp): Promise<void> {
  await page.goto(`${origin}/ai/libraries`);
  const item = page.getByRole('article', { name: new RegExp(`^${label}`) }).first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  const downloading = page.waitForEvent('download');
  await item
    .getByRole('button', { name: /^Download/ })
    .first()
    .click();
  expect((await downloading).suggestedFilename()).toMatch(ext);
}

/** Opens an app route on the test's own server and signs up there with the run's generous credit grant. */
export async function openSignedUp(
  page: Page,
  serverUrl: string,
  route: string,
  credits = 50,
): Promise<void> {
  await page.goto(`${serverUrl}/ai/${route}`);
  await signUp(page);
  await expect(balance(page)).toHaveText(new RegExp(String(credits)));
}
