/**
 * The library's search, filters and sort as pure rules: what the URL says (`q`, `type`, `gen`, `state`, `sort`),
 * which items a query keeps and in which order. The page maps its task records to `LibraryFacts`; the rules never
 * see a record, so they run the same over the service worker's offline copy and in tests.
 */

export const LIBRARY_TYPES = ['image', 'video', 'audio'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

/** The states a user filters by: running covers unsent and running, failed covers cancelled. */
export const LIBRARY_STATES = ['running', 'done', 'failed'] as const;
export type LibraryState = (typeof LIBRARY_STATES)[number];

const LIBRARY_SORTS = ['newest', 'oldest'] as const;
type LibrarySort = (typeof LIBRARY_SORTS)[number];

export interface LibraryQuery {
  /** Words to find; every word must occur (case and accents ignored). */
  q: string;
  type: LibraryType | null;
  /** An algorithm key, or null for every generator. */
  generator: string | null;
  state: LibraryState | null;
  sort: LibrarySort;
}

const EMPTY_LIBRARY_QUERY: LibraryQuery = {
  q: '',
  type: null,
  generator: null,
  state: null,
  sort: 'newest',
};

/** What the rules need to know about one library item. */
export interface LibraryFacts {
  /** Texts the search looks in: the prompt, the item's name, the generator's readable name. */
  texts: readonly string[];
  algorithm: string;
  /** Kinds of its files, or of what its generator makes while it has none yet. */
  kinds: readonly LibraryType[];
  state: LibraryState;
  createdAt: number;
}

/** URL search parameter names; short, since they show in the address bar. */
const PARAM = { q: 'q', type: 'type', generator: 'gen', state: 'state', sort: 'sort' } as const;

/** Every search parameter the query owns; others in the URL (a tab) are not its business. */
export const LIBRARY_QUERY_PARAMS: readonly string[] = Object.values(PARAM);

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads a query from URL search params; unknown values fall back to "all", so an old link still opens. */
export function parseLibraryQuery(params: { get(name: string): string | null }): LibraryQuery {
  const generator = params.get(PARAM.generator)?.trim() ?? '';
  return {
    q: params.get(PARAM.q) ?? '',
    type: oneOf(LIBRARY_TYPES, params.get(PARAM.type)),
    generator: /^[\w-]{1,64}$/.test(generator) ? generator : null,
    state: oneOf(LIBRARY_STATES, params.get(PARAM.state)),
    sort: oneOf(LIBRARY_SORTS, params.get(PARAM.sort)) ?? 'newest',
  };
}

/** The URL search params of a query; defaults are left out so a plain library keeps a plain URL. */
export function libraryQueryParams(query: LibraryQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.q !== '') out[PARAM.q] = query.q;
  if (query.type) out[PARAM.type] = query.type;
  if (query.generator) out[PARAM.generator] = query.generator;
  if (query.state) out[PARAM.state] = query.state;
  if (query.sort !== 'newest') out[PARAM.sort] = query.sort;
  return out;
}

/** "Clear search and filters": every narrowing back to all, the chosen order kept. */
export function clearedLibraryQuery(query: LibraryQuery): LibraryQuery {
  return { ...EMPTY_LIBRARY_QUERY, sort: query.sort };
}

/** Whether anything narrows the list (the sort does not). */
export function isNarrowed(query: LibraryQuery): boolean {
  return query.q.trim() !== '' || query.type !== null || query.generator !== null || query.state !== null;
}

/** Lower case without accents, so "cafe" finds "Café". */
function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** The search words of a query: split on white space, folded. */
function searchWords(q: string): string[] {
  return foldText(q).split(/\s+/u).filter(Boolean);
}

function matchesLibraryQuery(facts: LibraryFacts, query: LibraryQuery, words: readonly string[]): boolean {
  if (query.type && !facts.kinds.includes(query.type)) return false;
  if (query.generator && facts.algorithm !== query.generator) return false;
  if (query.state && facts.state !== query.state) return false;
  if (words.length === 0) return true;
  const haystack = foldText(facts.texts.join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** The items a query keeps, in its order (ties by their place in the input, so the order is stable). */
export function queryLibrary<T>(
  items: readonly T[],
  facts: (item: T) => LibraryFacts,
  query: LibraryQuery,
): T[] {
  const words = searchWords(query.q);
  const kept = items
    .map((item, index) => ({ item, index, facts: facts(item) }))
    .filter((entry) => matchesLibraryQuery(entry.facts, query, words));
  const sign = query.sort === 'oldest' ? 1 : -1;
  kept.sort((a, b) => sign * (a.facts.createdAt - b.facts.createdAt) || a.index - b.index);
  return kept.map((entry) => entry.item);
}

/**
 * The ids a shift-click selects: every id between the anchor (the last plain click) and the clicked one in the
 * order shown, both included. Without an anchor still shown, only the clicked one.
 */
export function rangeBetween(ids: readonly string[], anchor: string | null, clicked: string): string[] {
  const to = ids.indexOf(clicked);
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  if (to < 0) return [];
  if (from < 0) return [clicked];
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}
