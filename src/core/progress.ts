/** Progress rules: real progress clamped to 0–100, and the displayed progress that ticks toward 99. */

export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** One displayed-progress tick (run each second): +4 below 20, +1 below 50, +0.5 below 80, +0.01 below 99. */
export function nextDisplayedProgress(current: number): number {
  let step: number;
  if (current < 20) step = 4;
  else if (current < 50) step = 1;
  else if (current < 80) step = 0.5;
  else if (current < 99) step = 0.01;
  else return 99;
  return Math.min(99, Math.round((current + step) * 100) / 100);
}

export const DISPLAYED_PROGRESS_TICK_MS = 1000;
export const DISPLAYED_PROGRESS_SUCCESS = 100;
