import { assetFailureAction, isAssetLoadError } from '../core/asset-failure';
import { STORAGE_NAMESPACE } from '../core/identity';

/** When this tab last reloaded because our assets failed. */
const RELOAD_AT_KEY = `${STORAGE_NAMESPACE}:asset-reload-at`;

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function lastReloadAt(): number | null {
  const value = Number(storage()?.getItem(RELOAD_AT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

let recovering = false;

/**
 * The alert in the page's language. Its copy loads with the app's i18n, which the failure may have made
 * unreachable: then it is said in English. (This module runs in the entry, before any app code, so it carries no
 * i18n of its own.)
 */
async function updatedAlertText(): Promise<string> {
  try {
    return (await import('./asset-failure-alert')).assetFailureAlertText();
  } catch {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the catalogs are out of reach: English is all we have
    return 'The website has been updated, please reload the page and try again';
  }
}

/** Reloads after 2 s; if that already happened within 5 minutes, tells the user first (the spec's alert). */
function recoverFromAssetFailure(win: Window = window): void {
  if (recovering) return;
  recovering = true;
  const now = Date.now();
  const action = assetFailureAction(now, lastReloadAt());
  try {
    storage()?.setItem(RELOAD_AT_KEY, String(now));
  } catch {
    // without storage every failure reloads quietly; still better than a broken page
  }
  if (action.kind === 'reload') {
    win.setTimeout(() => win.location.reload(), action.delayMs);
    return;
  }
  void updatedAlertText().then((text) => {
    win.alert(text);
    win.location.reload();
  });
}

function isOwnUrl(url: string, win: Window): boolean {
  try {
    return new URL(url, win.location.href).origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * Watches for our scripts, module chunks and stylesheets failing to load (typically: a deploy removed the files
 * an open tab still refers to, and no SW cache had them). Returns a function that stops watching.
 */
export function installAssetRecovery(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    recoverFromAssetFailure(win);
  };
  const onResourceError = (event: Event) => {
    const target = event.target;
    const url =
      target instanceof HTMLScriptElement
        ? target.src
        : target instanceof HTMLLinkElement && /stylesheet|modulepreload/.test(target.rel)
          ? target.href
          : null;
    if (url && isOwnUrl(url, win)) recoverFromAssetFailure(win);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAssetLoadError(event.reason)) recoverFromAssetFailure(win);
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  // Resource load errors do not bubble; only a capturing listener on window sees them.
  win.addEventListener('error', onResourceError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('error', onResourceError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
