import { test, expect, type Page } from '@playwright/test';
import { bigPhoto } from './support/photos';
import { saveScreen } from './support/screens';

const PRESETS: Array<[string, number, number]> = [
  ['16:9', 16, 9],
  ['9:16', 9, 16],
  ['1:1', 1, 1],
  ['4:3', 4, 3],
  ['3:4', 3, 4],
];

/** A main-thread task the 'longtask' PerformanceObserver reported (wall-clock, over 50 ms by definition). */
interface LongTask {
  start: number;
  duration: number;
}

/** A task over 50 ms is what the browser calls a long task: the page must not run one while cropping. */
const LONG_TASK_LIMIT_MS = 50;

/** Registers a 'longtask' PerformanceObserver before any page script runs; entries collect in window.__longTasks. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: LongTask[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/**
 * Waits until the page has loaded and its start-up work is done (an idle callback ran), so the tasks of showing the
 * home page are not counted as crop work.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: LongTask[] }).__longTasks);

async function uploadBigPhoto(page: Page) {
  await page.goto('/ai/home');
  await page.getByLabel('Upload a photo').setInputFiles(await bigPhoto());
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  return dialog;
}

async function photoSize(page: Page) {
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return photo.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
}

test.describe('crop modal', () => {
  test.setTimeout(120_000);

  test('a 24 MP photo crops to each preset with the exact ratio, without main-thread long tasks', async ({
    page,
  }, testInfo) => {
    await watchLongTasks(page);
    await page.goto('/ai/home');
    await expect(page.getByLabel('Upload a photo')).toBeAttached();
    await settled(page);
    // Windows of crop work, page clock: from choosing the file until the crop modal is ready, from Confirm until
    // the cropped photo is shown, and from "Crop again" until the modal is ready again.
    const windows: Array<[number, number]> = [];
    const now = () => page.evaluate(() => performance.now());
    let start = await now();
    await page.getByLabel('Upload a photo').setInputFiles(await bigPhoto());
    let dialog = page.getByRole('dialog', { name: 'Crop image' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    windows.push([start, await now()]);
    await expect(dialog.getByRole('radio')).toHaveCount(PRESETS.length);
    await saveScreen(page, testInfo, 'crop-modal');
    for (const [label, p, q] of PRESETS) {
      await dialog.getByRole('radio', { name: label }).click();
      await expect(dialog.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
      start = await now();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      const { w, h } = await photoSize(page);
      windows.push([start, await now()]);
      expect(w * q, `${label}: ${w}×${h}`).toBe(h * p);
      // The photo is downscaled to 2000 px before cropping (spec commerce §5).
      expect(Math.max(w, h)).toBeLessThanOrEqual(2000);
      start = await now();
      await page.getByRole('button', { name: 'Crop again' }).click();
      dialog = page.getByRole('dialog', { name: 'Crop image' });
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      windows.push([start, await now()]);
      // The crop record brings back the last ratio.
      await expect(dialog.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const all = await longTasks(page);
    const during = all.filter((task) =>
      windows.some(([from, to]) => task.start < to && task.start + task.duration > from),
    );
    const longest = Math.max(0, ...during.map((task) => task.duration));
    testInfo.annotations.push({
      type: 'main thread',
      description: `longest task during crop: ${longest} ms; all long tasks: ${JSON.stringify(all)}`,
    });
    expect(during.filter((task) => task.duration > LONG_TASK_LIMIT_MS)).toEqual([]);
  });

  test('restore resets zoom and position, cancel keeps the photo unchanged', async ({ page }) => {
    const dialog = await uploadBigPhoto(page);
    const box = dialog.locator('.crop-box');
    await dialog.getByRole('radio', { name: '1:1' }).click();
    const initial = await box.boundingBox();
    const slider = dialog.getByRole('slider', { name: 'Zoom' });
    const fit = Number(await slider.inputValue());
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await slider.inputValue())).toBeGreaterThan(fit);
    await box.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    expect((await box.boundingBox())!.x).toBeLessThan(initial!.x);
    // The box never gets smaller than the picture / 5 (or 40 px).
    for (let i = 0; i < 60; i++) await page.keyboard.press('Shift+ArrowUp');
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    expect(Number(await slider.inputValue())).toBeCloseTo(fit, 5);
    expect(await box.boundingBox()).toEqual(initial);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const first = await photoSize(page);
    expect(first.w).toBe(first.h);

    await page.getByRole('button', { name: 'Crop again' }).click();
    const again = page.getByRole('dialog', { name: 'Crop image' });
    await again.getByRole('radio', { name: '16:9' }).click();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    expect(await photoSize(page)).toEqual(first);
  });
});
