import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftValue } from '../../../../src/sw-contract/db';
import { loadDraft, saveDraft, saveDraftCopy } from '../../../../src/features/drafts/draft-store';

const draft = (prompt: string): DraftValue => ({ values: { prompt }, inputs: {}, shownTaskId: null });

/** Node has no localStorage: a Map behind the same calls. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('draft store', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the synchronous copy over an older IndexedDB draft (a write the reload cut off), and moves it there', async () => {
    await saveDraft('/ai/a', draft('fog'));
    vi.setSystemTime(1_000_500);
    saveDraftCopy('/ai/a', draft(''));
    expect(await loadDraft('/ai/a')).toEqual(draft(''));
    // Taken once: the next load reads IndexedDB, which now holds it.
    expect(localStorage.length).toBe(0);
    expect(await loadDraft('/ai/a')).toEqual(draft(''));
  });

  it('prefers a newer IndexedDB draft over an older copy', async () => {
    saveDraftCopy('/ai/b', draft('old words'));
    vi.setSystemTime(1_002_000);
    await saveDraft('/ai/b', draft('new words'));
    expect(await loadDraft('/ai/b')).toEqual(draft('new words'));
  });

  it('ignores a damaged copy', async () => {
    await saveDraft('/ai/c', draft('kept'));
    saveDraftCopy('/ai/c', draft('later'));
    const key = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!).find((k) =>
      k.endsWith(':/ai/c'),
    )!;
    localStorage.setItem(key, '{not json');
    expect(await loadDraft('/ai/c')).toEqual(draft('kept'));
  });
});
