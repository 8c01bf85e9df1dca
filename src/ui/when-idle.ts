import { useEffect, useState } from 'react';

/**
 * How long after load the page is left to itself before background work starts, unless the visitor acts first:
 * on a slow phone those first seconds go to the page the visitor came for, not to offers and setup.
 */
const SETTLE_MS = 3000;
/** The longest background work then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;
/**
 * The longest the page waits for its load event: a slow picture or clip (a phone on a poor line, media the server
 * is still making) must not keep the menu's extras and the sign-in from the visitor.
 */
const LOAD_WAIT_MS = 6000;
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
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      for (const type of ACTIVITY) window.removeEventListener(type, go, true);
      clearTimeout(timer);
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The visitor acting counts from the first moment, loaded or not.
    for (const type of ACTIVITY) window.addEventListener(type, go, { capture: true, passive: true });
    if (document.readyState === 'complete') {
      timer = setTimeout(go, SETTLE_MS);
    } else {
      const afterLoad = () => {
        clearTimeout(timer);
        timer = setTimeout(go, SETTLE_MS);
      };
      window.addEventListener('load', afterLoad, { once: true });
      timer = setTimeout(() => {
        window.removeEventListener('load', afterLoad);
        go();
      }, LOAD_WAIT_MS + SETTLE_MS);
    }
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
