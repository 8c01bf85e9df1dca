import { Play } from 'lucide-react';
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { thumbnailSizeFromExtra } from '../../core/explore-rules';
import { justifyRows, targetRowHeight } from '../../core/justified-rows';
import type { ExploreItem } from '../../core/contract/explore';

interface Props {
  items: readonly ExploreItem[];
  onOpen: (item: ExploreItem, index: number) => void;
  label: string;
  /** 'compact' aims at lower rows (home). */
  compact?: boolean;
}

/**
 * Tiles keep their thumbnail's shape between these aspects; a panorama or a strip beyond them is cropped to the
 * limit rather than drawn as a sliver.
 */
const MIN_TILE_ASPECT = 1 / 3;
const MAX_TILE_ASPECT = 3;
/** The compact grid (home's strip) shows the whole rows that fit this height; explore.css clips it the same. */
const COMPACT_MAX_HEIGHT = 460;

/**
 * The list's content width and gap, in whole pixels, followed as it resizes. 0 until measured: on the server, in
 * the prerendered HTML and in the render that adopts it.
 */
function useGridMeasure<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [measure, setMeasure] = useState({ width: 0, gap: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const width = Math.floor(el.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
      setMeasure((m) => (m.width === width && m.gap === gap ? m : { width, gap }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, measure] as const;
}

/** A video item's muted preview plays over its tile while a mouse rests on it or the keyboard focus is on it. */
function usePreview() {
  const [id, setId] = useState<number | null>(null);
  const canPlay = (item: ExploreItem) =>
    item.type === 'video' && !!item.preview && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const stop = (item: ExploreItem) => setId((current) => (current === item.id ? null : current));
  const handlers = (item: ExploreItem) => ({
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && canPlay(item)) setId(item.id);
    },
    onPointerLeave: () => stop(item),
    onFocus: (e: FocusEvent<HTMLElement>) => {
      // Keyboard focus only: a tap or click focuses too, and opens the item anyway.
      if (e.currentTarget.matches(':focus-visible') && canPlay(item)) setId(item.id);
    },
    onBlur: () => stop(item),
  });
  return { id, stop, handlers };
}

/**
 * Justified rows: every tile keeps its thumbnail's shape (from `extra`, 400×400 when that does not parse), a row's
 * tiles share one height near the target for the width, and every row but the last fills the width exactly
 * (core/justified-rows). The layout is known before any image arrives, so nothing jumps. Until the width is
 * measured (prerendered HTML) CSS alone lays the tiles in wrapping rows of the same target height.
 */
export function ExploreGrid({ items, onOpen, label, compact }: Props) {
  const { t } = useLingui();
  const [listRef, { width, gap }] = useGridMeasure<HTMLUListElement>();
  const preview = usePreview();
  const sizes = useMemo(() => items.map((item) => thumbnailSizeFromExtra(item.extra)), [items]);
  const layout = useMemo(() => {
    if (width <= 0) return null;
    const aspects = sizes.map((s) =>
      Math.min(MAX_TILE_ASPECT, Math.max(MIN_TILE_ASPECT, s.width / s.height)),
    );
    return justifyRows(aspects, { width, gap, targetHeight: targetRowHeight(width, compact) });
  }, [sizes, width, gap, compact]);
  let height = layout?.height;
  if (layout && compact) {
    const fitting = layout.rows.filter((row) => row.y + row.height <= COMPACT_MAX_HEIGHT);
    height = fitting.length ? Math.max(...fitting.map((row) => row.y + row.height)) : COMPACT_MAX_HEIGHT;
  }

  return (
    <ul
      ref={listRef}
      className={`explore-grid ${compact ? 'compact' : ''} ${layout ? 'is-justified' : ''}`}
      aria-label={label}
      style={layout ? { height } : undefined}
    >
      {items.map((item, index) => {
        const { width: thumbWidth, height: thumbHeight } = sizes[index];
        const box = layout?.boxes[index];
        const style = box
          ? { left: box.x, top: box.y, width: box.width, height: box.height }
          : ({ '--aspect': thumbWidth / thumbHeight } as CSSProperties);
        return (
          <li
            key={item.id}
            className="explore-tile"
            style={style}
            data-thumb-width={thumbWidth}
            data-thumb-height={thumbHeight}
          >
            <button
              type="button"
              className="explore-open"
              aria-label={t`Open ${item.title}`}
              onClick={() => onOpen(item, index)}
              {...preview.handlers(item)}
            >
              <img
                src={item.thumbnail}
                alt={item.title}
                width={thumbWidth}
                height={thumbHeight}
                loading={index < 12 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {preview.id === item.id && (
                <video
                  className="explore-preview"
                  src={item.preview}
                  poster={item.thumbnail}
                  muted
                  loop
                  playsInline
                  autoPlay
                  aria-hidden="true"
                  // A preview that cannot play leaves the thumbnail.
                  onError={() => preview.stop(item)}
                />
              )}
              {item.type === 'video' && (
                <span className="explore-kind" aria-hidden="true">
                  <Play />
                </span>
              )}
              <span className="explore-caption">
                <span>{item.title}</span>
              </span>
            </button>
          </li>
        );
      })}
      {/* Without the measured layout: keeps the last row from stretching its few tiles across the width. */}
      <li className="explore-filler" aria-hidden="true" />
    </ul>
  );
}
