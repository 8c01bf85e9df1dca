import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../core/breakpoints';

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/**
 * Whether a media query matches. Prerendered HTML is laid out by CSS for every width, so the server (and the
 * hydrating render) answer false; the browser's answer follows at once.
 */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phones: under 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH - 1}px)`);
}
