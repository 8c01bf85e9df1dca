/**
 * Reads an upload request's multipart body: the one `file` part goes straight to a temp file on the data disk
 * (never whole into memory), text parts are kept. Anything wrong with the request itself is a 490001 here.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { CODE_PARAMS_ERROR } from '../../src/core/business-codes';
import { UPLOAD_FILE_FIELD } from '../../src/core/contract/uploads';
import { UPLOAD_MAX_BYTES } from '../../src/core/upload-limits';

export interface ReceivedUpload {
  /** Temp file holding the bytes; the caller moves or deletes it. */
  tempPath: string;
  /** The file name the client sent (untrusted, may be empty). */
  clientName: string;
  size: number;
  /** The body went past UPLOAD_MAX_BYTES (or the caller's smaller limit) and was cut there. */
  truncated: boolean;
  fields: Record<string, string>;
}

/** Temp files live on the data disk so that storing one is a rename, not a copy. */
function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/** Temp files left by a crash mid-upload: anything older than a day is nobody's. */
export function sweepStaleTempFiles(dataDir: string, now = Date.now()): void {
  const dir = uploadTempDir(dataDir);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > 86_400_000) fs.rmSync(file, { force: true });
    } catch {
      // Another process removed it first.
    }
  }
}

export function removeQuietly(file: string | undefined): void {
  if (file) fs.rmSync(file, { force: true });
}

const badRequest = (msg: string, status = 400) => new ApiError(CODE_PARAMS_ERROR, msg, status);

/** Streams the request's parts; the temp file is removed here if reading fails part-way. */
export async function receiveUpload(
  req: FastifyRequest,
  dataDir: string,
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<ReceivedUpload> {
  if (!req.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data in a part named "${UPLOAD_FILE_FIELD}"`, 415);
  }
  const dir = uploadTempDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | undefined;
  try {
    // One byte over the largest limit is enough to know the file is too big.
    // One byte over the largest limit is enough to know the file is too big; the kind's own limit (and so the
    // message) is known only once the content has been looked at, so the cut is reported, not thrown.
    // (@fastify/multipart reads throwFileSizeLimit per call, but its types list only busboy's options.)
    const options = {
      limits: { fileSize: Math.min(maxBytes, UPLOAD_MAX_BYTES) + 1 },
      throwFileSizeLimit: false,
    };
    const parts = req.parts(options as Parameters<typeof req.parts>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== UPLOAD_FILE_FIELD || received) {
        part.file.resume();
        throw badRequest(`Send exactly one file, in a part named "${UPLOAD_FILE_FIELD}"`);
      }
      const tempPath = path.join(dir, `${crypto.randomUUID()}.part`);
      received = { tempPath, clientName: part.filename ?? '', size: 0, truncated: false, fields };
      await pipeline(part.file, fs.createWriteStream(tempPath));
      received.truncated = part.file.truncated;
      received.size = fs.statSync(tempPath).size;
      // Nothing after a cut file matters: stop reading the rest of a huge body.
      if (received.truncated) break;
    }
  } catch (err) {
    removeQuietly(received?.tempPath);
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    // Our own fileSize limit is handled after the fact (truncated); other multipart limits are the client's fault.
    if (code?.startsWith('FST_')) throw badRequest((err as Error).message, 413);
    throw badRequest(`The upload did not arrive whole: ${(err as Error).message}`);
  }
  if (!received) throw badRequest(`No file: send it in a part named "${UPLOAD_FILE_FIELD}"`);
  return received;
}
