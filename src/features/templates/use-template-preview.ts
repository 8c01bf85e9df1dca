import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseTemplateId, TEMPLATE_PAGE_PARAM } from '../../core/template-rules';
import type { Template } from '../../core/contract/templates';
import {
  fetchRecommendedTemplates,
  fetchTemplate,
  fetchTemplateCategories,
  fetchTemplatePage,
} from './template-api';
import {
  choosePreviewTemplate,
  loadRelatedTemplates,
  type PreviewChoice,
  type PreviewSources,
  type RelatedTemplates,
} from './template-preview-load';
import { templatePreviewPath } from '../generator/go-create';

export type PreviewStatus = 'loading' | 'ready' | 'empty' | 'error';

const sources: PreviewSources = {
  one: fetchTemplate,
  recommended: fetchRecommendedTemplates,
  categories: (type) => fetchTemplateCategories({ type }),
  page: (cid, type) => fetchTemplatePage(cid, 1, type),
};

/**
 * The template preview page's data: the template named by ?tpl_id= (or the recommended one), its category and the
 * other templates in it. Choosing one from the grid changes the URL, so back and reload keep the choice.
 */
export function useTemplatePreview() {
  const raw = new URLSearchParams(useSearch()).get(TEMPLATE_PAGE_PARAM);
  const requestedId = parseTemplateId(raw);
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<PreviewChoice | null>(null);
  const [status, setStatus] = useState<PreviewStatus>('loading');
  const [related, setRelated] = useState<RelatedTemplates | null>(null);
  const [relatedFailed, setRelatedFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const relatedNow = useRef(related);
  relatedNow.current = related;

  useEffect(() => {
    // A template from the grid on screen shows at once: the list holds it whole.
    const listed = relatedNow.current?.templates.find((t) => t.tpl_id === requestedId);
    if (listed) {
      setChoice({ template: listed, notFound: false });
      setStatus('ready');
      return;
    }
    let live = true;
    setStatus('loading');
    choosePreviewTemplate(requestedId, raw, sources).then(
      (next) => {
        if (!live) return;
        setChoice(next);
        setStatus(next ? 'ready' : 'empty');
      },
      (error: unknown) => {
        if (!live) return;
        console.warn('template preview failed', error);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [requestedId, raw, attempt]);

  const template = choice?.template ?? null;
  useEffect(() => {
    if (!template || relatedNow.current?.categoryId === template.category_id) return;
    let live = true;
    setRelated(null);
    setRelatedFailed(false);
    loadRelatedTemplates(template, sources).then(
      (next) => live && setRelated(next),
      (error: unknown) => {
        if (!live) return;
        console.warn('related templates failed', error);
        setRelatedFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [template, attempt]);

  const select = useCallback((next: Template) => navigate(templatePreviewPath(next.tpl_id)), [navigate]);

  return {
    status,
    template,
    /** The URL named a template that does not exist; the recommended one shows instead. */
    notFound: choice?.notFound ?? false,
    related,
    relatedFailed,
    select,
    retry: () => setAttempt((n) => n + 1),
  };
}
