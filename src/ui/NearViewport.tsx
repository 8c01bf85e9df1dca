import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes within `margin` of the viewport: a section below the first screen
 * costs nothing (no code, no request, no images) until the visitor scrolls towards it. The wrapper keeps
 * `minHeight` until then, so what is below does not jump when the section arrives.
 */
export function NearViewport({
  children,
  margin = '400px',
  minHeight,
  className,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
  className?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={slot} className={className} style={near ? undefined : { minHeight }}>
      {near && children}
    </div>
  );
}
