import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { bigPhoto } from '../tests/e2e/support/photos';
import { median, ms, startBrowserBench, type BenchRow } from './support/browser-bench';

const RUNS = 3;

/** Main-thread tasks over 50 ms ('longtask' entries): the longest and how many, since the last reset. */
const WATCH_LONG_TASKS = () => {
  const w = window as unknown as { __longest: number; __long: number };
  w.__longest = 0;
  w.__long = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__longest = Math.max(w.__longest, e.duration);
      w.__long += 1;
    }
  }).observe({ type: 'longtask', buffered: true });
};
const resetLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __longest: number; __long: number };
    w.__longest = 0;
    w.__long = 0;
  });

/** The app's own path: photo in, crop modal (decode + downscale in a worker), Confirm (crop + PNG in a worker). */
async function inWorker(page: Page, photo: string) {
  await page.goto('/ai/home');
  // The page's own start (adoption, idle-time extras) is not the crop's: let it settle first.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForTimeout(4000);
  await resetLongTasks(page);
  await page.getByLabel('Upload a photo').setInputFiles(photo);
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
  await page.waitForFunction(() => performance.getEntriesByName('crop:decode').length > 0);
  await dialog.getByRole('radio', { name: '16:9' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('img', { name: 'Your photo' }).waitFor();
  // Let the observer deliver the last entries.
  await page.waitForTimeout(200);
  return page.evaluate(() => ({
    decode: performance.getEntriesByName('crop:decode')[0].duration,
    encode: performance.getEntriesByName('crop:encode')[0].duration,
    longest: (window as unknown as { __longest: number }).__longest,
    long: (window as unknown as { __long: number }).__long,
  }));
}

/** The same work with main-thread canvas APIs: decode, downscale to 2000 px, 16:9 crop, PNG. */
async function onMainThread(page: Page) {
  await page.goto('/ai/home');
  return page.evaluate(async () => {
    const blob = await (await fetch('/bench-photo.jpg')).blob();
    const w = window as unknown as { __longest: number; __long: number };
    w.__longest = 0;
    w.__long = 0;
    const t0 = performance.now();
    const img = new Image();
    img.src = URL.createObjectURL(blob);
    await img.decode();
    const factor = 2000 / Math.max(img.naturalWidth, img.naturalHeight);
    const small = document.createElement('canvas');
    small.width = Math.round(img.naturalWidth * factor);
    small.height = Math.round(img.naturalHeight * factor);
    small.getContext('2d')!.drawImage(img, 0, 0, small.width, small.height);
    const t1 = performance.now();
    const k = Math.floor(Math.min(small.width / 16, small.height / 9));
    const out = document.createElement('canvas');
    out.width = 16 * k;
    out.height = 9 * k;
    out
      .getContext('2d')!
      .drawImage(
        small,
        0,
        (small.height - out.height) >> 1,
        out.width,
        out.height,
        0,
        0,
        out.width,
        out.height,
      );
    await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
    const t2 = performance.now();
    // Let the observer deliver the last entries.
    await new Promise((r) => setTimeout(r, 100));
    return { decode: t1 - t0, encode: t2 - t1, longest: w.__longest, long: w.__long };
  });
}

/** Crop + encode of a 24 MP photo: in the app's workers versus the same work on the main thread. */
export async function benchCrop(): Promise<BenchRow[]> {
  const photo = await bigPhoto();
  const bench = await startBrowserBench();
  try {
    const context = await bench.browser.newContext({
      baseURL: bench.server.url,
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(WATCH_LONG_TASKS);
    await context.route('**/bench-photo.jpg', (route) =>
      route.fulfill({ body: fs.readFileSync(photo), contentType: 'image/jpeg' }),
    );
    const page = await context.newPage();
    const worker = [];
    const main = [];
    for (let i = 0; i < RUNS; i++) {
      worker.push(await inWorker(page, photo));
      main.push(await onMainThread(page));
    }
    await context.close();
    const row = (
      name: string,
      runs: Array<{ decode: number; encode: number; longest: number; long: number }>,
    ): BenchRow[] => [
      {
        metric: `${name}: decode + downscale (median of ${RUNS})`,
        value: ms(median(runs.map((r) => r.decode))),
      },
      { metric: `${name}: crop + PNG encode`, value: ms(median(runs.map((r) => r.encode))) },
      { metric: `${name}: longest main-thread task`, value: ms(Math.max(...runs.map((r) => r.longest))) },
      {
        metric: `${name}: main-thread tasks over 50 ms (all runs)`,
        value: String(runs.reduce((sum, r) => sum + r.long, 0)),
      },
    ];
    return [...row('24 MP in worker', worker), ...row('24 MP on main thread', main)];
  } finally {
    await bench.close();
  }
}
