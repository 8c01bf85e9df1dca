import { STORAGE_NAMESPACE } from '../../core/identity';
import { DAY_MS } from '../../core/session-rules';
import { openSwDb, type DraftValue, type SwDb } from '../../sw-contract/db';

/**
 * Generator form drafts in the IndexedDB the page shares with the service worker (store `drafts`), one per
 * generator page. A failure only costs the draft.
 */

/** A form left alone this long starts clean next time (the purge on open drops the record). */
const DRAFT_TTL_MS = 30 * DAY_MS;

async function withDb<T>(operation: (db: SwDb) => Promise<T>): Promise<T> {
  const db = await openSwDb();
  try {
    return await operation(db);
  } finally {
    // Closed after each call so an open connection never blocks a version upgrade in another tab.
    db.close();
  }
}

function isDraft(value: unknown): value is DraftValue {
  const v = value as Partial<DraftValue> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.values === 'object' &&
    v.values !== null &&
    typeof v.inputs === 'object' &&
    v.inputs !== null &&
    (v.shownTaskId === null || typeof v.shownTaskId === 'string')
  );
}

/**
 * A synchronous copy of the latest draft. An IndexedDB write is asynchronous, and one still pending when the page
 * goes (a reload, a closed tab) is often lost; localStorage writes at once. The next load takes the newer of the
 * two and moves the copy into IndexedDB.
 */
const copyKey = (key: string) => `${STORAGE_NAMESPACE}-draft-copy:${key}`;

/** Copies the draft synchronously (each change of the form). */
export function saveDraftCopy(key: string, value: DraftValue): void {
  try {
    localStorage.setItem(copyKey(key), JSON.stringify({ value, savedAt: Date.now() }));
  } catch {
    // storage blocked or full: the last IndexedDB write stands
  }
}

function takeCopy(key: string, now: number): { value: DraftValue; savedAt: number } | null {
  try {
    const raw = localStorage.getItem(copyKey(key));
    if (raw === null) return null;
    localStorage.removeItem(copyKey(key));
    const copy = JSON.parse(raw) as { value?: unknown; savedAt?: unknown };
    if (!isDraft(copy.value) || typeof copy.savedAt !== 'number' || now - copy.savedAt > DRAFT_TTL_MS)
      return null;
    return { value: copy.value, savedAt: copy.savedAt };
  } catch {
    return null;
  }
}

export async function loadDraft(key: string): Promise<DraftValue | null> {
  const now = Date.now();
  const copy = takeCopy(key, now);
  try {
    const record = await withDb((db) => db.get('drafts', key));
    const stored = isDraft(record?.value) ? record.value : null;
    // The record's write time is its expiry less the lifetime; the newer of the two wins.
    const storedAt = record ? record.expiresAt - DRAFT_TTL_MS : -Infinity;
    if (copy && copy.savedAt >= storedAt) {
      await saveDraft(key, copy.value);
      return copy.value;
    }
    return stored;
  } catch {
    return copy?.value ?? null;
  }
}

export async function saveDraft(key: string, value: DraftValue): Promise<void> {
  try {
    // A plain copy: form state may hold proxies, which IndexedDB cannot clone.
    const plain = JSON.parse(JSON.stringify(value)) as DraftValue;
    await withDb((db) => db.put('drafts', { key, value: plain, expiresAt: Date.now() + DRAFT_TTL_MS }));
  } catch {
    // storage blocked or full: the form still works, it just will not come back
  }
}
