import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExploreItem } from '../../core/contract/explore';
import { fetchExplorePage } from './explore-api';
import { ExploreGrid } from './ExploreGrid';
import './explore.css';

// The detail (modal, preview) loads on first open, keeping it out of the home page's first load.
const ExploreDetail = lazy(() => import('./ExploreDetail').then((m) => ({ default: m.ExploreDetail })));

/** How many recent samples the home page shows. */
const RECENT_COUNT = 10;

/** Home's "Recent on Explore": the newest samples of both kinds, each opening its detail. */
export function RecentExplore() {
  const { t } = useLingui();
  const [items, setItems] = useState<ExploreItem[] | null>(null);
  const [open, setOpen] = useState<ExploreItem | null>(null);
  useEffect(() => {
    let live = true;
    fetchExplorePage(1, undefined, RECENT_COUNT)
      .then((data) => live && setItems(data.list))
      // The section is extra on home: without it the page is still whole.
      .catch((err) => (console.warn('recent explore failed', err), live && setItems([])));
    return () => {
      live = false;
    };
  }, []);
  if (items && items.length === 0) return null;
  return (
    <section aria-labelledby="home-recent" className="recent-explore">
      <div className="section-head">
        <h2 id="home-recent">
          <Trans>Recent on Explore</Trans>
        </h2>
        <Link href="/ai/explore">
          <Trans>See all</Trans>
        </Link>
      </div>
      {items && <ExploreGrid items={items} label={t`Recent examples`} onOpen={setOpen} compact />}
      {open && (
        <Suspense fallback={null}>
          <ExploreDetail item={open} group={items ?? []} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
