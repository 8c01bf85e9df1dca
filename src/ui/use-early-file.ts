import { useEffect, type RefObject } from 'react';

/**
 * Runs `take` once on mount with a file the user picked in `input` before the page was live. An input React
 * creates starts empty, so a file in it at mount was picked in the prerendered page, whose change event went by
 * with no handler (the field's code may even arrive after the rest of the page).
 */
export function useEarlyFile(input: RefObject<HTMLInputElement | null>, take: (file: File) => void): void {
  useEffect(() => {
    const file = input.current?.files?.[0];
    if (file) take(file);
    // Once, on mount: only the adopted input can hold an early file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
