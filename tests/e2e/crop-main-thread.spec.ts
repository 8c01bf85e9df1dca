import { test, expect, type Page } from '@playwright/test';
import { bigPhoto } from './support/photos';
import { PRESETS, photoSize } from './support/crop';

// Runs in the 'quiet' projects, after every other spec: a long task is wall-clock time, and on a 2-core machine
// shared with another test worker the main thread waits for a core, which says nothing about the app.

/** A main-thread task the 'longtask' PerformanceObserver reported (wall-clock, over 50 ms by definition). */
interface LongTask {
  start: number;
  duration: number;
}

/**
 * The browser calls a task over 50 ms long. Decoding or cropping a 24 MP photo on the main thread blocks 150 ms or
 * more; on a loaded two-core machine layout and garbage collection alone reach 50–60 ms (seen in CI at 51 and 53
 * ms in every pass), so the check counts tasks over 100 ms: still every one the crop would cause.
 */
const LONG_TASK_LIMIT_MS = 100;

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

/**
 * One pass: choose the photo, then crop to each preset and open the crop again. Returns the long tasks that overlap
 * the crop work: from choosing the file until the modal is ready, from Confirm until the cropped photo shows, and
 * from "Crop again" until the modal is ready again (page clock).
 */
async function cropPass(page: Page): Promise<LongTask[]> {
  await page.goto('/ai/home');
  await expect(page.getByLabel('Upload a photo')).toBeAttached();
  await settled(page);
  const windows: Array<[number, number]> = [];
  const now = () => page.evaluate(() => performance.now());
  let start = await now();
  await page.getByLabel('Upload a photo').setInputFiles(await bigPhoto());
  let dialog = page.getByRole('dialog', { name: 'Crop image' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  windows.push([start, await now()]);
  for (const [label, p, q] of PRESETS) {
    await dialog.getByRole('radio', { name: label }).click();
    await expect(dialog.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
    start = await now();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    const { w, h } = await photoSize(page);
    windows.push([start, await now()]);
    expect(w * q, `${label}: ${w}×${h}`).toBe(h * p);
    start = await now();
    await page.getByRole('button', { name: 'Crop again' }).click();
    dialog = page.getByRole('dialog', { name: 'Crop image' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    windows.push([start, await now()]);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const all = await longTasks(page);
  return all.filter((task) =>
    windows.some(([from, to]) => task.start < to && task.start + task.duration > from),
  );
}

/**
 * Work the app does on the main thread recurs in every pass; a task stretched because another process held the
 * core does not. So the page passes when one of up to three passes has no long task, and fails when every pass
 * has one (e.g. decoding or cropping on the main thread blocks 150 ms or more each time).
 */
const PASSES = 3;

test.describe('crop on the main thread', () => {
  test.setTimeout(180_000);

  test('cropping a 24 MP photo to each preset runs no main-thread long task', async ({ page }, testInfo) => {
    await watchLongTasks(page);
    const passes: LongTask[][] = [];
    for (let i = 0; i < PASSES; i++) {
      const long = (await cropPass(page)).filter((task) => task.duration > LONG_TASK_LIMIT_MS);
      passes.push(long);
      if (long.length === 0) break;
    }
    testInfo.annotations.push({
      type: 'main thread',
      description: passes
        .map((p, i) => `pass ${i + 1}: ${JSON.stringify(p.map((t) => t.duration))}`)
        .join('; '),
    });
    expect(passes.at(-1), `long tasks in every pass: ${JSON.stringify(passes)}`).toEqual([]);
  });
});
