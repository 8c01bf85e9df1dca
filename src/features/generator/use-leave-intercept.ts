import { useEffect, useRef } from 'react';

/**
 * While `active`, a plain click on an in-app link that `leaves(url)` accepts is held back and handed to `onHold`
 * with the link's path (and query), so a page can ask before the user goes. New tabs, downloads, modified clicks,
 * other sites and links to the page itself pass.
 */
export function useLeaveIntercept(
  active: boolean,
  leaves: (url: URL) => boolean,
  onHold: (to: string) => void,
): void {
  // The latest callbacks, read at click time: the listener itself follows `active` alone.
  const latest = useRef({ leaves, onHold });
  latest.current = { leaves, onHold };
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      ) {
        return;
      }
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || url.pathname === location.pathname || !latest.current.leaves(url))
        return;
      // Only the navigation is stopped (wouter's Link skips it once the default is prevented): the link's own
      // click still runs, so the phone menu it sits in closes. The question opens a task later, after that
      // menu has closed and handed focus back, so the question keeps the focus it takes.
      event.preventDefault();
      const to = url.pathname + url.search;
      window.setTimeout(() => latest.current.onHold(to), 0);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
}
