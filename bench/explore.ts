import { median, ms, startBrowserBench, type BenchRow } from './support/browser-bench';

const RUNS = 5;
const FIRST = 20;

/** Explore: time from navigation start until the first 20 video thumbnails have loaded, in a fresh context. */
export async function benchExplore(): Promise<BenchRow[]> {
  const bench = await startBrowserBench();
  try {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await bench.browser.newContext({
        baseURL: bench.server.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/ai/explore');
      const handle = await page.waitForFunction(
        (n) => {
          const imgs = Array.from(document.querySelectorAll<HTMLImageElement>('.explore-grid img'));
          const done = imgs.slice(0, n).filter((img) => img.complete && img.naturalWidth > 0);
          return done.length >= n ? performance.now() : false;
        },
        FIRST,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push((await handle.jsonValue()) as number);
      await context.close();
    }
    return [
      { metric: `explore: first ${FIRST} thumbnails loaded, first visit`, value: ms(times[0]) },
      {
        metric: `explore: first ${FIRST} thumbnails loaded (median of ${RUNS} fresh visits)`,
        value: ms(median(times)),
      },
    ];
  } finally {
    await bench.close();
  }
}
