/** Calendar periods in server seconds (UTC): months end on the same day of month, clamped to the month's end. */
import type { PeriodUnit } from '../../src/core/contract/commerce';

const DAY = 24 * 60 * 60;

/** `seconds` moved by `months` calendar months; 31 Jan + 1 month is the last day of February. */
export function addMonths(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(d);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export function addDays(seconds: number, days: number): number {
  return seconds + days * DAY;
}

/** The end of one period starting at `start`. */
export function periodEnd(start: number, period: PeriodUnit): number {
  if (period === 'week') return addDays(start, 7);
  if (period === 'month') return addMonths(start, 1);
  return addMonths(start, 12);
}
