/**
 * The checks a chosen file goes through before it is sent, from the same table the server enforces
 * (core/upload-limits). The browser's idea of a file's type is only a hint: the server sniffs the content.
 */
import {
  AUDIO_ONLY_FORMAT,
  UPLOAD_FORMATS,
  uploadFormatOf,
  uploadLimitIssue,
  type UploadFacts,
  type UploadFormat,
  type UploadIssue,
  type UploadKind,
} from '../../core/upload-limits';

/** Why a file cannot go into a slot; `upload-messages.ts` says each in the user's language. */
export type UploadProblem =
  | UploadIssue
  | { reason: 'unsupported' }
  | { reason: 'wrong-kind'; expected: UploadKind }
  /** Slots 0 and 1 are too different in shape for the generator (the image ratio limit). */
  | { reason: 'ratio' }
  /** The crop step failed (the error was logged). */
  | { reason: 'crop' }
  /** The cloud drive has no room for it (the pre-upload check, before sending). */
  | { reason: 'drive-space' }
  /** The server refused it; its message is shown as it came. */
  | { reason: 'server'; message: string }
  | { reason: 'network' };

/** The format a file claims by its type, or by its extension when the browser gives no type. */
export function localUploadFormat(file: { name: string; type: string }): UploadFormat | undefined {
  if (file.type) return uploadFormatOf(file.type);
  const ext = file.name.split('.').pop()?.toLowerCase();
  return UPLOAD_FORMATS.find((f) => f.ext === ext || (ext === 'jpeg' && f.ext === 'jpg'));
}

/**
 * The first reason `file` cannot be uploaded into a slot taking `kind` (any kind when absent), or null. With
 * `facts` from readLocalMediaInfo the pixel and length limits are checked too; without, only type and bytes.
 */
export function checkUploadLimits(
  file: { name: string; type: string; size: number },
  kind?: UploadKind,
  facts?: Omit<UploadFacts, 'size'> & { kind?: UploadKind },
): UploadProblem | null {
  if (file.size <= 0) return { reason: 'empty' };
  const format = localUploadFormat(file);
  if (!format) return { reason: 'unsupported' };
  let actual = facts?.kind ?? format.kind;
  // A sound-only mp4 looks like a video by its type; let the server's look at the streams decide.
  if (kind === 'audio' && actual === 'video' && AUDIO_ONLY_FORMAT[format.mime]) actual = 'audio';
  if (kind && actual !== kind) return { reason: 'wrong-kind', expected: kind };
  return uploadLimitIssue(actual, { ...facts, size: file.size });
}

/**
 * An upload the drive has no room for, refused by the pre-upload check before any byte was sent. Its name is its
 * message: the user is told by the drive-space modal.
 */
export class NoDriveSpace extends Error {
  constructor() {
    super();
    this.name = 'NoDriveSpace';
  }
}
