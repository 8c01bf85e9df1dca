import { describe, expect, it } from 'vitest';
import {
  EXPLORE_END_FLAG_MS,
  isExploreEnd,
  nextPageToLoad,
  pageCount,
  thumbnailSizeFromExtra,
} from '../../../src/core/explore-rules';

describe('thumbnailSizeFromExtra', () => {
  it('reads width and height', () => {
    expect(thumbnailSizeFromExtra('{"width":720,"height":1280}')).toEqual({ width: 720, height: 1280 });
    expect(thumbnailSizeFromExtra('{"thumbnail":{"width":"640","height":360}}')).toEqual({
      width: 640,
      height: 360,
    });
  });
  it('falls back to 400 on parse failure or missing values', () => {
    expect(thumbnailSizeFromExtra('not json')).toEqual({ width: 400, height: 400 });
    expect(thumbnailSizeFromExtra(undefined)).toEqual({ width: 400, height: 400 });
    expect(thumbnailSizeFromExtra('null')).toEqual({ width: 400, height: 400 });
    expect(thumbnailSizeFromExtra('{"width":0,"height":300}')).toEqual({ width: 400, height: 300 });
  });
});

describe('paging', () => {
  it('skips pages loaded or loading', () => {
    expect(nextPageToLoad({ loadedPages: [], loadingPages: [] })).toBe(1);
    expect(nextPageToLoad({ loadedPages: [1], loadingPages: new Set([2]) })).toBe(3);
    expect(nextPageToLoad({ loadedPages: new Set([1, 3]), loadingPages: [] })).toBe(2);
  });
  it('stops at the last page once the total is known', () => {
    expect(pageCount(41)).toBe(3);
    expect(nextPageToLoad({ loadedPages: [1, 2], loadingPages: [], total: 40 })).toBeUndefined();
    expect(nextPageToLoad({ loadedPages: [1, 2], loadingPages: [], total: 41 })).toBe(3);
    expect(nextPageToLoad({ loadedPages: [], loadingPages: [], total: 0 })).toBeUndefined();
  });
  it('reports the end when every page is loaded', () => {
    expect(isExploreEnd([1, 2], 40)).toBe(true);
    expect(isExploreEnd([1], 40)).toBe(false);
    expect(isExploreEnd([], 0)).toBe(true);
    expect(EXPLORE_END_FLAG_MS).toBe(1000);
  });
});
