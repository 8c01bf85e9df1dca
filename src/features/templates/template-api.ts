import { api } from '../session/api-client';
import { IMAGE_TEMPLATE_PAGE_SIZE, type TemplateAlgorithm } from '../../core/template-rules';
import {
  TEMPLATE_PAGE_SIZE_MAX,
  type RecommendTemplateData,
  type Template,
  type TemplateCategoryListData,
  type TemplateListData,
  type TemplateTab,
} from '../../core/contract/templates';

/**
 * Image tabs page by 25 (spec core §7). Video tabs are "fetched by category id": the whole category in one
 * request of the largest page, and only a category larger than that pages on (more loads past 20 loaded).
 */
function templatePageSize(tab: TemplateTab): number {
  return tab === 'image' ? IMAGE_TEMPLATE_PAGE_SIZE : TEMPLATE_PAGE_SIZE_MAX;
}

export function fetchTemplateCategories(query: { type?: TemplateTab; algorithm?: TemplateAlgorithm }) {
  return api.get<TemplateCategoryListData>('/v1/ai/tpl/categories', { query });
}

export function fetchTemplatePage(cid: number, page: number, tab: TemplateTab) {
  return api.get<TemplateListData>('/v1/ai/tpl/list', {
    query: { cid, page, page_size: templatePageSize(tab) },
  });
}

/** GET /v1/ai/tpl: one template by id (unknown ids answer 404 with code 490001). */
export function fetchTemplate(tplId: number) {
  return api.get<Template>('/v1/ai/tpl', { query: { tpl_id: tplId } });
}

/** GET /v1/recommend/tpl: a screenful of recommended templates, HOT ones first. */
export function fetchRecommendedTemplates() {
  return api.get<RecommendTemplateData>('/v1/recommend/tpl');
}
