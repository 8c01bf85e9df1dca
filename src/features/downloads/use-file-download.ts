import { useCallback, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TaskResultFile } from '../../core/contract/tasks';
import { ERROR_DOWNLOAD_OVERTIME, ERROR_PROMISE_CANCELED } from '../../core/business-codes';
import { sizedFileName, type DownloadSize } from '../../core/download-sizes';
import { showToast } from '../../ui/toasts';
import { fromWireError, saveDownload, tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import type { DownloadResult } from '../../sw-contract/api';
import { t } from '@lingui/core/macro';

/** Download copy for the spec's failure texts (its user-facing handling is "not shown": a toast is ours). */
function downloadFailureText(message: string): string {
  if (message === ERROR_DOWNLOAD_OVERTIME) return t`The download took too long. Please try again.`;
  return t`The download failed. Please try again.`;
}

/** A cancel (of the download, or of its re-draw: an AbortError) ends quietly; any other failure is told. */
function reportFailure(error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  const { msg } = fromWireError(error);
  if (msg !== ERROR_PROMISE_CANCELED) showToast(downloadFailureText(msg), 'error');
}

/**
 * Saves a downloaded file: as it came, or, for an image at a chosen size, re-drawn at that width and height in the
 * re-encode worker under the given name with the size added (the worker loads with the first such download).
 */
async function saveAtSize(result: DownloadResult, size: DownloadSize | undefined, signal: AbortSignal) {
  if (!size || size.key === 'original') return saveDownload(result);
  const { resizeDownloadedImage } = await import('./resize-bridge');
  const blob = await resizeDownloadedImage(result.blob, size.width, size.height, signal);
  saveDownload({ ...result, blob, type: blob.type, size: blob.size, name: sizedFileName(result.name, size) });
}

/**
 * Downloads a result file through the SW (GET /v1/file/download with progress) and saves it with <a download>.
 * Returns the running download's percent (null when none), a start function and a cancel for the running one.
 */
export function useFileDownload() {
  const { downloads } = useSnapshot(tasksState);
  const [id, setId] = useState<string | null>(null);
  const [resizing, setResizing] = useState(false);
  const resize = useRef<AbortController | null>(null);
  const progress = id ? downloads[id] : undefined;
  const running = resizing || progress?.state === 'running' || (id !== null && !progress);
  const percent =
    progress && progress.total ? Math.floor((progress.loaded / progress.total) * 100) : running ? 0 : null;

  const start = useCallback((file: TaskResultFile, size?: DownloadSize) => {
    const download = tasksClient().startDownload(file.file, file.name);
    setId(download.id);
    download.result
      .then(async (result) => {
        setResizing(size !== undefined && size.key !== 'original');
        resize.current = new AbortController();
        await saveAtSize(result, size, resize.current.signal);
      })
      .catch(reportFailure)
      .finally(() => {
        resize.current = null;
        setResizing(false);
        setId(null);
      });
  }, []);

  // "Promise canceled" comes back from the SW; the cleanup (button back to Download) runs in start's finally. A
  // re-draw in progress is aborted instead (the worker is ended), quietly too.
  const cancel = useCallback(() => {
    if (resize.current) resize.current.abort();
    else if (id) void tasksClient().cancelDownload(id);
  }, [id]);

  return { running, resizing, percent, start, cancel, cancellable: id !== null };
}

/**
 * Downloads several result files one after another (a multi-image result), each saved as it lands. Returns how
 * many are done (null when idle), a start function and a cancel that stops the one running and the rest.
 */
export function useDownloadAll(files: readonly TaskResultFile[]) {
  const [done, setDone] = useState<number | null>(null);
  const current = useRef<{ id: string | null; cancelled: boolean }>({ id: null, cancelled: false });
  const start = useCallback(async () => {
    current.current = { id: null, cancelled: false };
    setDone(0);
    try {
      for (let i = 0; i < files.length && !current.current.cancelled; i++) {
        const download = tasksClient().startDownload(files[i].file, files[i].name);
        current.current.id = download.id;
        saveDownload(await download.result);
        setDone(i + 1);
      }
    } catch (error) {
      reportFailure(error);
    } finally {
      current.current.id = null;
      setDone(null);
    }
  }, [files]);
  const cancel = useCallback(() => {
    current.current.cancelled = true;
    if (current.current.id) void tasksClient().cancelDownload(current.current.id);
  }, []);
  return { done, start, cancel };
}
