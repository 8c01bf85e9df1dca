import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EXPLORE_TYPES,
  parseExploreRequest,
  type ExploreItem,
  type ExploreType,
} from '../../core/contract/explore';
import { DelayedSpinner } from '../../ui/DelayedSpinner';
import { useIsMobile } from '../../ui/use-media';
import { useBottomVisible } from '../../ui/use-bottom-visible';
import { useGoCreate } from '../generator/go-create';
import { MobileVideoPreview } from '../preview/MobileVideoPreview';
import { exploreItems, exploreState, loadNextExplorePage } from './explore-state';
import { ExploreGrid } from './ExploreGrid';
import { ExploreDetail } from './ExploreDetail';
import './explore.css';
import '../../ui/type-tabs.css';

/** Explore: video and image tabs, each loading page by page as its bottom comes into view. */
export function ExploreBrowser() {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const goCreate = useGoCreate();
  const [type, setType] = useState<ExploreType>('video');
  const [open, setOpen] = useState<{ item: ExploreItem; view: 'detail' | 'video' } | null>(null);
  const snap = useSnapshot(exploreState);
  const tab = snap.tabs[type];
  const items = useMemo(() => exploreItems(tab), [tab]);
  const loading = tab.loadingPages.length > 0;
  // Re-observed per tab and per landed page: the first page, and the next while the bottom stays in view.
  const sentinel = useBottomVisible<HTMLDivElement>(
    () => void loadNextExplorePage(type),
    `${type}:${tab.loadedPages.length}`,
    '400px',
  );

  const tabNames: Record<ExploreType, string> = { video: t`Video`, image: t`Image` };
  // Whole phrases, not a tab name glued to a word: languages put the noun elsewhere or change its form.
  const gridLabels: Record<ExploreType, string> = { video: t`Video examples`, image: t`Image examples` };
  const openItem = (item: ExploreItem) =>
    setOpen({ item, view: isMobile && item.type === 'video' && item.preview ? 'video' : 'detail' });

  return (
    <>
      <div role="tablist" aria-label={t`Explore type`} className="type-tabs explore-tabs">
        {EXPLORE_TYPES.map((tp) => (
          <button
            key={tp}
            type="button"
            role="tab"
            aria-selected={type === tp}
            className={`type-tab ${type === tp ? 'active' : ''}`}
            onClick={() => setType(tp)}
          >
            {tabNames[tp]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabNames[type]} className="explore-panel" data-end={tab.end}>
        <ExploreGrid items={items} label={gridLabels[type]} onOpen={openItem} />
        {loading && <DelayedSpinner />}
        {tab.error && (
          <p className="muted">
            <Trans>Examples could not be loaded.</Trans>{' '}
            <button type="button" className="btn btn-small" onClick={() => void loadNextExplorePage(type)}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
        <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />
        {tab.end && (
          <p className="end-hint muted" role="status">
            <Trans>That is everything for now.</Trans>
          </p>
        )}
      </div>
      {open?.view === 'video' && (
        <MobileVideoPreview
          title={open.item.title}
          src={open.item.preview}
          poster={open.item.thumbnail}
          onViewDetails={() => setOpen({ item: open.item, view: 'detail' })}
          onGoCreate={() =>
            goCreate({
              module: open.item.module,
              algorithm: open.item.algorithm,
              fields: parseExploreRequest(open.item.request),
              source: 'explore',
              exploreId: open.item.id,
            })
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open?.view === 'detail' && (
        <ExploreDetail item={open.item} group={items} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
