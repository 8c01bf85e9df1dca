import { test, expect, type Page } from '@playwright/test';
import { bigPhoto } from './support/photos';
import { saveScreen } from './support/screens';
import { traceMainThread } from './support/main-thread';

const PRESETS: Array<[string, number, number]> = [
  ['16:9', 16, 9],
  ['9:16', 9, 16],
  ['1:1', 1, 1],
  ['4:3', 4, 3],
  ['3:4', 3, 4],
];

/** Records every main-thread long task (> 50 ms) from the first script on. */
async function watchLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

const longTasks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __longTasks: Array<{ start: number; duration: number }> }).__longTasks,
  );

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
    browser,
  }, testInfo) => {
    await watchLongTasks(page);
    await page.goto('/ai/home');
    const traced = await traceMainThread(browser, page, testInfo.outputPath('trace.json'), async () => {
      // Windows of crop work: decoding for the modal, and crop + encode after Confirm.
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
      return windows;
    });
    const windows = traced.result;
    const observed = (await longTasks(page)).filter((task) =>
      windows.some(([from, to]) => task.start < to && task.start + task.duration > from),
    );
    // The observer measures wall-clock time: on a loaded machine, waiting for a core counts too. The page's own
    // work is the task's CPU time, which must stay under 50 ms for every task while cropping.
    const busiest = traced.tasks.reduce((max, t) => (t.cpuMs > max.cpuMs ? t : max), { wallMs: 0, cpuMs: 0 });
    testInfo.annotations.push({
      type: 'main thread',
      description: `observer long tasks: ${JSON.stringify(observed)}; busiest task ${busiest.cpuMs} ms CPU`,
    });
    expect(busiest.cpuMs).toBeLessThan(50);
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
