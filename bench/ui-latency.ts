import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/browser';
import { APP_TOKEN_COOKIE } from '../src/core/session-rules';
import { TASK_EVENTS_PATH } from '../src/core/contract/task-events';
import { signUpForToken, startBenchServer, type BenchServer } from './support/bench-server';

export interface UiLatencyOptions {
  /** Tasks measured one after another, per run. */
  tasks: number;
  /** TASK_MIN_MS of the bench server; 0 means tasks end as soon as the engine is done. */
  taskMinMs: number;
}

const DEFAULTS: UiLatencyOptions = { tasks: 10, taskMinMs: 0 };

export interface UiLatencyFigures {
  /** With the task event stream. */
  stream: { median: number; p90: number; samples: number[] };
  /** With GET /v1/ai/events refused, so only polling (every 3 s) brings results. */
  pollingOnly: { median: number; p90: number; samples: number[] };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

declare global {
  interface Window {
    /** Epoch ms at which each image (by alt text) fired its load event. */
    __imageLoads?: Record<string, number>;
  }
}

/**
 * One run: a fresh user on the text-to-image page of the production build under its service worker generates
 * `tasks` images one after another. Each sample is the time from the server marking the task finished
 * (tasks.finished_ms) to the result image's `load` event on the page. Server and browser share the machine clock.
 */
async function run(
  server: BenchServer,
  browser: Browser,
  opts: UiLatencyOptions,
  blockStream: boolean,
): Promise<number[]> {
  const token = await signUpForToken(server.url, `ui-latency-${Date.now()}@example.com`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: APP_TOKEN_COOKIE, value: token, url: server.url }]);
    if (blockStream) await context.route(`**${TASK_EVENTS_PATH}`, (route) => route.abort());
    await context.addInitScript(() => {
      window.__imageLoads = {};
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLImageElement) window.__imageLoads![event.target.alt] = Date.now();
        },
        true,
      );
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/ai/text-to-image`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Account' }).waitFor();

    const finishedAt = server.db.prepare(
      "SELECT finished_ms FROM tasks WHERE json_extract(params, '$.prompt') = ? AND status = 3",
    );
    const samples: number[] = [];
    for (let i = 0; i < opts.tasks; i++) {
      const prompt = `latency ${blockStream ? 'polled' : 'streamed'} ${i}: a lighthouse on a cliff`;
      await page.getByLabel('Prompt').fill(prompt);
      await page.getByRole('button', { name: /^Generate/ }).click();
      const loaded = await page.waitForFunction(
        (alt) => window.__imageLoads?.[alt] ?? false,
        `Generated: ${prompt}`,
        {
          timeout: 60_000,
        },
      );
      const loadedAt = (await loaded.jsonValue()) as number;
      const row = finishedAt.get(prompt) as { finished_ms: number } | undefined;
      if (!row) throw new Error(`task "${prompt}" is shown but not finished on the server`);
      samples.push(loadedAt - row.finished_ms);
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** Server finish → result image loaded on the generator page, with the event stream and with polling only. */
export async function measureUiLatency(options: Partial<UiLatencyOptions> = {}): Promise<UiLatencyFigures> {
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
    const figures = (samples: number[]) => ({
      median: percentile(samples, 50),
      p90: percentile(samples, 90),
      samples,
    });
    const stream = figures(await run(server, browser, opts, false));
    const pollingOnly = figures(await run(server, browser, opts, true));
    return { stream, pollingOnly };
  } finally {
    await browser.close();
    await server.close();
  }
}

export function printUiLatency(figures: UiLatencyFigures): void {
  const { stream, pollingOnly } = figures;
  const n = stream.samples.length;
  console.log(
    `server finished → result image loaded, with the event stream: median ${stream.median} ms, p90 ${stream.p90} ms over ${n} tasks`,
  );
  console.log(
    `same with ${TASK_EVENTS_PATH} blocked (polling only): median ${pollingOnly.median} ms, p90 ${pollingOnly.p90} ms`,
  );
  console.log(`samples with the stream (ms): ${stream.samples.join(', ')}`);
  console.log(`samples polling only (ms): ${pollingOnly.samples.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printUiLatency(await measureUiLatency());
}
