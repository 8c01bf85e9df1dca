import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rangeBetween } from '../../core/library-query';

export interface Selection {
  /** Selected ids among those shown, in the order shown. */
  ids: string[];
  has(id: string): boolean;
  /** True while choosing: something is selected, or select mode was entered by a long press. */
  active: boolean;
  /** A click on an item's checkbox or on the item while choosing; shift selects the range from the last click. */
  toggle(id: string, shift: boolean): void;
  /** Long press on a phone: enters select mode with this item. */
  begin(id: string): void;
  /** Selects every shown item. */
  selectAll(): void;
  clear(): void;
}

/** Multi-select over the shown items; what is filtered away is dropped from the selection. Escape clears it. */
export function useSelection(shown: readonly string[]): Selection {
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const [mode, setMode] = useState(false);
  const anchor = useRef<string | null>(null);

  const ids = useMemo(() => shown.filter((id) => picked.has(id)), [shown, picked]);
  const active = mode || ids.length > 0;

  const clear = useCallback(() => {
    setPicked(new Set());
    setMode(false);
    anchor.current = null;
  }, []);

  const toggle = useCallback(
    (id: string, shift: boolean) => {
      // Read now: the updater below runs later, after the anchor has moved to this click.
      const from = anchor.current;
      setPicked((current) => {
        const next = new Set(current);
        if (shift && from !== null) {
          for (const one of rangeBetween(shown, from, id)) next.add(one);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      anchor.current = id;
    },
    [shown],
  );

  const begin = useCallback((id: string) => {
    setMode(true);
    setPicked((current) => new Set(current).add(id));
    anchor.current = id;
  }, []);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog open above the list handles its own Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]'))
        return;
      clear();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, clear]);

  const has = useCallback((id: string) => picked.has(id), [picked]);
  const selectAll = useCallback(() => setPicked(new Set(shown)), [shown]);
  return { ids, has, active, toggle, begin, selectAll, clear };
}
