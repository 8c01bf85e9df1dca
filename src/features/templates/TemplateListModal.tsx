import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { isTryoutTemplate } from '../../core/template-rules';
import { isSubscribedLevel, toUserLevel } from '../../core/user-level';
import { sessionState } from '../session/session-state';
import { TEMPLATE_TABS, type Template, type TemplateTab } from '../../core/contract/templates';
import { Modal } from '../../ui/Modal';
import { useIsMobile } from '../../ui/use-media';
import { CategoryTabs } from './CategoryTabs';
import { templatePreviewPath } from '../generator/go-create';
import { TemplateGrid } from './TemplateGrid';
import { tabForAlgorithm, useTemplateBrowser, type TemplateHost } from './use-template-browser';
import './templates.css';
import '../../ui/type-tabs.css';

interface Props extends TemplateHost {
  initialTab?: TemplateTab;
  onClose: () => void;
}

/**
 * The template list modal: video/image tabs, category tabs with arrows, the grid and its end hint; on desktop the
 * Tryout label on the templates a visitor or free user can try (core/template-rules.ts).
 */
export function TemplateListModal({ initialTab, onClose, ...host }: Props) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  // A visitor counts as the free plan until user info says otherwise.
  const paidPlan = isSubscribedLevel(toUserLevel(useSnapshot(sessionState).user?.verify.level ?? 0));
  const browser = useTemplateBrowser(
    {
      ...host,
      // Applying closes the modal; going elsewhere unmounts it with the page.
      onApply: host.onApply
        ? (tpl: Template) => {
            host.onApply!(tpl);
            onClose();
          }
        : undefined,
    },
    initialTab ?? tabForAlgorithm(host.algorithm),
  );
  const { snap } = browser;
  const tabNames: Record<TemplateTab, string> = { video: t`Video`, image: t`Image` };

  return (
    <Modal
      title={<Trans>Templates</Trans>}
      onClose={onClose}
      width={1040}
      variant={isMobile ? 'sheet' : 'center'}
      className="template-modal"
    >
      <div role="tablist" aria-label={t`Template type`} className="type-tabs">
        {TEMPLATE_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={snap.tab === tab}
            className={`type-tab ${snap.tab === tab ? 'active' : ''}`}
            onClick={() => browser.setTab(tab)}
          >
            {tabNames[tab]}
          </button>
        ))}
      </div>
      <CategoryTabs
        label={t`Template categories`}
        categories={snap.categories}
        selectedId={snap.categoryId}
        onSelect={browser.selectCategory}
      />
      {snap.error && (
        <p className="muted">
          <Trans>Templates could not be loaded.</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={browser.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      <div className="template-scroll">
        <TemplateGrid
          category={browser.category}
          pagesLoaded={browser.pagesLoaded}
          appliesHere={browser.appliesHere}
          selectedId={host.currentTemplate?.tpl_id}
          onChoose={browser.choose}
          onBottomVisible={browser.onBottomVisible}
          previewHref={(tpl) => templatePreviewPath(tpl.tpl_id)}
          // The spec shows the label on desktop only: a phone's cards have no room beside the HOT tag.
          tryout={isMobile ? undefined : (tpl) => isTryoutTemplate(tpl, { paidPlan })}
        />
      </div>
    </Modal>
  );
}
