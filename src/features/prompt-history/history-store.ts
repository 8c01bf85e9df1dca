import { addPrompt, removePrompt, validEntries, type PromptHistoryEntry } from '../../core/prompt-history';
import { DAY_MS } from '../../core/session-rules';
import { openSwDb, type SwDb } from '../../sw-contract/db';

/**
 * The recent prompts in the IndexedDB the page shares with the service worker (store `prompt-history`), one
 * record per user and generator. Works offline; a failure only costs the history, never the Generate.
 */

/** A generator unused this long forgets its prompts (the purge on open drops the record). */
const HISTORY_TTL_MS = 365 * DAY_MS;

/** Record key: the user's prompts are theirs alone on a shared device. */
export const historyKey = (uid: string | null, algorithm: string) => `${uid ?? ''}:${algorithm}`;

async function withDb<T>(operation: (db: SwDb) => Promise<T>): Promise<T> {
  const db = await openSwDb();
  try {
    return await operation(db);
  } finally {
    // Closed after each call so an open connection never blocks a version upgrade in another tab.
    db.close();
  }
}

async function read(db: SwDb, key: string): Promise<PromptHistoryEntry[]> {
  return validEntries((await db.get('prompt-history', key))?.value);
}

/** Rewrites one record inside a single transaction, so two tabs saving at once keep both prompts. */
async function update(
  key: string,
  change: (history: PromptHistoryEntry[]) => PromptHistoryEntry[],
): Promise<PromptHistoryEntry[]> {
  return withDb(async (db) => {
    const tx = db.transaction('prompt-history', 'readwrite');
    const stored = await tx.store.get(key);
    const next = change(validEntries(stored?.value));
    await tx.store.put({ key, value: next, expiresAt: Date.now() + HISTORY_TTL_MS });
    await tx.done;
    return next;
  });
}

export function loadPromptHistory(key: string): Promise<PromptHistoryEntry[]> {
  return withDb((db) => read(db, key)).catch(() => []);
}

/** Adds the prompt of a Generate; resolves when stored (or not: storage blocked). */
export async function rememberPrompt(key: string, text: string): Promise<void> {
  await update(key, (history) => addPrompt(history, text, Date.now())).catch(() => {});
}

export async function forgetPrompt(key: string, text: string): Promise<void> {
  await update(key, (history) => removePrompt(history, text)).catch(() => {});
}
