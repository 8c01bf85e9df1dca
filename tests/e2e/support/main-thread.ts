import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';

export interface MainThreadTask {
  /** Wall-clock milliseconds, what a 'longtask' PerformanceObserver reports. */
  wallMs: number;
  /** CPU milliseconds the main thread itself spent on the task. */
  cpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Traces the page's renderer main thread. Long tasks are wall-clock, so on a busy machine a 5 ms task can be
 * reported as 80 ms; the trace also gives each task's own CPU time, which is what says whether the page's code
 * blocked the thread.
 */
export async function traceMainThread<T>(
  browser: Browser,
  page: Page,
  file: string,
  work: () => Promise<T>,
): Promise<{ result: T; tasks: MainThreadTask[] }> {
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline'] });
  const result = await work();
  await browser.stopTracing();
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
  fs.rmSync(file, { force: true });
  return { result, tasks };
}
