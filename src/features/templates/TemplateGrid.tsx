import { Trans } from '@lingui/react/macro';
import { templatesComplete } from '../../core/template-rules';
import type { Template, TemplateCategoryState } from '../../core/contract/templates';
import { useIsMobile } from '../../ui/use-media';
import { DelayedSpinner } from '../../ui/DelayedSpinner';
import { TemplateCard } from './TemplateCard';
import { useBottomVisible } from '../../ui/use-bottom-visible';

interface Props {
  category: TemplateCategoryState | undefined;
  /** Pages of this category fetched so far (0 before the first answer). */
  pagesLoaded: number;
  appliesHere: (template: Template) => boolean;
  selectedId?: number | null;
  onChoose: (template: Template) => void;
  onBottomVisible: () => void;
  /** Links each card to its template preview page. */
  previewHref?: (template: Template) => string;
  /** Which cards carry the Tryout label (none when absent). */
  tryout?: (template: Template) => boolean;
}

/** The grid of a category's templates, with more loading at the bottom and, past the last page, the end hint. */
export function TemplateGrid({
  category,
  pagesLoaded,
  appliesHere,
  selectedId,
  onChoose,
  onBottomVisible,
  previewHref,
  tryout,
}: Props) {
  const isMobile = useIsMobile();
  const count = category?.tpls.length ?? 0;
  const sentinel = useBottomVisible<HTMLDivElement>(onBottomVisible, `${category?.id}:${count}`);
  const total = category?.total ?? 0;
  const complete = pagesLoaded > 0 && !!category && templatesComplete(count, total);
  // The end hint marks the real end of a paged list: shown once scrolling loaded every page, never under a
  // category that fit in its first page (there was nothing to scroll through).
  const reachedEnd = complete && count > 0 && pagesLoaded > 1;

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
            tryout={tryout?.(tpl)}
          />
        ))}
      </ul>
      {category?.loading && <DelayedSpinner />}
      <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
      {reachedEnd && (
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
