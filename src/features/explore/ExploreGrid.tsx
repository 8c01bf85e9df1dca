import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { thumbnailSizeFromExtra } from '../../core/explore-rules';
import type { ExploreItem } from '../../core/contract/explore';

interface Props {
  items: readonly ExploreItem[];
  onOpen: (item: ExploreItem, index: number) => void;
  label: string;
  /** 'compact' aims at lower rows (home). */
  compact?: boolean;
}

/**
 * Justified rows: each tile grows in proportion to its thumbnail's width/height from `extra` (400×400 when that
 * does not parse, spec core §8), so the layout is known before any image arrives and nothing jumps.
 */
export function ExploreGrid({ items, onOpen, label, compact }: Props) {
  const { t } = useLingui();
  return (
    <ul className={`explore-grid ${compact ? 'compact' : ''}`} aria-label={label}>
      {items.map((item, index) => {
        const { width, height } = thumbnailSizeFromExtra(item.extra);
        const aspect = width / height;
        return (
          <li
            key={item.id}
            className="explore-tile"
            style={{ '--aspect': aspect } as CSSProperties}
            data-thumb-width={width}
            data-thumb-height={height}
          >
            <button
              type="button"
              className="explore-open"
              aria-label={t`Open ${item.title}`}
              onClick={() => onOpen(item, index)}
            >
              <span className="explore-ratio" style={{ paddingBottom: `${100 / aspect}%` }} />
              <img
                src={item.thumbnail}
                alt={item.title}
                width={width}
                height={height}
                loading={index < 12 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {item.type === 'video' && (
                <span className="explore-kind" aria-hidden="true">
                  ▶
                </span>
              )}
              <span className="explore-caption">{item.title}</span>
            </button>
          </li>
        );
      })}
      {/* Keeps the last row from stretching its few tiles across the whole width. */}
      <li className="explore-filler" aria-hidden="true" />
    </ul>
  );
}
