import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TaskResultFile } from '../../core/contract/tasks';
import { ERROR_DOWNLOAD_OVERTIME, ERROR_PROMISE_CANCELED } from '../../core/business-codes';
import { showToast } from '../../ui/toasts';
import { fromWireError, saveDownload, tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import { t } from '@lingui/core/macro';

/** Download copy for the spec's failure texts (its user-facing handling is "not shown": a toast is ours). */
function downloadFailureText(message: string): string {
  if (message === ERROR_DOWNLOAD_OVERTIME) return t`The download took too long. Please try again.`;
  return t`The download failed. Please try again.`;
}

/**
 * Downloads a result file through the SW (GET /v1/file/download with progress) and saves it with <a download>.
 * Returns the running download's percent (null when none) and a start function.
 */
export function useFileDownload() {
  const { downloads } = useSnapshot(tasksState);
  const [id, setId] = useState<string | null>(null);
  const progress = id ? downloads[id] : undefined;
  const running = progress?.state === 'running' || (id !== null && !progress);
  const percent =
    progress && progress.total ? Math.floor((progress.loaded / progress.total) * 100) : running ? 0 : null;

  const start = useCallback((file: TaskResultFile) => {
    const download = tasksClient().startDownload(file.file, file.name);
    setId(download.id);
    download.result.then(
      (result) => {
        saveDownload(result);
        setId(null);
      },
      (error: unknown) => {
        setId(null);
        const { msg } = fromWireError(error);
        if (msg !== ERROR_PROMISE_CANCELED) showToast(downloadFailureText(msg), 'error');
      },
    );
  }, []);

  return { running, percent, start };
}

/**
 * Downloads several result files one after another (a multi-image result), each saved as it lands. Returns how
 * many are done (null when idle) and a start function.
 */
export function useDownloadAll(files: readonly TaskResultFile[]) {
  const [done, setDone] = useState<number | null>(null);
  const start = useCallback(async () => {
    setDone(0);
    try {
      for (let i = 0; i < files.length; i++) {
        saveDownload(await tasksClient().startDownload(files[i].file, files[i].name).result);
        setDone(i + 1);
      }
    } catch (error) {
      const { msg } = fromWireError(error);
      if (msg !== ERROR_PROMISE_CANCELED) showToast(downloadFailureText(msg), 'error');
    } finally {
      setDone(null);
    }
  }, [files]);
  return { done, start };
}
