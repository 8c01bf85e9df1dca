import { describe, expect, it } from 'vitest';
import { assetFailureAction, isAssetLoadError } from '../../../src/core/asset-failure';
import { ASSET_FAILURE_RELOAD_MS, ASSET_FAILURE_WINDOW_MS } from '../../../src/core/timing';

describe('asset failure rule', () => {
  const now = 10_000_000;

  it('reloads after 2 s the first time', () => {
    expect(assetFailureAction(now, null)).toEqual({ kind: 'reload', delayMs: ASSET_FAILURE_RELOAD_MS });
  });

  it('alerts before reloading when such a reload happened within 5 minutes', () => {
    expect(assetFailureAction(now, now - 1000)).toEqual({ kind: 'alert-reload' });
    expect(assetFailureAction(now, now - ASSET_FAILURE_WINDOW_MS + 1)).toEqual({ kind: 'alert-reload' });
  });

  it('reloads quietly again once the window has passed, or when the stored time is from the future', () => {
    expect(assetFailureAction(now, now - ASSET_FAILURE_WINDOW_MS).kind).toBe('reload');
    expect(assetFailureAction(now, now + 60_000).kind).toBe('reload');
  });

  it('recognises failed chunk and stylesheet loads, and nothing else', () => {
    expect(
      isAssetLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a-1.js')),
    ).toBe(true);
    expect(isAssetLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isAssetLoadError(new Error('Unable to preload CSS for /assets/b.css'))).toBe(true);
    expect(isAssetLoadError(new Error('load error'))).toBe(true);
    expect(isAssetLoadError(new Error('code: 490505 msg: please buy now'))).toBe(false);
    expect(isAssetLoadError(undefined)).toBe(false);
  });
});
