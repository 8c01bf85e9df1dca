import { describe, expect, it } from 'vitest';
import { clampPage, DEFAULT_PAGE_SIZE, listPage } from '../../../src/core/pagination';

const five = ['a', 'b', 'c', 'd', 'e'];

describe('listPage', () => {
  it('shows two items a page by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(2);
    expect(listPage(five, 1)).toEqual({
      items: ['a', 'b'],
      page: 1,
      pageCount: 3,
      hasPrevious: false,
      hasNext: true,
    });
    expect(listPage(five, 2).items).toEqual(['c', 'd']);
  });
  it('gives the last page its remainder and no Next', () => {
    expect(listPage(five, 3)).toMatchObject({ items: ['e'], page: 3, hasPrevious: true, hasNext: false });
  });
  it('clamps a page past the end to the last page and below 1 to the first', () => {
    expect(listPage(five, 9)).toMatchObject({ items: ['e'], page: 3 });
    expect(listPage(five, 0)).toMatchObject({ items: ['a', 'b'], page: 1 });
    expect(listPage(five, -4).page).toBe(1);
  });
  it('reads an empty list as page 1 of 1 with nowhere to go', () => {
    expect(listPage([], 3)).toEqual({ items: [], page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
  });
  it('honours another page size and falls back to the default for a nonsense one', () => {
    expect(listPage(five, 2, 3)).toMatchObject({ items: ['d', 'e'], pageCount: 2 });
    expect(listPage(five, 1, 0)).toMatchObject({ items: ['a', 'b'], pageCount: 3 });
  });
});

describe('clampPage', () => {
  it('keeps a page within 1…pageCount as a whole number', () => {
    expect(clampPage(2, 4)).toBe(2);
    expect(clampPage(3, 4)).toBe(2);
    expect(clampPage(2.7, 8)).toBe(2);
    expect(clampPage(Number.NaN, 8)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });
});
