/**
 * Big files go through the service worker's resumable upload (tus): the SW keeps the file in IndexedDB and
 * sends what the server lacks after any network drop, reload or closed tab. The page only watches its state in
 * tasksState.uploads; the same watch picks an upload up again after a reload (adoptUpload in upload-slots.ts).
 */
import { subscribe } from 'valtio';
import type { UploadedFile } from '../../core/contract/uploads';
import { ApiFailure, transportError } from '../../api/errors';
import { tasksClient } from '../tasks/sw-link';
import { tasksState } from '../tasks/tasks-state';
import { onUploadFailure, withDriveCheck } from './upload-file';
import type { UploadFile, UploadFileOptions } from './upload-request';

/**
 * From this size a file is sent resumably. Smaller ones go in one request: a photo is sent in a second or two, and
 * one request costs one round trip where tus costs three (create, bytes, outcome).
 */
const RESUMABLE_UPLOAD_MIN_BYTES = 5 * 1024 * 1024;

/**
 * Follows the SW's upload `id` until it ends: resolves with the stored file; rejects with ApiFailure (the
 * server's refusal) or, when `signal` aborts or the upload is cancelled elsewhere, the api layer's abort error.
 */
export function watchUpload(id: string, options: UploadFileOptions = {}): Promise<UploadedFile> {
  const { signal, onProgress, onWaiting } = options;
  return new Promise<UploadedFile>((resolve, reject) => {
    let seen = false;
    let ended = false;
    const end = (settle: () => void) => {
      ended = true;
      stop();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const check = () => {
      if (ended) return;
      const view = tasksState.uploads[id];
      if (!view) {
        // Gone after it was seen: cancelled in another tab (or expired).
        if (seen) end(() => reject(transportError('aborted')));
        return;
      }
      seen = true;
      onProgress?.({ loaded: view.sent, total: view.size });
      onWaiting?.(view.state === 'waiting');
      if (view.state === 'done' && view.stored) {
        const stored = view.stored;
        end(() => resolve(stored));
        // The form holds it from here (and its draft across visits): the SW's copy of the file can go.
        void tasksClient()
          .cancelUpload(id)
          .catch(() => {});
      } else if (view.state === 'refused') {
        const failure = new ApiFailure(
          { code: view.code ?? 0, data: null, msg: view.error ?? '', trace_id: '' },
          400,
        );
        onUploadFailure(failure);
        end(() => reject(failure));
        void tasksClient()
          .cancelUpload(id)
          .catch(() => {});
      }
    };
    const onAbort = () => {
      end(() => reject(transportError('aborted')));
      void tasksClient()
        .cancelUpload(id)
        .catch(() => {});
    };
    const stop = subscribe(tasksState, check);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}

/** An uploader for the input `owner` (route and field) that hands the file to the SW's resumable upload. */
function resumableUpload(owner: string): UploadFile {
  return async (file, options = {}) => {
    const id = crypto.randomUUID();
    const name = file instanceof File ? file.name : 'upload';
    await tasksClient().startUpload({ id, owner, file, name, purpose: options.purpose ?? null });
    return watchUpload(id, options);
  };
}

/** The uploader a picked file takes: resumable for big files where an input has an owner, one request otherwise. */
export function uploaderFor(file: Blob, owner: string | undefined, oneRequest: UploadFile): UploadFile {
  return owner && file.size >= RESUMABLE_UPLOAD_MIN_BYTES
    ? withDriveCheck(resumableUpload(owner))
    : oneRequest;
}
