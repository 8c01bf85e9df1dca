/** Cloud storage card rules. */
import { formatStorageSize } from './storage-size';

export type CloudState = 'inactive' | 'enough' | 'almost' | 'full';
/** Usage threshold in percent: almost full from 80 (full is the drive-full rule). */
const CLOUD_ALMOST_PERCENT = 80;

const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * inactive for missing or negative sizes; full by the drive-full rule (total 0, used/total ≥ 100%, or the two sizes
 * reading the same); else almost from 80%, enough below.
 */
export function cloudStateFromUsage(
  used: number | null | undefined,
  total: number | null | undefined,
): CloudState {
  if (!isSize(used) || !isSize(total)) return 'inactive';
  if (isDriveFull(total, used)) return 'full';
  if ((used / total) * 100 >= CLOUD_ALMOST_PERCENT) return 'almost';
  return 'enough';
}

/** Drive full: total is 0, or used/total ≥ 100%, or both sizes format to the same text. */
export function isDriveFull(totalSize: number, usedSize: number): boolean {
  if (totalSize <= 0) return true;
  if (usedSize / totalSize >= 1) return true;
  return formatStorageSize(usedSize) === formatStorageSize(totalSize);
}

/**
 * Keys of the cloud card messages; the UI maps each to its Lingui text. English source texts, as the spec words
 * them: unpaid 'Inactive, purchase first.', restricted 'Restricted, contact support.', error 'Server error, try
 * later.', openable 'Inactive, open now.'.
 */
export type CloudCardMessageKey = 'unpaid' | 'restricted' | 'error' | 'openable';
