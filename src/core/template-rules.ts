/** Template rules: where a template applies, its widget types, category choice and paging. */
import { algorithmFeature, fieldValueFeature } from './plan-features';

/** A template applies only for these algorithms. */
export const TEMPLATE_ALGORITHMS = [
  'text2video',
  'image2video',
  'text2image',
  'image2image',
  'effect',
] as const;
export type TemplateAlgorithm = (typeof TEMPLATE_ALGORITHMS)[number];

/** Image tabs fetch 25 templates per page; video tabs fetch by category id. */
export const IMAGE_TEMPLATE_PAGE_SIZE = 25;
/** More templates load only once more than this many are loaded. */
export const TEMPLATE_LOAD_MORE_MIN = 20;

export const WIDGET_TYPES = [
  'single_img',
  'img_switch',
  'radio',
  'longtext',
  'select_box',
  'ratio_selector',
  'single_video',
  'button_switch',
  'multi_img',
  'linkage_list_two',
  'num_slider',
  'abstract_img',
  'tab_box',
] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export type ContentType = 'text' | 'image' | 'video' | 'music';

export function isWidgetType(value: unknown): value is WidgetType {
  return typeof value === 'string' && (WIDGET_TYPES as readonly string[]).includes(value);
}

export function isTemplateAlgorithm(value: unknown): value is TemplateAlgorithm {
  return typeof value === 'string' && (TEMPLATE_ALGORITHMS as readonly string[]).includes(value);
}

/** A template applies when the page's algorithm is a template algorithm and its algorithm or module matches. */
export function templateApplies(
  template: { algorithm?: string | null; module?: string | null } | null | undefined,
  algorithm: string,
  module?: string | null,
): boolean {
  if (!template || !isTemplateAlgorithm(algorithm)) return false;
  return template.algorithm === algorithm || (!!module && template.module === module);
}

export interface CategoryRef {
  id: number | string;
  tpls?: ReadonlyArray<{ tpl_id: number | string }>;
}

/**
 * The category to show: the one holding the current template, else the preselected one (first time only),
 * else the first. undefined when there are no categories.
 */
export function chooseCategory(
  categories: readonly CategoryRef[],
  options: {
    currentTemplateId?: number | string | null;
    preselectedId?: number | string | null;
    firstTime: boolean;
  },
): CategoryRef['id'] | undefined {
  const { currentTemplateId, preselectedId, firstTime } = options;
  if (currentTemplateId !== null && currentTemplateId !== undefined) {
    const holding = categories.find((c) =>
      c.tpls?.some((t) => String(t.tpl_id) === String(currentTemplateId)),
    );
    if (holding) return holding.id;
  }
  if (firstTime && preselectedId !== null && preselectedId !== undefined) {
    const pre = categories.find((c) => String(c.id) === String(preselectedId));
    if (pre) return pre.id;
  }
  return categories[0]?.id;
}

/** Load more when the bottom is visible, more than 20 are loaded, and the total is not reached. */
export function shouldLoadMoreTemplates(loadedCount: number, total: number, bottomVisible: boolean): boolean {
  return bottomVisible && loadedCount > TEMPLATE_LOAD_MORE_MIN && loadedCount < total;
}

/** Paging stops when the loaded count reaches the total. */
export function templatesComplete(loadedCount: number, total: number): boolean {
  return loadedCount >= total;
}

/** The template preview page (route `template`) reads its template from this query parameter. */
export const TEMPLATE_PAGE_PARAM = 'tpl_id';

/** A tpl_id from a URL: a positive whole number, else null (absent, empty or malformed). */
export function parseTemplateId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The inputs a template asks the user for: its visible fields (hidden ones are sent as they are). */
export function templateInputs<F extends { hidden?: boolean }>(fields: readonly F[]): F[] {
  return fields.filter((f) => !f.hidden);
}

/**
 * The Tryout label: a template a visitor or free-plan user can try as it is. Every template costs the same
 * credit, so what sets one apart is a setting the template fixes (a hidden field) or starts with that only the
 * paid plans include (Ultra HD, frame interpolation): the free plan would have it refused. Members never see the
 * label, since every template is theirs to use.
 */
export function isTryoutTemplate(
  template: { algorithm: string; fields: ReadonlyArray<{ field: string; default?: unknown }> },
  viewer: { paidPlan: boolean },
): boolean {
  if (viewer.paidPlan || algorithmFeature(template.algorithm)) return false;
  return template.fields.every((f) => fieldValueFeature(f.field, f.default) === null);
}
