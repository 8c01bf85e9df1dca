/**
 * POST /v1/file/upload over XMLHttpRequest: fetch cannot report request bytes, and a 200 MB video needs a real
 * progress bar. Headers, envelope reading and errors are the api layer's (src/api), so callers handle an upload
 * failure exactly like any other call: ApiFailure for a server refusal, ApiTransportError otherwise.
 */
import { APP_SOURCE, APP_VERSION } from '../../core/identity';
import { UPLOAD_FILE_FIELD, UPLOAD_PATH, UPLOAD_PURPOSE_FIELD } from '../../core/contract/uploads';
import type { UploadedFile, UploadPurpose } from '../../core/contract/uploads';
import { ApiFailure, transportError } from '../../api/errors';
import { interpretResponse } from '../../api/interpret-response';
import type { ClientType, UploadProgress } from '../../api';

export interface UploadFileOptions {
  /** Bytes sent so far of the whole request body (the file plus a few hundred bytes of multipart framing). */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; it then rejects with the api layer's 'xhr cancel' error. */
  signal?: AbortSignal;
  /** The kind the slot takes; the server refuses another kind before storing anything. */
  purpose?: UploadPurpose;
  /** A resumable upload says when it waits for the network (true) and when bytes go again (false). */
  onWaiting?: (waiting: boolean) => void;
}

/** The part of XMLHttpRequest an upload uses (a stand-in in tests). */
export type UploadXhr = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'status' | 'statusText' | 'responseText'
> & {
  upload: Pick<XMLHttpRequestUpload, 'onprogress'>;
  onload: XMLHttpRequest['onload'];
  onerror: XMLHttpRequest['onerror'];
  onabort: XMLHttpRequest['onabort'];
};

/** Everything environment-specific, as createApiClient takes it. */
export interface UploaderDeps {
  baseURL: string;
  getToken: () => string | null | undefined;
  getClientSn: () => string;
  clientType: () => ClientType;
  /** The app's language (Accept-Language), so a refusal's message is in it. */
  getLanguage?: () => string | undefined;
  createXhr: () => UploadXhr;
  /** Every refusal passes here first (the page uses it to ask for a new sign-in on 490010). */
  onFailure?: (failure: ApiFailure) => void;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type UploadFile = (file: Blob, options?: UploadFileOptions) => Promise<UploadedFile>;

export function createUploader(deps: UploaderDeps): UploadFile {
  return (file, options = {}) =>
    new Promise<UploadedFile>((resolve, reject) => {
      const { signal, onProgress } = options;
      if (signal?.aborted) return reject(transportError('aborted'));
      const xhr = deps.createXhr();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', new URL(UPLOAD_PATH, deps.baseURL).href);
      const token = deps.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('X-Source', String(APP_SOURCE));
      xhr.setRequestHeader('X-Client-Sn', deps.getClientSn());
      xhr.setRequestHeader('X-Prod-Ver', APP_VERSION);
      xhr.setRequestHeader('X-Client-Type', String(deps.clientType()));
      const language = deps.getLanguage?.();
      if (language) xhr.setRequestHeader('Accept-Language', language);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        settle();
        const result = interpretResponse<UploadedFile>(
          xhr.status,
          xhr.statusText,
          parseBody(xhr.responseText),
        );
        if (result.ok) return resolve(result.envelope.data);
        if (result.error instanceof ApiFailure) deps.onFailure?.(result.error);
        reject(result.error);
      };
      xhr.onerror = () => {
        settle();
        reject(transportError('network'));
      };
      xhr.onabort = () => {
        settle();
        reject(transportError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const form = new FormData();
      // The purpose goes first: the server can refuse a wrong kind as soon as it has read the file.
      if (options.purpose) form.append(UPLOAD_PURPOSE_FIELD, options.purpose);
      form.append(UPLOAD_FILE_FIELD, file, file instanceof File ? file.name : 'upload');
      xhr.send(form);
    });
}
