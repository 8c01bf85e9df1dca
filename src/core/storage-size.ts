/** Storage sizes: units of 1024, shown with two decimals. */
export const KB = 1024;
export const MB = 1048576;
const STORAGE_UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
/**
 * Reading of "a 0.98 threshold for moving to the next unit": a value moves up one unit as soon as it is at least
 * 0.98 of that unit, so 1003.52 KB (= 0.98 MB) shows as '0.98 MB' while 1003 KB shows as '1003.00 KB'. The
 * smallest unit is KB (the spec lists KB, MB, GB, TB), so 512 bytes show as '0.50 KB'; TB is the largest.
 */
const STORAGE_UNIT_THRESHOLD = 0.98;

export function formatStorageSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes / KB : 0;
  let unit = 0;
  while (unit < STORAGE_UNITS.length - 1 && value / KB >= STORAGE_UNIT_THRESHOLD) {
    value /= KB;
    unit += 1;
  }
  return `${value.toFixed(2)} ${STORAGE_UNITS[unit]}`;
}
