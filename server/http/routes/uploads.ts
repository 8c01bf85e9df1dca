/** POST /v1/file/upload: a signed-in user's image, video or audio for task params (contract: core/contract/uploads). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ok, parseInput } from '../envelope';
import { receiveUpload, removeQuietly, sweepStaleTempFiles } from '../../uploads/receive-upload';
import { saveUpload } from '../../uploads/save-upload';
import type { UploadsInFlight } from '../../uploads/uploads-in-flight';
import { assertRoomFor, storageLeft, storageRoom } from '../../drive/drive-spaces';
import {
  UPLOAD_PATH,
  UPLOAD_PURPOSE_FIELD,
  uploadPurposeSchema,
  type UploadedFile,
} from '../../../src/core/contract/uploads';

/** Room for a multipart form's boundaries, headers and text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export function uploadRoutes(app: FastifyInstance, ctx: AppContext, inFlight: UploadsInFlight): void {
  sweepStaleTempFiles(ctx.config.dataDir);

  /** Reads the form's file within the storage left, and stores it. */
  const receive = async (req: FastifyRequest, userId: number) => {
    const room = await storageRoom(ctx.kdb, userId, ctx.config.storageQuotaFreeBytes);
    // A body the storage cannot hold is refused from its declared length, before a byte is read (the form's own
    // parts are allowed for)…
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MULTIPART_OVERHEAD_BYTES) {
      assertRoomFor(room, declared - MULTIPART_OVERHEAD_BYTES);
    }
    // …and one sent without a length, or longer than it said, is cut one byte past the room left.
    const left = storageLeft(room);
    const received = await receiveUpload(req, ctx.config.dataDir, left);
    try {
      if (received.truncated && received.size > left) {
        assertRoomFor(room, received.size);
      }
      const purposeText = received.fields[UPLOAD_PURPOSE_FIELD]?.trim();
      const purpose = purposeText ? parseInput(uploadPurposeSchema, purposeText) : undefined;
      return ok<UploadedFile>(req, await saveUpload(ctx, userId, received, purpose));
    } finally {
      // Stored files were renamed away; anything still here was refused.
      removeQuietly(received.tempPath);
    }
  };

  app.post(UPLOAD_PATH, async (req) => {
    // Before reading the body: an anonymous 200 MB upload is refused without being stored, and so is one past the
    // account's uploads at once.
    const user = await requireUser(ctx, req);
    const done = await inFlight.begin(user.userId);
    try {
      return await receive(req, user.userId);
    } finally {
      done();
    }
  });
}
