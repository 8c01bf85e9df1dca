import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { TAB_SCROLL_STEP } from '../../core/breakpoints';

interface Props {
  categories: ReadonlyArray<{ id: number; title: string }>;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  label: string;
}

/** Category tabs in one scrolling row with arrows that move it by 200 px. */
export function CategoryTabs({ categories, selectedId, onSelect, label }: Props) {
  const { t } = useLingui();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () =>
      setEdges({
        start: el.scrollLeft <= 1,
        end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
      });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [categories.length]);

  const scroll = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * TAB_SCROLL_STEP, behavior: 'smooth' });

  return (
    <div className="category-tabs">
      <button
        type="button"
        className="icon-btn tab-arrow"
        aria-label={t`Scroll categories left`}
        disabled={edges.start}
        onClick={() => scroll(-1)}
      >
        <ChevronLeft aria-hidden="true" size="1.25em" />
      </button>
      <div className="category-row" ref={row} role="tablist" aria-label={label}>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            role="tab"
            aria-selected={c.id === selectedId}
            className={`pill ${c.id === selectedId ? 'active' : ''}`}
            onClick={() => onSelect(c.id)}
          >
            {c.title}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="icon-btn tab-arrow"
        aria-label={t`Scroll categories right`}
        disabled={edges.end}
        onClick={() => scroll(1)}
      >
        <ChevronRight aria-hidden="true" size="1.25em" />
      </button>
    </div>
  );
}
