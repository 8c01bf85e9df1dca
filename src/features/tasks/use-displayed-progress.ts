import { useEffect, useState } from 'react';
import {
  DISPLAYED_PROGRESS_SUCCESS,
  DISPLAYED_PROGRESS_TICK_MS,
  clampProgress,
  nextDisplayedProgress,
} from '../../core/progress';

/**
 * Displayed progress: starts at 0 and ticks each second by core's steps (big at first, tiny near the end),
 * capped at 99; real progress from the server pulls it forward; success shows 100.
 */
export function useDisplayedProgress(running: boolean, succeeded: boolean, realProgress: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setShown((p) => nextDisplayedProgress(p)), DISPLAYED_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  if (succeeded) return DISPLAYED_PROGRESS_SUCCESS;
  return Math.min(99, Math.max(shown, clampProgress(realProgress)));
}
