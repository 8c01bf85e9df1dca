/** Cloud storage card rules. */
import { formatStorageSize } from './storage-size';

export type CloudState = 'inactive' | 'enough' | 'almost' | 'full';
/** Usage thresholds in percent: almost full from 80, full from 100. */
const CLOUD_ALMOST_PERCENT = 80;
const CLOUD_FULL_PERCENT = 100;

const isSize = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * inactive for missing or negative sizes; else by used/total: enough < 80%, almost 80–<100%, full ≥ 100%.
 * A total of 0 (no space at all) counts as full, matching the drive-full rule.
 */
export function cloudStateFromUsage(
  used: number | null | undefined,
  total: number | null | undefined,
): CloudState {
  if (!isSize(used) || !isSize(total)) return 'inactive';
  if (total === 0) return 'full';
  const percent = (used / total) * 100;
  if (percent >= CLOUD_FULL_PERCENT) return 'full';
  if (percent >= CLOUD_ALMOST_PERCENT) return 'almost';
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

/** The cloud button says Open while inactive, otherwise Expand. */
export type CloudButtonKind = 'open' | 'expand';

export function cloudButtonKind(state: CloudState): CloudButtonKind {
  return state === 'inactive' ? 'open' : 'expand';
}
