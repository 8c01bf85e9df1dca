import { proxy, ref } from 'valtio';
import { EXPLORE_END_FLAG_MS, isExploreEnd, nextPageToLoad } from '../../core/explore-rules';
import {
  EXPLORE_FIRST_PAGE_ELEMENT,
  type ExploreItem,
  type ExploreListData,
  type ExploreType,
} from '../../core/contract/explore';
import { fetchExplorePage } from './explore-api';

/** One explore tab's list, loaded page by page. */
export interface ExploreTabState {
  /** Items of each loaded page; the list shows them in page order. */
  pages: Record<number, ExploreItem[]>;
  loadedPages: number[];
  loadingPages: number[];
  total: number | undefined;
  /** Set EXPLORE_END_FLAG_MS after the last page arrived. */
  end: boolean;
  error: boolean;
}

const emptyTab = (): ExploreTabState => ({
  pages: {},
  loadedPages: [],
  loadingPages: [],
  total: undefined,
  end: false,
  error: false,
});

/** Kept for the whole visit, so coming back to explore shows what was loaded without asking again. */
export const exploreState = proxy<{ tabs: Record<ExploreType, ExploreTabState> }>({
  tabs: { video: emptyTab(), image: emptyTab() },
});

export function exploreItems(tab: {
  pages: Readonly<Record<number, readonly ExploreItem[]>>;
  loadedPages: readonly number[];
}): ExploreItem[] {
  return [...tab.loadedPages].sort((a, b) => a - b).flatMap((p) => tab.pages[p] ?? []);
}

const endTimers = new Map<ExploreType, ReturnType<typeof setTimeout>>();

/**
 * The first page of videos the server put in the explore page's HTML, taken once (later visits and reloads of the
 * list ask the API). Undefined when the page has none or it does not read as a list.
 */
function takeFirstPageFromHtml(type: ExploreType, page: number): ExploreListData | undefined {
  if (type !== 'video' || page !== 1 || typeof document === 'undefined') return undefined;
  const element = document.getElementById(EXPLORE_FIRST_PAGE_ELEMENT);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as ExploreListData;
    return Array.isArray(data.list) && typeof data.paginate?.total === 'number' ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the tab's next page, skipping pages loaded or loading; resolves false when there is nothing
 * to load. The end flag follows the last page by EXPLORE_END_FLAG_MS.
 */
export async function loadNextExplorePage(type: ExploreType): Promise<boolean> {
  const tab = exploreState.tabs[type];
  const page = nextPageToLoad({
    loadedPages: tab.loadedPages,
    loadingPages: tab.loadingPages,
    total: tab.total,
  });
  if (page === undefined) return false;
  tab.loadingPages.push(page);
  tab.error = false;
  try {
    const data = takeFirstPageFromHtml(type, page) ?? (await fetchExplorePage(page, type));
    // ref(): items are read-only data; tracking each field would only cost.
    tab.pages[page] = ref(data.list);
    tab.total = data.paginate.total;
    tab.loadedPages.push(page);
    // A page shorter than the total promised means the list shrank: take the loaded count as the total.
    if (data.list.length === 0) tab.total = exploreItems(tab).length;
  } catch (err) {
    console.warn('explore page failed', err);
    tab.error = true;
    return false;
  } finally {
    tab.loadingPages.splice(tab.loadingPages.indexOf(page), 1);
  }
  if (tab.total !== undefined && isExploreEnd(tab.loadedPages, tab.total) && !endTimers.has(type)) {
    endTimers.set(
      type,
      setTimeout(() => {
        tab.end = true;
      }, EXPLORE_END_FLAG_MS),
    );
  }
  return true;
}
