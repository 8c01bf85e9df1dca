/**
 * POST /v1/file/upload (not shown in the spec; designed here). Multipart form with one file part named `file`
 * and an optional text part `purpose`. Signed-in users only. The answer's data is the spec's uploaded file
 * description plus the stored file's id and a view URL; the id is what task params name.
 */
import { z } from 'zod';
import { UPLOAD_KINDS, type UploadType } from '../upload-limits';

export const UPLOAD_PATH = '/v1/file/upload';
export const UPLOAD_FILE_FIELD = 'file';
export const UPLOAD_PURPOSE_FIELD = 'purpose';

/**
 * `purpose` says which kind the slot takes; a file of another kind is refused before it is stored. Absent means
 * any supported kind.
 */
export const uploadPurposeSchema = z.enum(UPLOAD_KINDS, {
  error: `purpose must be one of ${UPLOAD_KINDS.join(', ')}`,
});
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

/** data of a successful upload. Numbers that do not apply to the kind (an image's duration) are 0. */
export interface UploadedFile {
  /** Stored file id: pass it in task params (e.g. params.image). */
  file: string;
  /** name + '.' + ext. */
  fullName: string;
  /** The name it arrived with, without its extension and any path. */
  name: string;
  /** Bytes. */
  size: number;
  /** From the content ('jpg' for a JPEG named photo.png). */
  ext: string;
  type: UploadType;
  mime: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** Capability URL for <img>/<video>/<audio>: GET without a bearer token. */
  url: string;
}

/**
 * Resumable uploads (tus 1.0, designed here): POST creates one (bearer auth, `Upload-Length` required, metadata
 * `filename`, `filetype`, `purpose`), HEAD and PATCH at its Location resume and send it, DELETE cancels it. Once
 * the last byte is in, GET at the same Location answers the envelope POST /v1/file/upload answers: the stored
 * file, or its refusal.
 */
export const TUS_UPLOAD_PATH = '/v1/file/tus';
/**
 * Bytes per PATCH of the app's resumable uploads. fetch (all a service worker has) cannot report a request body's
 * progress, so this is also the progress step; a cut loses at most one chunk. 1 MiB moves the bar every few
 * seconds on a slow phone line and costs one round trip per MiB on a fast one.
 */
export const RESUMABLE_CHUNK_BYTES = 1024 * 1024;
export const TUS_METADATA = { filename: 'filename', filetype: 'filetype', purpose: 'purpose' } as const;
