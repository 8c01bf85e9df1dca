import { proxy, ref } from 'valtio';
import { api } from '../session/api-client';
import { EXAMPLE_TAB_KEYS, type ExampleTab } from '../../core/examples';
import { clampPage } from '../../core/pagination';
import type { DemoItem, DemoListData, DemoListQuery } from '../../core/contract/samples';

export interface ExampleTabState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The tab's demo lists one after the other (EXAMPLE_TAB_KEYS order). */
  items: DemoItem[];
  /** 1-based page shown. */
  page: number;
}

function emptyTab(): ExampleTabState {
  return { status: 'idle', items: [], page: 1 };
}

/**
 * The example lists per tab with their page state: shared by every
 * generator page, so a tab keeps its list and page while the user moves between generators. Memory only.
 */
export const examplesState = proxy<{ tabs: Record<ExampleTab, ExampleTabState> }>({
  tabs: { video: emptyTab(), image: emptyTab() },
});

/** Loads a tab's demo lists once; a failed load can be asked again (the retry button). */
export async function loadExampleTab(tab: ExampleTab): Promise<void> {
  const state = examplesState.tabs[tab];
  if (state.status === 'loading' || state.status === 'ready') return;
  state.status = 'loading';
  try {
    const lists = await Promise.all(
      EXAMPLE_TAB_KEYS[tab].map((key) => {
        const query: DemoListQuery = { key };
        return api.get<DemoListData>(`/v1/common/demo/list?${new URLSearchParams(query)}`);
      }),
    );
    // ref(): examples are data handed on whole (fields to the form), not state to track field by field.
    state.items = ref(lists.flatMap((data) => data.list));
    state.page = clampPage(state.page, state.items.length);
    state.status = 'ready';
  } catch (err) {
    // Examples are extras: a failure is logged and shown as a quiet retry, the form works the same.
    console.warn('examples failed', err);
    state.status = 'error';
  }
}

export function setExamplePage(tab: ExampleTab, page: number): void {
  const state = examplesState.tabs[tab];
  state.page = clampPage(page, state.items.length);
}
