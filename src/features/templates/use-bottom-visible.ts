import { useEffect, useRef } from 'react';

/**
 * Calls onVisible whenever the returned sentinel element scrolls into view of its scrolling ancestor (or the
 * viewport). The callback is read through a ref, so callers need not memoise it.
 */
export function useBottomVisible<T extends Element>(onVisible: () => void, rootMargin = '200px') {
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
  }, [rootMargin]);
  return sentinel;
}
