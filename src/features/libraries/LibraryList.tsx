import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { TaskRecord } from '../../../sw/api';
import { openLoginDialog, sessionState } from '../session/session-state';
import { tasksState } from '../tasks/tasks-state';
import { LibraryItem } from './LibraryItem';
import { useLibrarySync } from './use-library-sync';
import './library.css';

/**
 * The user's tasks, newest first, as the SW holds them (so the library works offline), merged with the server's
 * list when reachable. Signed-out visitors are asked to log in.
 */
export function LibraryList() {
  const { t } = useLingui();
  const { token } = useSnapshot(sessionState);
  const { tasks, linked } = useSnapshot(tasksState);
  const { sync, refresh } = useLibrarySync(Boolean(token));

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
      {loading ? (
        <div className="page-spinner">
          <div className="spinner" role="img" aria-label={t`Loading`} />
        </div>
      ) : tasks.length === 0 ? (
        <div className="library-empty card">
          <p>
            <Trans>Nothing here yet. Your creations will appear here.</Trans>
          </p>
          <Link href="/ai/text-to-image" className="btn btn-primary">
            <Trans>Create an image</Trans>
          </Link>
        </div>
      ) : (
        <ul className="library-grid">
          {tasks.map((task) => (
            <LibraryItem key={task.localId} task={task as TaskRecord} />
          ))}
        </ul>
      )}
    </>
  );
}
