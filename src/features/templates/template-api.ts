import { api } from '../session/api-client';
import { IMAGE_TEMPLATE_PAGE_SIZE } from '../../core/template-rules';
import {
  TEMPLATE_PAGE_SIZE_MAX,
  type RecommendTemplateData,
  type Template,
  type TemplateCategoryListData,
  type TemplateListData,
  type TemplateTab,
} from '../../core/contract/templates';
import type {
  TemplateCategoriesQuery,
  TemplateListQuery,
  TemplateQuery,
} from '../../core/contract/template-requests';

/**
 * Image tabs page by 25. Video tabs are fetched by category id: the whole category in one
 * request of the largest page, and only a category larger than that pages on (more loads past 20 loaded).
 */
function templatePageSize(tab: TemplateTab): number {
  return tab === 'image' ? IMAGE_TEMPLATE_PAGE_SIZE : TEMPLATE_PAGE_SIZE_MAX;
}

export function fetchTemplateCategories(query: TemplateCategoriesQuery) {
  return api.get<TemplateCategoryListData>('/v1/ai/tpl/categories', { query });
}

export function fetchTemplatePage(cid: number, page: number, tab: TemplateTab) {
  const query: TemplateListQuery = { cid, page, page_size: templatePageSize(tab) };
  return api.get<TemplateListData>('/v1/ai/tpl/list', { query });
}

/** GET /v1/ai/tpl: one template by id (unknown ids answer 404 with code 490001). */
export function fetchTemplate(tplId: number) {
  const query: TemplateQuery = { tpl_id: tplId };
  return api.get<Template>('/v1/ai/tpl', { query });
}

/** GET /v1/recommend/tpl: a screenful of recommended templates, HOT ones first. */
export function fetchRecommendedTemplates() {
  return api.get<RecommendTemplateData>('/v1/recommend/tpl');
}
