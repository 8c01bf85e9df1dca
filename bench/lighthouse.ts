import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import { median, type BenchRow } from './support/browser-bench';

/** The pages the performance budget is judged on, and how many runs give each median. */
const PAGES = ['home', 'text-to-image', 'explore'];
const RUNS = 3;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as on the wire). */
  jsBytes: number;
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Lighthouse's mobile default: a mid-range phone on slow 4G, simulated.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests'].details as { items: Array<Record<string, unknown>> }).items;
  return {
    performance: categories.performance.score ?? 0,
    accessibility: categories.accessibility.score ?? 0,
    bestPractices: categories['best-practices'].score ?? 0,
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    fcp: audits['first-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    si: audits['speed-index'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    jsBytes: requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0),
  };
}

/**
 * Lighthouse 13 (mobile, simulated throttling) on the production build served by the real server, RUNS times per
 * page; each figure is the median of the runs (the performance score's own median run is not needed for that).
 */
export async function benchLighthouse(): Promise<BenchRow[]> {
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const port = 5990;
  const server = await startServer({ port, dataDir });
  const launch = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({
    chromePath: launch.executablePath,
    chromeFlags: ['--headless=new', ...launch.args],
  });
  const rows: BenchRow[] = [];
  try {
    for (const page of PAGES) {
      const url = `${server.url}/ai/${page}`;
      // One visit first: the server makes seed thumbnails on first request, which is not what is measured.
      await fetch(url);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
      const m = (pick: (r: Run) => number) => median(runs.map(pick));
      rows.push({
        metric: `/ai/${page}`,
        value: [
          `performance ${m((r) => r.performance).toFixed(2)}`,
          `accessibility ${m((r) => r.accessibility).toFixed(2)}`,
          `best practices ${m((r) => r.bestPractices).toFixed(2)}`,
          `LCP ${(m((r) => r.lcp) / 1000).toFixed(1)} s`,
          `FCP ${(m((r) => r.fcp) / 1000).toFixed(1)} s`,
          `TBT ${Math.round(m((r) => r.tbt))} ms`,
          `SI ${(m((r) => r.si) / 1000).toFixed(1)} s`,
          `CLS ${m((r) => r.cls).toFixed(3)}`,
          `JS on the wire ${(m((r) => r.jsBytes) / 1024).toFixed(1)} KB`,
          `(scores of the runs: ${runs.map((r) => r.performance.toFixed(2)).join(' ')})`,
        ].join(', '),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
