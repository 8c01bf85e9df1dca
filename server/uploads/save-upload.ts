/**
 * Turns a received temp file into a stored upload, or refuses it with a clear 4xx. Order matters for cost: the
 * cheap checks (empty, sniffed format, byte size) run before probing, and the image decode runs after the pixel
 * limits. Every refusal leaves nothing behind: the temp file is the caller's to delete, and a stored file whose
 * row cannot be written is deleted here. Uploads never touch credits.
 */
import crypto from 'node:crypto';
import type { AppContext } from '../context';
import { nowSeconds } from '../../src/core/dates';
import { ApiError } from '../http/envelope';
import { assertStorageSpace, storeWithinRoom } from '../drive/drive-spaces';
import { insertFile, uploadKey, type NewFile } from '../files/file-storage';
import { viewUrl } from '../files/view-signature';
import { assertImageDecodes, measureUpload, sniffFormat, UnreadableUpload } from './inspect-upload';
import type { ReceivedUpload } from './receive-upload';
import { CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import type { UploadedFile, UploadPurpose } from '../../src/core/contract/uploads';
import { UPLOAD_LIMITS, uploadLimitIssue, type UploadIssue } from '../../src/core/upload-limits';
import { uploadIssueText, wrongKindText } from './upload-messages';

/** The name part of what the client called the file: no folders, no extension, no control characters. */
export function uploadBaseName(clientName: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const cleaned = stem
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'upload' : cleaned;
}

export function issueError(issue: UploadIssue): ApiError {
  const status = issue.reason === 'too-big' ? 413 : issue.reason === 'empty' ? 400 : 422;
  return new ApiError(CODE_PARAMS_ERROR, uploadIssueText(issue), status, { reason: issue.reason });
}

function unreadableError(err: UnreadableUpload): ApiError {
  return new ApiError(CODE_PARAMS_ERROR, err.text, err.why === 'unsupported' ? 415 : 422, {
    reason: err.why,
  });
}

/** Checks and stores the upload; throws an ApiError the client can show as it is. */
export async function saveUpload(
  ctx: AppContext,
  userId: number,
  received: ReceivedUpload,
  purpose: UploadPurpose | undefined,
): Promise<UploadedFile> {
  if (received.size === 0) throw issueError({ reason: 'empty' });
  let facts;
  try {
    const sniffed = await sniffFormat(received.tempPath);
    const cap = UPLOAD_LIMITS[sniffed.kind].maxBytes;
    if (received.truncated || received.size > cap) {
      throw issueError({ reason: 'too-big', kind: sniffed.kind, maxBytes: cap });
    }
    facts = await measureUpload(received.tempPath, sniffed, received.size);
  } catch (err) {
    throw err instanceof UnreadableUpload ? unreadableError(err) : err;
  }
  const { format } = facts;
  if (purpose && format.kind !== purpose) {
    throw new ApiError(CODE_PARAMS_ERROR, wrongKindText(purpose, format.kind), 422, { reason: 'wrong-kind' });
  }
  const issue = uploadLimitIssue(format.kind, facts);
  if (issue) throw issueError(issue);
  if (format.kind === 'image') {
    await assertImageDecodes(received.tempPath).catch((err: unknown) => {
      throw err instanceof UnreadableUpload ? unreadableError(err) : err;
    });
  }
  // Refused before the store takes it too, so a full drive costs no copy or upload; checked again with the insert.
  await assertStorageSpace(ctx.kdb, userId, received.size, ctx.config.storageQuotaFreeBytes);

  const id = crypto.randomUUID();
  const key = uploadKey(userId, id, format.ext);
  const name = uploadBaseName(received.clientName);
  const fullName = `${name}.${format.ext}`;
  const row: NewFile = {
    id,
    user_id: userId,
    source: 'upload',
    path: key,
    name: fullName,
    mime: format.mime,
    kind: format.kind,
    size: received.size,
    width: facts.width || null,
    height: facts.height || null,
    duration: facts.duration || null,
    created_at: nowSeconds(),
  };
  // In the store before its row, so a row never names bytes that are not there yet.
  await ctx.media.put(key, received.tempPath, format.mime);
  try {
    // One transaction holding the user's storage: two uploads at once cannot both fit into the last free megabytes.
    await storeWithinRoom(ctx.kdb, userId, received.size, ctx.config.storageQuotaFreeBytes, (trx) =>
      insertFile(trx, row),
    );
  } catch (err) {
    await ctx.media.delete(key).catch(() => undefined);
    throw err;
  }
  return {
    file: id,
    fullName,
    name,
    size: received.size,
    ext: format.ext,
    type: format.kind,
    mime: format.mime,
    width: facts.width,
    height: facts.height,
    duration: facts.duration,
    url: viewUrl(ctx.secret, id),
  };
}
