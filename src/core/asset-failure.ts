import { ERROR_CSS_PRELOAD, ERROR_SCRIPT_LOAD } from './business-codes';
import { ASSET_FAILURE_RELOAD_MS, ASSET_FAILURE_WINDOW_MS } from './timing';

/** What to do after our own script or chunk failed to load. */
export type AssetFailureAction =
  /** Reload after ASSET_FAILURE_RELOAD_MS. */
  | { kind: 'reload'; delayMs: number }
  /** A reload for this reason already happened within the window: alert, then reload. */
  | { kind: 'alert-reload' };

/**
 * The rule: the first failure reloads after 2 s; a failure within 5 minutes after such a reload alerts first,
 * because reloading alone evidently did not help (a deploy happened under the tab).
 */
export function assetFailureAction(now: number, lastReloadAt: number | null): AssetFailureAction {
  if (lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < ASSET_FAILURE_WINDOW_MS) {
    return { kind: 'alert-reload' };
  }
  return { kind: 'reload', delayMs: ASSET_FAILURE_RELOAD_MS };
}

/** Messages browsers and vite use for a chunk or stylesheet of ours that did not load. */
const ASSET_LOAD_FAILURE = new RegExp(
  [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
    ERROR_CSS_PRELOAD,
    `^${ERROR_SCRIPT_LOAD}$`,
  ].join('|'),
);

/** Whether a rejection reason is a failed load of one of our chunks or stylesheets. */
export function isAssetLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return ASSET_LOAD_FAILURE.test(message);
}
