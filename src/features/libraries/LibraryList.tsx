import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { TaskRecord } from '../../sw-contract/api';
import { clearedLibraryQuery, isNarrowed, queryLibrary } from '../../core/library-query';
import { showToast } from '../../ui/toasts';
import { openLoginDialog, sessionState } from '../session/session-state';
import { fromWireError, tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import { callFailureText } from '../generator/task-copy';
import { algorithmLabel } from './algorithm-label';
import { deleteWithUndo, deletionState, flushDeletes } from './library-deletions';
import { taskFacts } from './library-facts';
import { LibraryItem } from './LibraryItem';
import { LibrarySearch } from './LibrarySearch';
import { LibrarySkeleton } from './LibrarySkeleton';
import { SelectionBar } from './SelectionBar';
import { UndoToast } from './UndoToast';
import { useLibraryQuery } from './use-library-query';
import { useLibrarySync } from './use-library-sync';
import { useSelection } from './use-selection';
import { downloadTasksZip } from './zip-download';
import './library.css';

const failureText = (error: unknown) => callFailureText(fromWireError(error));

/**
 * The user's tasks as the SW holds them (so the library, its search and filters work offline), merged with the
 * server's list when reachable; searched and filtered by the URL's query; several can be selected to download as
 * one ZIP or to delete with undo. Signed-out visitors are asked to log in.
 */
export function LibraryList() {
  const { t, i18n } = useLingui();
  const { token } = useSnapshot(sessionState);
  const { tasks, linked } = useSnapshot(tasksState);
  const { hidden } = useSnapshot(deletionState);
  const { sync, refresh } = useLibrarySync(Boolean(token));
  const [query, setQuery] = useLibraryQuery();
  const [zipping, setZipping] = useState(false);

  const present = useMemo(
    () => (tasks as TaskRecord[]).filter((task) => !hidden[task.localId]),
    [tasks, hidden],
  );
  const shown = useMemo(
    () => queryLibrary(present, (task) => taskFacts(i18n, task), query),
    [present, i18n, query],
  );
  const generators = useMemo(
    () =>
      [...new Set(present.map((task) => task.algorithm))].sort((a, b) =>
        algorithmLabel(i18n, a).localeCompare(algorithmLabel(i18n, b), i18n.locale),
      ),
    [present, i18n],
  );
  const shownIds = useMemo(() => shown.map((task) => task.localId), [shown]);
  const selection = useSelection(shownIds);

  // Leaving the page ends the undo time: what is waiting is deleted now.
  useEffect(() => {
    const leave = () => flushDeletes();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  if (!token) {
    return (
      <div className="library-empty card">
        <p>
          <Trans>Log in to see the images, videos and music you created.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => openLoginDialog('libraries')}>
          <Trans>Log in</Trans>
        </button>
      </div>
    );
  }

  const removeSelected = () => {
    const ids = selection.ids;
    selection.clear();
    deleteWithUndo(
      ids,
      async (localIds) => {
        await Promise.all(localIds.map((localId) => tasksClient().deleteTask(localId)));
      },
      (error) => showToast(failureText(error), 'error'),
    );
  };
  const zipSelected = () => {
    setZipping(true);
    downloadTasksZip(selection.ids)
      .then((count) => {
        if (count === 0) showToast(t`None of the selected items has a file yet.`, 'info');
      })
      .catch((error: unknown) => showToast(failureText(error), 'error'))
      .finally(() => setZipping(false));
  };

  const loading = tasks.length === 0 && (!linked || sync === 'syncing');
  return (
    <>
      {(sync === 'offline' || sync === 'failed') && (
        <div className="library-toolbar" role="status">
          <span className="muted">
            {sync === 'offline' ? (
              <Trans>Offline: showing what this device saved.</Trans>
            ) : (
              <Trans>The list could not be refreshed.</Trans>
            )}
          </span>
          <button type="button" className="btn btn-ghost" onClick={refresh}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {present.length > 0 && (
        <LibrarySearch
          query={query}
          onChange={setQuery}
          generators={generators}
          shown={shown.length}
          total={present.length}
        />
      )}
      {loading ? (
        <LibrarySkeleton />
      ) : present.length === 0 ? (
        <div className="library-empty card">
          <p>
            <Trans>Nothing here yet. Your creations will appear here.</Trans>
          </p>
          <Link href="/ai/text-to-image" className="btn btn-primary">
            <Trans>Create an image</Trans>
          </Link>
        </div>
      ) : shown.length === 0 && isNarrowed(query) ? (
        <div className="library-empty card">
          <p>
            <Trans>Nothing matches this search.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setQuery(clearedLibraryQuery(query))}>
            <Trans>Clear search and filters</Trans>
          </button>
        </div>
      ) : (
        <ul className={`library-grid ${selection.active ? 'is-choosing' : ''}`}>
          {shown.map((task) => (
            <LibraryItem
              key={task.localId}
              task={task}
              selection={{
                selected: selection.has(task.localId),
                choosing: selection.active,
                onToggle: (shift) => selection.toggle(task.localId, shift),
                onLongPress: () => selection.begin(task.localId),
              }}
            />
          ))}
        </ul>
      )}
      {selection.active && (
        <SelectionBar
          count={selection.ids.length}
          busy={zipping}
          onDownload={zipSelected}
          onDelete={removeSelected}
          onClear={selection.clear}
          onSelectAll={selection.selectAll}
        />
      )}
      <UndoToast />
    </>
  );
}
