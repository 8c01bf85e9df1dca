import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { templateApplies, type TemplateAlgorithm } from '../../core/template-rules';
import type { Template, TemplateCategoryState, TemplateTab } from '../../core/contract/templates';
import { templateDefaults } from '../generator/pending-settings';
import { useGoCreate } from '../generator/go-create';
import {
  createTemplateBrowser,
  loadCategories,
  onTemplateBottomVisible,
  selectCategory,
  switchTab,
} from './template-list-state';

export interface TemplateHost {
  /** The generator's algorithm and module, when shown on a generator page. */
  algorithm?: string;
  module?: string;
  /** Applies a template on the current page; absent outside a generator. */
  onApply?: (template: Template) => void;
  /** The template now selected on the page: the list opens on its category and marks its card. */
  currentTemplate?: Pick<Template, 'tpl_id' | 'category_id'> | null;
  /** The category to open on the first time, when no current template decides. */
  preselectedCategoryId?: number | null;
}

/** Tab of a template algorithm: image generators show image templates, the rest video ones. */
export function tabForAlgorithm(algorithm: string | undefined): TemplateTab {
  return algorithm === 'text2image' || algorithm === 'image2image' ? 'image' : 'video';
}

/** State and actions of one template browser (modal or template area). */
export function useTemplateBrowser(host: TemplateHost, initialTab: TemplateTab, limitTo?: TemplateAlgorithm) {
  const [state] = useState(() => createTemplateBrowser(initialTab, limitTo));
  const snap = useSnapshot(state);
  const goCreate = useGoCreate();
  const { currentTemplate, preselectedCategoryId, algorithm, module, onApply } = host;
  const choice = { currentTemplate, preselectedId: preselectedCategoryId };

  useEffect(() => {
    void loadCategories(state, choice);
    // Loaded once per browser; later template changes only move the selection highlight.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const appliesHere = useCallback(
    (tpl: Template) => !!onApply && !!algorithm && templateApplies(tpl, algorithm, module),
    [onApply, algorithm, module],
  );

  const choose = useCallback(
    (tpl: Template) => {
      if (onApply && appliesHere(tpl)) return onApply(tpl);
      goCreate({
        module: tpl.module,
        algorithm: tpl.algorithm,
        template: tpl,
        fields: templateDefaults(tpl),
        source: 'template',
      });
    },
    [appliesHere, goCreate, onApply],
  );

  const category = snap.categories.find((c) => c.id === snap.categoryId) as TemplateCategoryState | undefined;

  return {
    snap,
    /** The chosen category as plain data (a frozen snapshot: read, never written). */
    category,
    /** Pages of the chosen category fetched so far. */
    pagesLoaded: category ? (snap.pages[category.id] ?? 0) : 0,
    appliesHere,
    choose,
    setTab: (tab: TemplateTab) => void switchTab(state, tab, choice),
    selectCategory: (id: number) => void selectCategory(state, id),
    onBottomVisible: () => onTemplateBottomVisible(state),
    retry: () => void loadCategories(state, choice),
  };
}
