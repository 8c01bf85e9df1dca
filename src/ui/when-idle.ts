import { useEffect, useState } from 'react';

/**
 * How long after load the page is left to itself before background work starts, unless the visitor acts first:
 * on a slow phone those first seconds go to the page the visitor came for, not to offers and setup.
 */
const SETTLE_MS = 3000;
/** The longest background work then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;
/** What counts as the visitor acting: background work may start at once. */
const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

let idle: Promise<void> | null = null;

/**
 * Settles once the page has loaded and settled (a few seconds, or the visitor's first action) and the browser
 * has an idle moment: when what nobody is waiting for (offers, ads, the sign-in check for visitors without a
 * login, the service worker link on pages without tasks) may start. Browsers without requestIdleCallback go on
 * after the settle time.
 */
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const type of ACTIVITY) window.removeEventListener(type, go, true);
      clearTimeout(timer);
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(go, SETTLE_MS);
      for (const type of ACTIVITY) window.addEventListener(type, go, { capture: true, passive: true });
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/** True once whenIdle has settled. */
export function useIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
