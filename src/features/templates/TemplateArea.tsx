import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { isTemplateAlgorithm } from '../../core/template-rules';
import type { Template } from '../../core/contract/templates';
import { offlineState } from '../offline/offline-state';
import { CategoryTabs } from './CategoryTabs';
import { TemplateGrid } from './TemplateGrid';
import { tabForAlgorithm, useTemplateBrowser } from './use-template-browser';
import './templates.css';

const TemplateListModal = lazy(() =>
  import('./TemplateListModal').then((m) => ({ default: m.TemplateListModal })),
);

export interface TemplateAreaProps {
  /** The generator's algorithm key, e.g. image2video. */
  algorithm: string;
  /** The generator's module (route name such as image-to-video, or its module type). */
  module?: string;
  /** Called with a template that applies to this generator (its algorithm or module matches). */
  onApply: (template: Template) => void;
  /** The template now selected on the page: its category is shown first and its card marked. */
  currentTemplate?: Pick<Template, 'tpl_id' | 'category_id'> | null;
}

/**
 * The generator's template area: this algorithm's categories and templates, with "All templates" opening the
 * template list modal. Shows nothing for algorithms without templates.
 */
export function TemplateArea(props: TemplateAreaProps) {
  if (!isTemplateAlgorithm(props.algorithm)) return null;
  return <TemplateAreaFor {...props} />;
}

function TemplateAreaFor(props: TemplateAreaProps) {
  const { t } = useLingui();
  const [modalOpen, setModalOpen] = useState(false);
  const browser = useTemplateBrowser(
    props,
    tabForAlgorithm(props.algorithm),
    isTemplateAlgorithm(props.algorithm) ? props.algorithm : undefined,
  );
  const { snap } = browser;
  const { offline } = useSnapshot(offlineState);
  // Offline with nothing loaded to show (the list or the chosen category's cards) is said, not left blank.
  const unavailable = snap.error || (offline && !browser.category?.tpls.length);
  // Back online with nothing shown: load again without waiting for a click.
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline && (snap.error || !browser.category?.tpls.length)) browser.retry();
    wasOffline.current = offline;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offline]);
  return (
    <section className="template-area" aria-label={t`Templates`}>
      <div className="template-area-head">
        <h2>
          <Trans>Templates</Trans>
        </h2>
        <button type="button" className="btn btn-small" onClick={() => setModalOpen(true)}>
          <Trans>All templates</Trans>
        </button>
      </div>
      {unavailable ? (
        <div className="template-area-error" role="status">
          <p>
            {offline ? <Trans>Templates need a connection.</Trans> : <Trans>Templates could not load.</Trans>}
          </p>
          <button type="button" className="btn btn-small" onClick={browser.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <>
          <CategoryTabs
            label={t`Template categories`}
            categories={snap.categories}
            selectedId={snap.categoryId}
            onSelect={browser.selectCategory}
          />
          <TemplateGrid
            category={browser.category}
            pagesLoaded={browser.pagesLoaded}
            appliesHere={browser.appliesHere}
            selectedId={props.currentTemplate?.tpl_id}
            onChoose={browser.choose}
            onBottomVisible={browser.onBottomVisible}
          />
        </>
      )}
      {modalOpen && (
        <Suspense fallback={null}>
          <TemplateListModal
            algorithm={props.algorithm}
            module={props.module}
            onApply={props.onApply}
            currentTemplate={props.currentTemplate}
            onClose={() => setModalOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
