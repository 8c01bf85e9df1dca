/** Client-side paging of a short list shown a few at a time (two a page by default). */
import { pageCount } from './explore-rules';

/** The spec's default page size for lists paged on the page itself (worked examples). */
export const DEFAULT_PAGE_SIZE = 2;

export interface ListPage<T> {
  /** The items on this page, in list order. */
  items: T[];
  /** 1-based page shown, after clamping. */
  page: number;
  /** Pages in all; at least 1 so "page 1 of 1" reads right for an empty list. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * The page to show: a whole number within 1…pageCount. A list that shrank (or a stale page number) lands on its
 * last page; anything not a finite number starts at page 1.
 */
export function clampPage(page: number, total: number, pageSize = DEFAULT_PAGE_SIZE): number {
  const last = Math.max(1, pageCount(total, pageSize));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** One page of a list: its items, the clamped page number and whether Previous/Next lead anywhere. */
export function listPage<T>(list: readonly T[], page: number, pageSize = DEFAULT_PAGE_SIZE): ListPage<T> {
  const size = Math.max(1, Math.floor(pageSize) || DEFAULT_PAGE_SIZE);
  const count = Math.max(1, pageCount(list.length, size));
  const current = clampPage(page, list.length, size);
  const start = (current - 1) * size;
  return {
    items: list.slice(start, start + size),
    page: current,
    pageCount: count,
    hasPrevious: current > 1,
    hasNext: current < count,
  };
}
