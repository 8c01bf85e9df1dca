import { api } from '../../app/api-client';
import {
  IMAGE_TEMPLATE_PAGE_SIZE,
  TEMPLATE_LOAD_MORE_MIN,
  type TemplateAlgorithm,
} from '../../core/template-rules';
import type { TemplateCategoryListData, TemplateListData, TemplateTab } from '../../core/contract/templates';

/** Image tabs page by 25 (spec core §7); video tabs by the server's category page, which is 20. */
export function templatePageSize(tab: TemplateTab): number {
  return tab === 'image' ? IMAGE_TEMPLATE_PAGE_SIZE : TEMPLATE_LOAD_MORE_MIN;
}

export function fetchTemplateCategories(query: { type?: TemplateTab; algorithm?: TemplateAlgorithm }) {
  return api.get<TemplateCategoryListData>('/v1/ai/tpl/categories', { query });
}

export function fetchTemplatePage(cid: number, page: number, tab: TemplateTab) {
  return api.get<TemplateListData>('/v1/ai/tpl/list', {
    query: { cid, page, page_size: templatePageSize(tab) },
  });
}
