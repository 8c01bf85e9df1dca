/**
 * Recent prompts of one generator: the rules for keeping them (newest first, no repeats, a cap) and for finding
 * them again as the user types. Stored per user and generator in IndexedDB (features/prompt-history/).
 */

export interface PromptHistoryEntry {
  text: string;
  /** Epoch ms of the last Generate with this prompt. */
  usedAt: number;
}

/** Most prompts kept per generator: enough to find last week's work, small enough to scan on every key. */
export const PROMPT_HISTORY_MAX = 50;

/** Most entries the list under the prompt box shows at once. */
const PROMPT_HISTORY_SHOWN = 8;

/** Prompts are the same when they differ only in case and spacing, so "A cat " and "a  cat" keep one entry. */
function sameKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The history after a Generate with `text`: the prompt moves to the top (as written this time), an older
 * spelling of it goes, and the oldest entries past the cap drop off. An empty prompt changes nothing.
 */
export function addPrompt(
  history: readonly PromptHistoryEntry[],
  text: string,
  now: number,
  max = PROMPT_HISTORY_MAX,
): PromptHistoryEntry[] {
  const trimmed = text.trim();
  if (!trimmed) return [...history];
  const key = sameKey(trimmed);
  const rest = history.filter((entry) => sameKey(entry.text) !== key);
  return [{ text: trimmed, usedAt: now }, ...rest].slice(0, max);
}

/** The history without `text` (the user removed it from the list). */
export function removePrompt(history: readonly PromptHistoryEntry[], text: string): PromptHistoryEntry[] {
  const key = sameKey(text);
  return history.filter((entry) => sameKey(entry.text) !== key);
}

/**
 * The entries to offer for what is in the prompt box, newest first: all of them for an empty box; otherwise
 * those holding every word typed (in any order, any case). The exact text already in the box is not offered.
 */
export function matchPrompts(
  history: readonly PromptHistoryEntry[],
  query: string,
  limit = PROMPT_HISTORY_SHOWN,
): PromptHistoryEntry[] {
  const words = sameKey(query).split(' ').filter(Boolean);
  const typed = sameKey(query);
  return history
    .filter((entry) => {
      const key = sameKey(entry.text);
      return key !== typed && words.every((word) => key.includes(word));
    })
    .slice(0, limit);
}

/** Entries read back from storage, keeping only well-formed ones (storage may hold older or damaged data). */
export function validEntries(value: unknown): PromptHistoryEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is PromptHistoryEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as PromptHistoryEntry).text === 'string' &&
      Number.isFinite((entry as PromptHistoryEntry).usedAt),
  );
}
