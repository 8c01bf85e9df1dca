import { isApiFailure } from '../../api/errors';
import type { Template, TemplateCategory, TemplateTab } from '../../core/contract/templates';

/** What the template preview page shows on top: the template, and whether it stands in for an unknown one. */
export interface PreviewChoice {
  template: Template;
  /** The URL asked for a template that does not exist; this is the recommended one instead. */
  notFound: boolean;
}

/** The template page's other templates: the shown template's category and its first page. */
export interface RelatedTemplates {
  categoryId: number;
  title: string;
  templates: Template[];
}

export interface PreviewSources {
  one(tplId: number): Promise<Template>;
  recommended(): Promise<{ list: Template[] }>;
  categories(type: TemplateTab): Promise<{ list: TemplateCategory[] }>;
  page(cid: number, type: TemplateTab): Promise<{ list: Template[] }>;
}

/** The server said there is no such template (404, or 400 for an id it refuses), as opposed to not answering. */
function isUnknownTemplate(error: unknown): boolean {
  return isApiFailure(error) && (error.status === 404 || error.status === 400);
}

/**
 * The template to preview: the requested one; else (none asked, or `requestedRaw` names none that exists) the first
 * recommended template. null when there are no templates at all. Network failures reject: the page offers a retry.
 */
export async function choosePreviewTemplate(
  requestedId: number | null,
  requestedRaw: string | null,
  sources: Pick<PreviewSources, 'one' | 'recommended'>,
): Promise<PreviewChoice | null> {
  let notFound = !!requestedRaw && requestedId === null;
  if (requestedId !== null) {
    try {
      return { template: await sources.one(requestedId), notFound: false };
    } catch (error) {
      if (!isUnknownTemplate(error)) throw error;
      notFound = true;
    }
  }
  const { list } = await sources.recommended();
  return list[0] ? { template: list[0], notFound } : null;
}

/** The shown template's category (its title from the tab's categories) and the templates in it. */
export async function loadRelatedTemplates(
  template: Template,
  sources: Pick<PreviewSources, 'categories' | 'page'>,
): Promise<RelatedTemplates> {
  const [categories, page] = await Promise.all([
    sources.categories(template.type),
    sources.page(template.category_id, template.type),
  ]);
  const category = categories.list.find((c) => c.id === template.category_id);
  return { categoryId: template.category_id, title: category?.title ?? '', templates: page.list };
}
