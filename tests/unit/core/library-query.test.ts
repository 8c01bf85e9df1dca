import { describe, expect, it } from 'vitest';
import {
  clearedLibraryQuery,
  isNarrowed,
  libraryQueryParams,
  parseLibraryQuery,
  queryLibrary,
  rangeBetween,
  type LibraryFacts,
  type LibraryQuery,
} from '../../../src/core/library-query';

const item = (over: Partial<LibraryFacts> & { id: string }) => ({
  id: over.id,
  facts: {
    texts: over.texts ?? [],
    algorithm: over.algorithm ?? 'text2image',
    kinds: over.kinds ?? ['image'],
    state: over.state ?? 'done',
    createdAt: over.createdAt ?? 0,
  } satisfies LibraryFacts,
});

/** The query of a plain library URL: every item, newest first. */
const EMPTY = parseLibraryQuery(new URLSearchParams());

const items = [
  item({ id: 'a', texts: ['A red kite over the sea', 'Text to image'], createdAt: 3 }),
  item({ id: 'b', texts: ['Café at night'], algorithm: 'text2video', kinds: ['video'], createdAt: 1 }),
  item({
    id: 'c',
    texts: ['calm piano'],
    algorithm: 'txt2Music',
    kinds: ['audio'],
    state: 'running',
    createdAt: 2,
  }),
  item({ id: 'd', texts: ['red car'], state: 'failed', createdAt: 2 }),
];
const run = (query: Partial<LibraryQuery>) =>
  queryLibrary(items, (entry) => entry.facts, { ...EMPTY, ...query }).map((entry) => entry.id);

describe('library query', () => {
  it('keeps everything newest first without a query, ties in input order', () => {
    expect(run({})).toEqual(['a', 'c', 'd', 'b']);
    expect(run({ sort: 'oldest' })).toEqual(['b', 'c', 'd', 'a']);
  });

  it('finds every word of the search, ignoring case and accents, in any text', () => {
    expect(run({ q: 'RED' })).toEqual(['a', 'd']);
    expect(run({ q: 'red sea' })).toEqual(['a']);
    expect(run({ q: 'cafe' })).toEqual(['b']);
    expect(run({ q: 'text to' })).toEqual(['a']);
    expect(run({ q: '  ' })).toHaveLength(4);
    expect(run({ q: 'dragon' })).toEqual([]);
  });

  it('filters by type, generator and state, together with the search', () => {
    expect(run({ type: 'video' })).toEqual(['b']);
    expect(run({ generator: 'text2image' })).toEqual(['a', 'd']);
    expect(run({ state: 'running' })).toEqual(['c']);
    expect(run({ state: 'failed', q: 'red' })).toEqual(['d']);
    expect(run({ type: 'audio', state: 'done' })).toEqual([]);
  });

  it('clears every narrowing and keeps the order', () => {
    const narrowed: LibraryQuery = {
      q: 'kite',
      type: 'image',
      generator: 'text2image',
      state: 'done',
      sort: 'oldest',
    };
    expect(clearedLibraryQuery(narrowed)).toEqual({ ...EMPTY, sort: 'oldest' });
    expect(isNarrowed(clearedLibraryQuery(narrowed))).toBe(false);
  });

  it('round-trips through URL params, leaving defaults out and unknown values as all', () => {
    const query: LibraryQuery = {
      q: 'red kite',
      type: 'image',
      generator: 'text2image',
      state: 'done',
      sort: 'oldest',
    };
    const params = new URLSearchParams(libraryQueryParams(query));
    expect(params.toString()).toBe('q=red+kite&type=image&gen=text2image&state=done&sort=oldest');
    expect(parseLibraryQuery(params)).toEqual(query);
    expect(libraryQueryParams(EMPTY)).toEqual({});
    expect(parseLibraryQuery(new URLSearchParams('type=gif&state=x&sort=up&gen=a%20b'))).toEqual({
      q: '',
      type: null,
      generator: null,
      state: null,
      sort: 'newest',
    });
  });

  it('says whether the list is narrowed (sorting alone does not narrow)', () => {
    expect(isNarrowed(EMPTY)).toBe(false);
    expect(isNarrowed({ ...EMPTY, sort: 'oldest' })).toBe(false);
    expect(isNarrowed({ ...EMPTY, q: 'x' })).toBe(true);
    expect(isNarrowed({ ...EMPTY, state: 'failed' })).toBe(true);
  });
});

describe('shift-click range', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('spans anchor to clicked in either direction, both included', () => {
    expect(rangeBetween(ids, 'b', 'd')).toEqual(['b', 'c', 'd']);
    expect(rangeBetween(ids, 'e', 'c')).toEqual(['c', 'd', 'e']);
    expect(rangeBetween(ids, 'c', 'c')).toEqual(['c']);
  });
  it('is only the clicked one without a shown anchor, nothing for an unknown id', () => {
    expect(rangeBetween(ids, null, 'b')).toEqual(['b']);
    expect(rangeBetween(ids, 'gone', 'b')).toEqual(['b']);
    expect(rangeBetween(ids, 'a', 'gone')).toEqual([]);
  });
});
