import { Trans } from '@lingui/react/macro';
import { templatesComplete } from '../../core/template-rules';
import type { Template, TemplateCategoryState } from '../../core/contract/templates';
import { useIsMobile } from '../../ui/use-media';
import { DelayedSpinner } from '../../ui/DelayedSpinner';
import { TemplateCard } from './TemplateCard';
import { useBottomVisible } from './use-bottom-visible';

interface Props {
  category: TemplateCategoryState | undefined;
  /** Fetched at least one page of this category. */
  started: boolean;
  appliesHere: (template: Template) => boolean;
  selectedId?: number | null;
  onChoose: (template: Template) => void;
  onBottomVisible: () => void;
  /** Links each card to its template preview page. */
  previewHref?: (template: Template) => string;
}

/** The grid of a category's templates, with more loading at the bottom and the end-of-list hint. */
export function TemplateGrid({
  category,
  started,
  appliesHere,
  selectedId,
  onChoose,
  onBottomVisible,
  previewHref,
}: Props) {
  const isMobile = useIsMobile();
  const count = category?.tpls.length ?? 0;
  const sentinel = useBottomVisible<HTMLDivElement>(onBottomVisible, `${category?.id}:${count}`);
  const total = category?.total ?? 0;
  const complete = started && !!category && templatesComplete(count, total);

  return (
    <div className="template-grid-wrap">
      <ul className="template-grid" aria-label={category?.title} aria-busy={category?.loading ?? false}>
        {category?.tpls.map((tpl) => (
          <TemplateCard
            key={tpl.tpl_id}
            template={tpl}
            isMobile={isMobile}
            appliesHere={appliesHere(tpl)}
            selected={selectedId === tpl.tpl_id}
            onChoose={onChoose}
            previewHref={previewHref?.(tpl)}
          />
        ))}
      </ul>
      {category?.loading && <DelayedSpinner />}
      <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
      {complete && count > 0 && (
        <p className="end-hint muted" role="status">
          <Trans>You have reached the end</Trans>
        </p>
      )}
      {complete && count === 0 && (
        <p className="muted">
          <Trans>No templates here yet.</Trans>
        </p>
      )}
    </div>
  );
}
