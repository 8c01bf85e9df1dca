/** POST /v1/file/upload: a signed-in user's image, video or audio for task params (contract: core/contract/uploads). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ok, parseInput } from '../envelope';
import { receiveUpload, removeQuietly, sweepStaleTempFiles } from '../../uploads/receive-upload';
import { saveUpload } from '../../uploads/save-upload';
import {
  UPLOAD_PATH,
  UPLOAD_PURPOSE_FIELD,
  uploadPurposeSchema,
  type UploadedFile,
} from '../../../src/core/contract/uploads';

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  sweepStaleTempFiles(ctx.config.dataDir);

  app.post(UPLOAD_PATH, async (req) => {
    // Before reading the body: an anonymous 200 MB upload is refused without being stored.
    const user = await requireUser(ctx, req);
    const received = await receiveUpload(req, ctx.config.dataDir);
    try {
      const purposeText = received.fields[UPLOAD_PURPOSE_FIELD]?.trim();
      const purpose = purposeText ? parseInput(uploadPurposeSchema, purposeText) : undefined;
      return ok<UploadedFile>(req, await saveUpload(ctx, user.userId, received, purpose));
    } finally {
      // Stored files were renamed away; anything still here was refused.
      removeQuietly(received.tempPath);
    }
  });
}
