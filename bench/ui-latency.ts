import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/browser';
import { APP_TOKEN_COOKIE } from '../src/core/session-rules';
import { signUpForToken, startBenchServer } from './support/bench-server';

export interface UiLatencyOptions {
  /** Tasks measured one after another. */
  tasks: number;
  /** TASK_MIN_MS of the bench server; 0 means tasks end as soon as the engine is done. */
  taskMinMs: number;
}

const DEFAULTS: UiLatencyOptions = { tasks: 20, taskMinMs: 0 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * For each task: milliseconds from the server marking it finished (tasks.finished_ms) to the text-to-image page
 * showing its result image loaded, in Debian Chromium against the production build under the service worker.
 * Tasks run one after another from the real UI. Server and browser share the machine clock. The figure is
 * dominated by where the finish falls between two result polls (every 3 s, spec core §9).
 */
export async function measureUiLatencies(options: Partial<UiLatencyOptions> = {}): Promise<number[]> {
  const opts = { ...DEFAULTS, ...options };
  const clientDir = path.resolve('dist');
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first');
  }
  const server = await startBenchServer({
    CLIENT_DIR: clientDir,
    SIGNUP_CREDITS: String(opts.tasks + 1),
    TASK_MIN_MS: String(opts.taskMinMs),
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const token = await signUpForToken(server.url, `ui-latency-${Date.now()}@example.com`);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: APP_TOKEN_COOKIE, value: token, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/ai/text-to-image`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Account' }).waitFor();

    const finishedAt = server.ctx.db.prepare(
      "SELECT finished_ms FROM tasks WHERE json_extract(params, '$.prompt') = ? AND status = 3",
    );
    const samples: number[] = [];
    for (let i = 0; i < opts.tasks; i++) {
      const prompt = `latency ${i}: a lighthouse on a cliff`;
      await page.getByLabel('Prompt').fill(prompt);
      await page.getByRole('button', { name: /^Generate/ }).click();
      const shown = await page.waitForFunction(
        (alt) => {
          const img = [...document.querySelectorAll('main img')].find(
            (el): el is HTMLImageElement => el instanceof HTMLImageElement && el.alt === alt,
          );
          return img && img.complete && img.naturalWidth > 0 ? Date.now() : false;
        },
        `Generated: ${prompt}`,
        { polling: 'raf', timeout: 60_000 },
      );
      const shownAt = (await shown.jsonValue()) as number;
      const row = finishedAt.get(prompt) as { finished_ms: number } | undefined;
      if (!row) throw new Error(`task "${prompt}" is shown but not finished on the server`);
      samples.push(shownAt - row.finished_ms);
    }
    await context.close();
    return samples;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Median milliseconds from the server finishing a task to the UI showing it, over 20 tasks. */
export async function uiLatencyMedianMs(options: Partial<UiLatencyOptions> = {}): Promise<number> {
  return median(await measureUiLatencies(options));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const samples = await measureUiLatencies();
  console.log(`task finished → UI shows it: median ${median(samples)} ms over ${samples.length} tasks`);
  console.log(`samples (ms): ${samples.join(', ')}`);
}
