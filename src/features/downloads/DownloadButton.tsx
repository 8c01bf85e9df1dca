import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskResultFile } from '../../core/contract/tasks';
import { downloadSizes, type DownloadSize } from '../../core/download-sizes';
import { toUserLevel } from '../../core/user-level';
import { sessionState } from '../session/session-state';
import { useDownloadAll, useFileDownload } from './use-file-download';
import './downloads.css';

/** The store loads with the click that needs it. */
function openPlans(): void {
  void import('../pricing/store-actions').then((m) => m.openPricing('membership', 'download_quality'));
}

/** A size choice's label: its name and its pixels. */
function SizeLabel({ size }: { size: DownloadSize }) {
  const pixels = `${size.width}×${size.height}`;
  if (size.key === 'hd') return <Trans>HD · {pixels}</Trans>;
  if (size.key === 'ultra-hd') return <Trans>Ultra HD · {pixels}</Trans>;
  return <Trans>Original · {pixels}</Trans>;
}

/**
 * The sizes an image downloads at, behind a small menu button beside Download: the original, HD and, in plans with
 * ultra HD, Ultra HD (offered to others with the plans it takes). Closes on a choice, Escape or a click outside.
 */
function SizeMenu({ file, onChoose }: { file: TaskResultFile; onChoose: (size: DownloadSize) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const level = toUserLevel(useSnapshot(sessionState).user?.verify.level ?? 0);
  const sizes = downloadSizes({ width: file.width!, height: file.height! }, level);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="download-sizes" ref={root}>
      <button
        type="button"
        className="btn"
        aria-label={t`Choose a size for ${file.name}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Size</Trans>
      </button>
      {open && (
        <ul className="download-size-list card" id={menuId} aria-label={t`Download sizes`}>
          {sizes.map((size) => (
            <li key={size.key}>
              <button
                type="button"
                className="download-size"
                onClick={() => {
                  setOpen(false);
                  if (size.locked) openPlans();
                  else onChoose(size);
                }}
              >
                <SizeLabel size={size} />
                {size.locked && (
                  <span className="muted download-size-plan">
                    <Trans>Standard and Premium plans</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Download (the original), a size choice for images, and while it runs its progress and Cancel. */
export function DownloadButton({ file }: { file: TaskResultFile }) {
  const { t } = useLingui();
  const download = useFileDownload();
  const sized = file.kind === 'image' && file.width !== undefined && file.height !== undefined;
  return (
    <span className="download-controls">
      <button
        type="button"
        className="btn"
        disabled={download.running}
        aria-label={t`Download ${file.name}`}
        onClick={() => download.start(file)}
      >
        {download.resizing ? (
          <Trans>Preparing…</Trans>
        ) : download.running ? (
          <Trans>Downloading {download.percent ?? 0}%</Trans>
        ) : (
          <Trans>Download</Trans>
        )}
      </button>
      {download.cancellable ? (
        <button type="button" className="btn" onClick={download.cancel}>
          <Trans>Cancel download</Trans>
        </button>
      ) : (
        sized && !download.running && <SizeMenu file={file} onChoose={(size) => download.start(file, size)} />
      )}
    </span>
  );
}

/** One button for every file of a multi-file result, downloaded in turn, with Cancel while it runs. */
export function DownloadAllButton({ files }: { files: readonly TaskResultFile[] }) {
  const all = useDownloadAll(files);
  const count = files.length;
  return (
    <span className="download-controls">
      <button type="button" className="btn" disabled={all.done !== null} onClick={() => void all.start()}>
        {all.done !== null ? (
          <Trans>
            Downloading {Math.min(all.done + 1, count)} of {count}
          </Trans>
        ) : (
          <Trans>Download all ({count})</Trans>
        )}
      </button>
      {all.done !== null && (
        <button type="button" className="btn" onClick={all.cancel}>
          <Trans>Cancel download</Trans>
        </button>
      )}
    </span>
  );
}
