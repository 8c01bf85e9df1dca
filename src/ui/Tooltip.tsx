import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { nextTooltipOpen, TOOLTIP_OFFSET, TOOLTIP_PADDING, type TooltipEvent } from '../core/tooltip';
import { useIsMobile } from './use-media';
import './tooltip.css';

interface Props {
  /** The anchor's accessible name. */
  label: string;
  /** What the anchor shows. */
  children: ReactNode;
  /** The bubble's text. */
  content: ReactNode;
  /** Which edge of the anchor the bubble lines up with ('end' for anchors near the right edge). */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * An anchor button with a tooltip below it: hover (or focus) on desktop, a tap on phones; a click outside or
 * Escape closes it (core/tooltip.ts holds the rule).
 */
export function Tooltip({ label, children, content, align = 'start', className }: Props) {
  const isPhone = useIsMobile();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const id = useId();
  const on = (event: TooltipEvent) => setOpen((was) => nextTooltipOpen(was, event, isPhone));

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!anchor.current?.contains(e.target as Node))
        setOpen((was) => nextTooltipOpen(was, 'outside', isPhone));
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen((was) => nextTooltipOpen(was, 'escape', isPhone));
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape);
    };
  }, [open, isPhone]);

  // The bubble is a popover, on the page's top layer: nothing the anchor's container stacks above covers it.
  const [place, setPlace] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const follow = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const top = box.bottom + TOOLTIP_OFFSET;
      setPlace(
        align === 'end'
          ? { top, right: document.documentElement.clientWidth - box.right }
          : { top, left: box.left },
      );
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open, align]);

  // Shown once per opening. A browser without the Popover API shows the bubble as a plain fixed element (the
  // stylesheet's z-index keeps it above the page), so it must not be asked to showPopover.
  const bubble = useRef<HTMLSpanElement>(null);
  const shown = open && place !== null;
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!shown || !el || typeof el.showPopover !== 'function' || el.matches(':popover-open')) return;
    el.showPopover();
  }, [shown]);

  return (
    <span
      ref={anchor}
      className="tooltip-anchor"
      // Touch pointers also send enter and leave; only a mouse or pen hovers.
      onPointerEnter={(e) => e.pointerType !== 'touch' && on('enter')}
      onPointerLeave={(e) => e.pointerType !== 'touch' && on('leave')}
    >
      <button
        type="button"
        className={className}
        aria-label={label}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onFocus={() => on('focus')}
        onBlur={() => on('blur')}
        onClick={() => on('tap')}
      >
        {children}
      </button>
      {open && place && (
        <span
          ref={bubble}
          popover="manual"
          role="tooltip"
          id={id}
          className="tooltip-bubble"
          style={{ ...place, padding: `${TOOLTIP_PADDING}px ${TOOLTIP_PADDING * 2}px` }}
        >
          {content}
        </span>
      )}
    </span>
  );
}
