import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import {
  LIBRARY_STATES,
  LIBRARY_TYPES,
  type LibraryQuery,
  type LibraryState,
  type LibraryType,
} from '../../core/library-query';
import { algorithmLabel } from './algorithm-label';

interface Props {
  query: LibraryQuery;
  onChange: (change: Partial<LibraryQuery>) => void;
  /** The generators the user's items come from, so the list offers no empty choice. */
  generators: readonly string[];
  shown: number;
  total: number;
}

/** The search box and the filters (type, generator, state) and sort of the library. */
export function LibrarySearch({ query, onChange, generators, shown, total }: Props) {
  const { t, i18n } = useLingui();
  const typeNames: Record<LibraryType, string> = { image: t`Images`, video: t`Videos`, audio: t`Audio` };
  const stateNames: Record<LibraryState, string> = { running: t`Running`, done: t`Done`, failed: t`Failed` };
  return (
    <search className="library-search" aria-label={t`Search and filter your library`}>
      <label className="library-search-box">
        <Search aria-hidden size={18} />
        <span className="visually-hidden">
          <Trans>Search your library</Trans>
        </span>
        <input
          type="search"
          className="input"
          placeholder={t`Search by prompt or name`}
          value={query.q}
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </label>
      <div className="library-filters">
        <div className="library-types" role="group" aria-label={t`Type`}>
          <button
            type="button"
            className="chip"
            aria-pressed={query.type === null}
            onClick={() => onChange({ type: null })}
          >
            <Trans>All</Trans>
          </button>
          {LIBRARY_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="chip"
              aria-pressed={query.type === type}
              onClick={() => onChange({ type: query.type === type ? null : type })}
            >
              {typeNames[type]}
            </button>
          ))}
        </div>
        <select
          className="select"
          aria-label={t`Generator`}
          value={query.generator ?? ''}
          onChange={(event) => onChange({ generator: event.target.value || null })}
        >
          <option value="">{t`All generators`}</option>
          {/* A generator named in the URL but absent from the list still shows, so the select tells the truth. */}
          {[...new Set([...generators, ...(query.generator ? [query.generator] : [])])].map((key) => (
            <option key={key} value={key}>
              {algorithmLabel(i18n, key)}
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label={t`State`}
          value={query.state ?? ''}
          onChange={(event) => onChange({ state: (event.target.value || null) as LibraryState | null })}
        >
          <option value="">{t`Any state`}</option>
          {LIBRARY_STATES.map((state) => (
            <option key={state} value={state}>
              {stateNames[state]}
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label={t`Sort`}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
        >
          <option value="newest">{t`Newest first`}</option>
          <option value="oldest">{t`Oldest first`}</option>
        </select>
      </div>
      <p className="muted small library-count" role="status">
        {shown === total ? (
          <Plural value={total} one="# item" other="# items" />
        ) : (
          <Trans>
            {shown} of <Plural value={total} one="# item" other="# items" />
          </Trans>
        )}
      </p>
    </search>
  );
}
