import { chromium, type Browser } from 'playwright-core';
import fs from 'node:fs';
import { chromiumLaunchOptions } from '../../tests/e2e/support/browser';
import { startBenchServer, type BenchServer } from './bench-server';
import { seedMediaFiles } from '../../server/seed/media-job';

export interface BenchRow {
  metric: string;
  value: string;
}

/** The built app on a throw-away server, with its seed media made, and a headless Chromium. */
export async function startBrowserBench(): Promise<{
  server: BenchServer;
  browser: Browser;
  close(): Promise<void>;
}> {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startBenchServer({ CLIENT_DIR: 'dist' });
  // Thumbnails are rendered in the background after start; measure the page, not the seed renderer.
  await seedMediaFiles(server.ctx)?.ready;
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const ms = (v: number) => `${Math.round(v)} ms`;
