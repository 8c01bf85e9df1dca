import { useEffect, useRef } from 'react';

/**
 * Calls onVisible whenever the returned sentinel element scrolls into view (clipping by scrolling ancestors
 * counts). A new `generation` (e.g. the loaded count) re-observes, and a fresh observer reports at once, so a
 * sentinel still in view after a page arrived asks for the next one without any scrolling.
 * The callback is read through a ref, so callers need not memoise it.
 */
export function useBottomVisible<T extends Element>(
  onVisible: () => void,
  generation: unknown,
  rootMargin = '200px',
) {
  const sentinel = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [rootMargin, generation]);
  return sentinel;
}
