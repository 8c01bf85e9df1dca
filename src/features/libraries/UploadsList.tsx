import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { ListedUpload } from '../../core/contract/upload-list';
import { formatStorageSize } from '../../core/storage-size';
import { UNUSED_UPLOAD_RETENTION_DAYS } from '../../core/upload-limits';
import { showToast } from '../../ui/toasts';
import { deleteWithUndo, deletionState, flushDeletes } from './library-deletions';
import { LibrarySkeleton } from './LibrarySkeleton';
import { UndoToast } from './UndoToast';
import { deleteUploads, fetchUploads } from './uploads-api';

type Load = 'loading' | 'ready' | 'failed';

/** The pictures, clips and sounds the user uploaded to the generators, newest first; each can be deleted. */
export function UploadsList() {
  const { t, i18n } = useLingui();
  const { hidden } = useSnapshot(deletionState);
  const [items, setItems] = useState<ListedUpload[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>('loading');

  const loadPage = useCallback((next: number) => {
    setLoad('loading');
    fetchUploads(next).then(
      (data) => {
        setItems((current) => (next === 1 ? data.list : [...current, ...data.list]));
        setTotal(data.paginate.total);
        setPage(next);
        setLoad('ready');
      },
      () => setLoad('failed'),
    );
  }, []);
  useEffect(() => {
    loadPage(1);
    const leave = () => flushDeletes();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [loadPage]);

  const remove = (upload: ListedUpload) =>
    deleteWithUndo(
      [upload.file],
      async (ids) => {
        await deleteUploads(ids);
        setItems((current) => current.filter((item) => !ids.includes(item.file)));
        setTotal((count) => count - ids.length);
      },
      () => showToast(t`The upload could not be deleted. Try again.`, 'error'),
    );

  const shown = items.filter((item) => !hidden[item.file]);
  if (load === 'loading' && items.length === 0) return <LibrarySkeleton />;
  if (load === 'failed' && items.length === 0) {
    return (
      <div className="library-empty card" role="status">
        <p>
          <Trans>
            Your uploads could not be loaded. They are kept on the server, so this needs a connection.
          </Trans>
        </p>
        <button type="button" className="btn" onClick={() => loadPage(1)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const removalDate = (seconds: number) =>
    new Date(seconds * 1000).toLocaleDateString(i18n.locale, { dateStyle: 'medium' });
  return (
    <>
      <p className="muted small library-note">
        <Trans>
          An upload no generation uses is removed {UNUSED_UPLOAD_RETENTION_DAYS} days after it was uploaded.
        </Trans>
      </p>
      {shown.length === 0 ? (
        <div className="library-empty card">
          <p>
            <Trans>No uploads. Photos, clips and sounds you give a generator appear here.</Trans>
          </p>
        </div>
      ) : (
        <ul className="library-grid">
          {shown.map((upload) => (
            <li key={upload.file} className="library-item card">
              <article aria-label={upload.fullName}>
                <div className="library-media">
                  {upload.type === 'image' ? (
                    <img className="result-media" src={upload.url} alt={upload.fullName} loading="lazy" />
                  ) : upload.type === 'video' ? (
                    <video className="result-media" src={upload.url} controls preload="metadata" />
                  ) : (
                    <audio className="result-audio" src={upload.url} controls preload="none" />
                  )}
                </div>
                <div className="library-body">
                  <p className="library-prompt">{upload.fullName}</p>
                  <span className="muted small">
                    {formatStorageSize(upload.size)} ·{' '}
                    {new Date(upload.created_at * 1000).toLocaleString(i18n.locale, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                  {upload.removed_at !== null && (
                    <span className="muted small">
                      {t`Not used yet: removed on ${removalDate(upload.removed_at)}`}
                    </span>
                  )}
                  <div className="library-actions">
                    <button type="button" className="btn btn-ghost" onClick={() => remove(upload)}>
                      <Trans>Delete</Trans>
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {items.length < total && (
        <div className="library-more">
          <button
            type="button"
            className="btn"
            disabled={load === 'loading'}
            onClick={() => loadPage(page + 1)}
          >
            <Trans>Show more</Trans>
          </button>
        </div>
      )}
      <UndoToast />
    </>
  );
}
