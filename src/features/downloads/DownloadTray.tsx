import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DownloadProgress } from '../../sw-contract/api';
import { ProgressBar } from '../../ui/ProgressBar';
import { tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import './downloads.css';

/** A download still running after this long is a long one: it gets a row in the tray. */
const LONG_DOWNLOAD_MS = 1500;

function percentOf(download: DownloadProgress): number {
  return download.total ? Math.min(100, (download.loaded / download.total) * 100) : 0;
}

/**
 * Long downloads, wherever the user is in the app: each file's name, its progress and a Cancel. The service worker
 * owns the download, so leaving the page that started it does not stop it; this is where it stays visible.
 */
export function DownloadTray() {
  const { t } = useLingui();
  const { downloads } = useSnapshot(tasksState);
  const running = Object.values(downloads).filter((d) => d.state === 'running');
  const runningIds = running.map((d) => d.id).join(' ');
  const [long, setLong] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const ids = runningIds.split(' ').filter(Boolean);
    if (ids.length === 0) return;
    const timer = setTimeout(() => setLong(new Set(ids)), LONG_DOWNLOAD_MS);
    return () => clearTimeout(timer);
  }, [runningIds]);

  const shown = running.filter((d) => long.has(d.id));
  if (shown.length === 0) return null;
  return (
    <section className="download-tray card" aria-label={t`Downloads`}>
      {shown.map((download) => (
        <div key={download.id} className="download-tray-row">
          <span className="download-tray-name">{download.name}</span>
          <ProgressBar value={percentOf(download)} label={t`Download progress of ${download.name}`} />
          <button
            type="button"
            className="btn"
            aria-label={t`Cancel download of ${download.name}`}
            onClick={() => void tasksClient().cancelDownload(download.id)}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      ))}
    </section>
  );
}
