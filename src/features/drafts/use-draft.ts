import { useEffect, useRef } from 'react';
import type { DraftValue } from '../../sw-contract/db';
import { loadDraft, saveDraft, saveDraftCopy } from './draft-store';

/** Quiet time before a change is written: one write per pause in typing, not per key. */
const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Keeps a form's draft under `key`: reads it once on mount and hands it to `onRestore` (unless `restore` is
 * false: the page was opened with settings to use), then writes `current` after each pause in changes, and
 * once more when the page is hidden; each change is also copied synchronously (a closed tab or a reload must not
 * lose the last words typed).
 */
export function useDraft(
  key: string,
  current: DraftValue,
  options: { restore: boolean; onRestore(draft: DraftValue): void },
): void {
  const loaded = useRef(false);
  const latest = useRef({ key, current, onRestore: options.onRestore });
  latest.current = { key, current, onRestore: options.onRestore };
  const json = JSON.stringify(current);
  const written = useRef<string | null>(null);
  const writtenTask = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    loaded.current = false;
    const done = () => {
      if (live) loaded.current = true;
    };
    if (!options.restore) done();
    else
      void loadDraft(key).then((draft) => {
        if (!live) return;
        if (draft) latest.current.onRestore(draft);
        done();
      });
    return () => {
      live = false;
    };
    // Read once per page (key); later changes to `restore` concern a page already filled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const write = () => {
      // Until the stored draft is read, the form holds its defaults: writing them would replace the draft.
      if (!loaded.current || written.current === json) return;
      written.current = json;
      writtenTask.current = latest.current.current.shownTaskId;
      void saveDraft(latest.current.key, latest.current.current);
    };
    // Typing waits for a pause; a new task on the page (a Generate) is written at once, since a result can show,
    // and the user reload, within the pause.
    const { shownTaskId } = latest.current.current;
    const taskChanged = shownTaskId !== null && shownTaskId !== writtenTask.current;
    const timer = setTimeout(write, taskChanged ? 0 : DRAFT_WRITE_DELAY_MS);
    // Every change is also copied at once, synchronously: a reload or a closed tab can come before the pause
    // ends, and neither an IndexedDB write nor the page's unload events are sure to run by then.
    if (loaded.current) saveDraftCopy(latest.current.key, latest.current.current);
    const onHide = () => {
      if (document.visibilityState === 'hidden') write();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [json]);
}
