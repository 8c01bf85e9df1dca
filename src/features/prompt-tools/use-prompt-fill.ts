import { useState } from 'react';

/** A prompt the tools wrote into the box, and what it replaced (for Undo). */
export interface PromptFill {
  kind: 'polish' | 'describe';
  previous: string;
  next: string;
}

/**
 * The last fill of a form's prompt box. Undo offers itself while the box still holds what the tool wrote: once
 * the user edits it, going back would throw their edit away, so the offer ends.
 */
export function usePromptFill(current: string) {
  const [fill, setFill] = useState<PromptFill | null>(null);
  const live = fill && fill.next === current ? fill : null;
  return { fill: live, record: setFill, clear: () => setFill(null) };
}
