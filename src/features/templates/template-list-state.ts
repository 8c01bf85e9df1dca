import { proxy } from 'valtio';
import { chooseCategory, shouldLoadMoreTemplates, templatesComplete } from '../../core/template-rules';
import type { CategoryRef, TemplateAlgorithm } from '../../core/template-rules';
import type {
  Template,
  TemplateCategory,
  TemplateCategoryState,
  TemplateTab,
} from '../../core/contract/templates';
import { fetchTemplateCategories, fetchTemplatePage } from './template-api';

/**
 * One template browser's working state (the modal and each generator's template area own one): the categories of
 * a tab with their loaded templates (tpls, total, loading) and the chosen category.
 */
export interface TemplateBrowserState {
  tab: TemplateTab;
  /** Limits the categories to one algorithm (the generator's template area). */
  algorithm?: TemplateAlgorithm;
  categories: TemplateCategoryState[];
  categoriesLoading: boolean;
  categoryId: number | undefined;
  /** Pages fetched per category, so a page is never asked twice. */
  pages: Record<number, number>;
  /** The preselected category applies the first time only. */
  choseOnce: boolean;
  error: boolean;
}

export function createTemplateBrowser(tab: TemplateTab, algorithm?: TemplateAlgorithm): TemplateBrowserState {
  return proxy<TemplateBrowserState>({
    tab,
    algorithm,
    categories: [],
    categoriesLoading: false,
    categoryId: undefined,
    pages: {},
    choseOnce: false,
    error: false,
  });
}

function currentCategory(state: TemplateBrowserState): TemplateCategoryState | undefined {
  return state.categories.find((c) => c.id === state.categoryId);
}

/** What a browser's host knows when it opens: the page's current template and a category to start on. */
export interface CategoryChoiceInput {
  currentTemplate?: Pick<Template, 'tpl_id' | 'category_id'> | null;
  preselectedId?: number | null;
}

/**
 * The categories as the choice sees them: the templates each held before this load, and the current template in
 * its own category (the server's category list carries no templates, and a fresh browser has loaded none yet).
 */
function choiceRefs(
  fresh: readonly TemplateCategory[],
  previous: readonly TemplateCategoryState[],
  current: CategoryChoiceInput['currentTemplate'],
): CategoryRef[] {
  return fresh.map((c) => {
    const held = previous.find((p) => p.id === c.id)?.tpls ?? [];
    const tpls = current && current.category_id === c.id ? [...held, current] : held;
    return { id: c.id, tpls };
  });
}

/** Loads the tab's categories, chooses one (current template, else preselected the first time, else first). */
export async function loadCategories(
  state: TemplateBrowserState,
  options: CategoryChoiceInput = {},
): Promise<void> {
  state.categoriesLoading = true;
  state.error = false;
  try {
    const { list } = await fetchTemplateCategories({ type: state.tab, algorithm: state.algorithm });
    const refs = choiceRefs(list, state.categories, options.currentTemplate);
    state.categories = list.map((c) => ({ ...c, tpls: [], loading: false }));
    state.pages = {};
    const id = chooseCategory(refs, {
      currentTemplateId: options.currentTemplate?.tpl_id,
      preselectedId: options.preselectedId,
      firstTime: !state.choseOnce,
    });
    state.choseOnce = true;
    state.categoryId = id === undefined ? undefined : Number(id);
  } catch (err) {
    // Template fetch failure is logged only; the grid shows its empty state with a retry.
    console.warn('template categories failed', err);
    state.error = true;
  } finally {
    state.categoriesLoading = false;
  }
  await loadNextTemplatePage(state);
}

export async function switchTab(
  state: TemplateBrowserState,
  tab: TemplateTab,
  options: CategoryChoiceInput = {},
): Promise<void> {
  if (state.tab === tab) return;
  state.tab = tab;
  state.categories = [];
  state.categoryId = undefined;
  await loadCategories(state, options);
}

export async function selectCategory(state: TemplateBrowserState, id: number): Promise<void> {
  state.categoryId = id;
  const category = currentCategory(state);
  if (category && category.tpls.length === 0) await loadNextTemplatePage(state);
}

/** Fetches the chosen category's next page unless one is in flight or all are loaded. */
async function loadNextTemplatePage(state: TemplateBrowserState): Promise<void> {
  const category = currentCategory(state);
  if (!category || category.loading) return;
  const fetched = state.pages[category.id] ?? 0;
  if (fetched > 0 && templatesComplete(category.tpls.length, category.total)) return;
  category.loading = true;
  try {
    const page = fetched + 1;
    const data = await fetchTemplatePage(category.id, page, state.tab);
    const known = new Set(category.tpls.map((t) => t.tpl_id));
    category.tpls.push(...data.list.filter((t) => !known.has(t.tpl_id)));
    category.total = data.paginate.total;
    state.pages[category.id] = page;
    // An empty page means the server has no more, whatever total said: stop asking.
    if (data.list.length === 0) category.total = category.tpls.length;
  } catch (err) {
    console.warn('template page failed', err);
  } finally {
    category.loading = false;
  }
}

/** Called when the grid's bottom sentinel becomes visible. */
export function onTemplateBottomVisible(state: TemplateBrowserState): void {
  const category = currentCategory(state);
  if (!category) return;
  if (shouldLoadMoreTemplates(category.tpls.length, category.total, true)) void loadNextTemplatePage(state);
}
