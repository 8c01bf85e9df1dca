/** Explore page rules. */
export { EXPLORE_END_FLAG_MS } from './timing';

export const EXPLORE_PAGE_SIZE = 20;
/** Width and height used when an item's extra JSON cannot be read. */
export const FALLBACK_THUMBNAIL_SIZE = 400;

export interface ThumbnailSize {
  width: number;
  height: number;
}

const positive = (v: unknown): number | undefined => {
  const n = Number(v);
  return typeof v !== 'boolean' && v !== null && v !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * Thumbnail size from an explore item's `extra` JSON text. Parse failure gives 400×400; a parsed object missing
 * either dimension falls back to 400 for that dimension. Accepts `{width, height}` or `{thumbnail: {width, height}}`.
 */
export function thumbnailSizeFromExtra(extra: string | null | undefined): ThumbnailSize {
  const fallback = { width: FALLBACK_THUMBNAIL_SIZE, height: FALLBACK_THUMBNAIL_SIZE };
  let parsed: unknown;
  try {
    parsed = JSON.parse(extra ?? '');
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const record = parsed as Record<string, unknown>;
  const source =
    typeof record.thumbnail === 'object' && record.thumbnail !== null
      ? (record.thumbnail as Record<string, unknown>)
      : record;
  return {
    width: positive(source.width) ?? FALLBACK_THUMBNAIL_SIZE,
    height: positive(source.height) ?? FALLBACK_THUMBNAIL_SIZE,
  };
}

export interface PagingState {
  loadedPages: ReadonlySet<number> | readonly number[];
  loadingPages: ReadonlySet<number> | readonly number[];
  /** Total item count once known. */
  total?: number;
  pageSize?: number;
}

const has = (pages: ReadonlySet<number> | readonly number[], page: number) =>
  Array.isArray(pages) ? pages.includes(page) : (pages as ReadonlySet<number>).has(page);

export function pageCount(total: number, pageSize = EXPLORE_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/** The next page to load (1-based), skipping pages loaded or loading; undefined when all pages are covered. */
export function nextPageToLoad(state: PagingState): number | undefined {
  const last = state.total === undefined ? Infinity : pageCount(state.total, state.pageSize);
  for (let page = 1; page <= last; page++) {
    if (!has(state.loadedPages, page) && !has(state.loadingPages, page)) return page;
  }
  return undefined;
}

/** All pages loaded: the end flag is then set EXPLORE_END_FLAG_MS later. */
export function isExploreEnd(
  loadedPages: PagingState['loadedPages'],
  total: number,
  pageSize = EXPLORE_PAGE_SIZE,
) {
  const count = pageCount(total, pageSize);
  for (let page = 1; page <= count; page++) if (!has(loadedPages, page)) return false;
  return true;
}
