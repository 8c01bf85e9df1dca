import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXAMPLE_TABS, exampleAppliesHere, exampleTabForModule, type ExampleTab } from '../../core/examples';
import type { GeneratorModule } from '../../core/menu';
import type { DemoItem } from '../../core/contract/samples';
import { listPage } from '../../core/pagination';
import { Skeleton, SkeletonRegion, SkeletonText } from '../../ui/Skeleton';
import { useIsMobile } from '../../ui/use-media';
import { useGoCreate } from '../generator/go-create';
import { ExampleCard } from './ExampleCard';
import { examplesState, loadExampleTab, setExamplePage } from './examples-state';
import '../../ui/type-tabs.css';
import './examples.css';

export interface ExamplesSectionProps {
  module: GeneratorModule;
  /** The page's route name (e.g. 'text-to-video') and algorithm key: where an example applies in place. */
  route: string;
  algorithm: string;
  /** Fills this page's form with an example made here. */
  onApply: (example: DemoItem) => void;
}

/**
 * Worked examples under the generator: Video and Image tabs (the page's own first), two a page with
 * Previous/Next. "Try this" fills this form, or opens the example's generator with its settings like "Go Create".
 */
export function ExamplesSection({ module, route, algorithm, onApply }: ExamplesSectionProps) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const goCreate = useGoCreate();
  const [tab, setTab] = useState<ExampleTab>(() => exampleTabForModule(module));
  const snap = useSnapshot(examplesState).tabs[tab];
  useEffect(() => void loadExampleTab(tab), [tab]);

  const tabNames: Record<ExampleTab, string> = { video: t`Video`, image: t`Image` };
  // The items are ref()'d in the examples state, so the snapshot holds the plain objects themselves.
  const shown = listPage(snap.items as DemoItem[], snap.page);
  const appliesHere = (example: DemoItem) => exampleAppliesHere(example, route, algorithm);
  const tryExample = (example: DemoItem) => {
    if (appliesHere(example)) return onApply(example);
    goCreate({
      module: example.module,
      algorithm: example.algorithm,
      fields: example.fields,
      source: 'example',
    });
  };

  return (
    <section className="examples" aria-labelledby="examples-title">
      <h2 id="examples-title">
        <Trans>Examples</Trans>
      </h2>
      <div role="tablist" aria-label={t`Example type`} className="type-tabs">
        {EXAMPLE_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`examples-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="examples-panel"
            className={`type-tab ${tab === name ? 'active' : ''}`}
            onClick={() => setTab(name)}
          >
            {tabNames[name]}
          </button>
        ))}
      </div>
      <div
        id="examples-panel"
        role="tabpanel"
        aria-labelledby={`examples-tab-${tab}`}
        aria-busy={snap.status === 'loading'}
        className="examples-panel"
      >
        {(snap.status === 'idle' || snap.status === 'loading') && (
          <SkeletonRegion label={t`Loading examples`}>
            <ul className="example-list">
              {[0, 1].map((i) => (
                <li key={i} className="example-card card example-skeleton">
                  <Skeleton className="example-media-skeleton" />
                  <div className="example-body">
                    <Skeleton shape="text" width="55%" className="example-title-skeleton" />
                    <SkeletonText lines={2} />
                    <Skeleton shape="pill" width={84} className="example-try" />
                  </div>
                </li>
              ))}
            </ul>
            <div className="example-pager">
              <Skeleton shape="pill" width={220} />
            </div>
          </SkeletonRegion>
        )}
        {snap.status === 'error' && (
          <p className="muted examples-note">
            <Trans>Examples could not be loaded.</Trans>{' '}
            <button type="button" className="btn btn-small" onClick={() => void loadExampleTab(tab)}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
        {snap.status === 'ready' && shown.items.length === 0 && (
          <p className="muted examples-note">
            <Trans>No examples here yet.</Trans>
          </p>
        )}
        {shown.items.length > 0 && (
          <>
            <ul className="example-list">
              {shown.items.map((example) => (
                <ExampleCard
                  key={example.id}
                  example={example}
                  appliesHere={appliesHere(example)}
                  isMobile={isMobile}
                  onTry={tryExample}
                />
              ))}
            </ul>
            <nav className="example-pager" aria-label={t`Example pages`}>
              <button
                type="button"
                className="btn btn-small"
                disabled={!shown.hasPrevious}
                onClick={() => setExamplePage(tab, shown.page - 1)}
              >
                <Trans>Previous</Trans>
              </button>
              <span className="muted" aria-live="polite">
                <Trans>
                  Page {shown.page} of {shown.pageCount}
                </Trans>
              </span>
              <button
                type="button"
                className="btn btn-small"
                disabled={!shown.hasNext}
                onClick={() => setExamplePage(tab, shown.page + 1)}
              >
                <Trans>Next</Trans>
              </button>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}
