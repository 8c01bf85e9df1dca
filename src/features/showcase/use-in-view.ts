import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen (`threshold` of it visible), and whether it has ever come within `margin` of
 * the screen: media loads once near, and a clip plays only while it is seen.
 */
export function useInView(ref: RefObject<Element | null>, margin = '300px', threshold = 0.5) {
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const nearObserver = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    const visibleObserver = new IntersectionObserver(
      (entries) => setVisible(entries.some((e) => e.isIntersecting)),
      { threshold },
    );
    nearObserver.observe(el);
    visibleObserver.observe(el);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, [ref, margin, threshold]);
  return { near, visible };
}
