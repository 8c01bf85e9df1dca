import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Template } from '../../core/contract/templates';
import { DelayedSpinner } from '../../ui/DelayedSpinner';
import { useIsMobile } from '../../ui/use-media';
import { templatePreviewPath, useGoCreate } from '../generator/go-create';
import { templateDefaults } from '../generator/pending-settings';
import { TemplateCard } from './TemplateCard';
import { TemplateInputs } from './TemplateInputs';
import { TemplateListModal } from './TemplateListModal';
import { useTemplatePreview } from './use-template-preview';
import './templates.css';
import './template-preview.css';

/** The template's preview, large: its video playing (muted, looped) or its picture. */
function PreviewMedia({ template }: { template: Template }) {
  const ratio = `${template.width} / ${template.height}`;
  if (template.type === 'video' && template.preview_url && template.preview_url !== template.thumbnail) {
    return (
      <video
        key={template.preview_url}
        className="template-hero-media"
        style={{ aspectRatio: ratio }}
        src={template.preview_url}
        poster={template.cover_conf.thumbnail_url}
        autoPlay
        muted
        loop
        playsInline
        controls
      />
    );
  }
  return (
    <img
      key={template.preview_url}
      className="template-hero-media"
      style={{ aspectRatio: ratio }}
      src={template.preview_url || template.cover_conf.thumbnail_url}
      alt={template.name}
    />
  );
}

/**
 * The template preview page: the template named by ?tpl_id= (or a recommended one) shown
 * large with its category, HOT tag and the inputs it needs; "Use template" opens its generator with it applied, and
 * the category's other templates switch the preview.
 */
export function TemplatePreview() {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const goCreate = useGoCreate();
  const headingId = useId();
  const preview = useTemplatePreview();
  const { template, related, status } = preview;
  const [allOpen, setAllOpen] = useState(false);
  const shownId = template?.tpl_id;
  const first = useRef(true);

  // A new template starts at the top of the page, with the list modal (if it chose it) closed.
  useEffect(() => {
    setAllOpen(false);
    if (first.current) first.current = false;
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [shownId]);

  const use = (tpl: Template) =>
    goCreate({
      module: tpl.module,
      algorithm: tpl.algorithm,
      template: tpl,
      fields: templateDefaults(tpl),
      source: 'template',
    });

  return (
    <section className="page template-page" aria-busy={status === 'loading'}>
      {preview.notFound && (
        <p className="template-notice" role="status">
          <Trans>We could not find that template. Here is a popular one instead.</Trans>
        </p>
      )}
      {status === 'error' && (
        <div className="template-problem card" role="alert">
          <p>
            <Trans>The template could not be loaded. Check your connection and try again.</Trans>
          </p>
          <button type="button" className="btn btn-primary" onClick={preview.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {status === 'empty' && (
        <p className="template-problem card">
          <Trans>There are no templates yet.</Trans>
        </p>
      )}
      {status === 'loading' && !template && <DelayedSpinner />}
      {template && status !== 'error' && (
        <article className="template-hero" aria-labelledby={headingId}>
          <div className="template-hero-stage">
            <PreviewMedia template={template} />
          </div>
          <div className="template-hero-info">
            <div className="template-hero-tags">
              {template.action_conf.hot === 1 && (
                <span className="badge hot-tag">
                  <Trans>HOT</Trans>
                </span>
              )}
              {related?.categoryId === template.category_id && related.title && (
                <span className="pill template-category">{related.title}</span>
              )}
              <span className="muted small">
                {template.type === 'video' ? <Trans>Video template</Trans> : <Trans>Image template</Trans>}
              </span>
            </div>
            <h1 id={headingId}>{template.name}</h1>
            {template.description && <p className="template-description">{template.description}</p>}
            <div className="template-hero-actions">
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t`Use template ${template.name}`}
                onClick={() => use(template)}
              >
                <Trans>Use template</Trans>
              </button>
              <button type="button" className="btn" onClick={() => setAllOpen(true)}>
                <Trans>All templates</Trans>
              </button>
            </div>
            <TemplateInputs fields={template.fields} />
          </div>
        </article>
      )}
      {template && related && related.templates.length > 1 && (
        <section className="template-more" aria-label={t`More from ${related.title}`}>
          <h2>
            <Trans>More from {related.title}</Trans>
          </h2>
          <ul className="template-grid" aria-label={related.title}>
            {related.templates.map((tpl) => (
              <TemplateCard
                key={tpl.tpl_id}
                template={tpl}
                appliesHere={false}
                isMobile={isMobile}
                selected={tpl.tpl_id === template.tpl_id}
                onChoose={use}
                previewHref={templatePreviewPath(tpl.tpl_id)}
              />
            ))}
          </ul>
        </section>
      )}
      {template && preview.relatedFailed && (
        <p className="muted">
          <Trans>More templates could not be loaded.</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={preview.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {allOpen && template && (
        <TemplateListModal
          initialTab={template.type}
          // The previewed template is not applied anywhere: its category is where the list starts.
          preselectedCategoryId={template.category_id}
          onClose={() => setAllOpen(false)}
        />
      )}
    </section>
  );
}
