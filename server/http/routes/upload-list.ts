/** The user's own uploads: a paged list and delete (contract: core/contract/upload-list). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { pageWindow, paginated } from '../paging';
import { ownedFile, type StoredFile } from '../../files/file-storage';
import { viewUrl } from '../../files/view-signature';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  UPLOAD_LIST_PATH,
  uploadIdParamsSchema,
  uploadListQuerySchema,
  type DeletedUploadData,
  type ListedUpload,
  type UploadListData,
} from '../../../src/core/contract/upload-list';
import type { UploadType } from '../../../src/core/upload-limits';
import { say } from '../../i18n/server-text';
import { unusedUploadRemovedAt } from '../../uploads/unused-uploads';
import { countLiveUploads, liveUploadsPage, markUploadDeleted } from '../../uploads/listed-uploads';

function listed(secret: Uint8Array, file: StoredFile & { in_use: number }): ListedUpload {
  const dot = file.name.lastIndexOf('.');
  return {
    file: file.id,
    fullName: file.name,
    name: dot > 0 ? file.name.slice(0, dot) : file.name,
    size: file.size,
    ext: dot > 0 ? file.name.slice(dot + 1) : '',
    type: file.kind as UploadType,
    mime: file.mime,
    width: file.width ?? 0,
    height: file.height ?? 0,
    duration: file.duration ?? 0,
    url: viewUrl(secret, file.id),
    created_at: file.created_at,
    removed_at: file.in_use ? null : unusedUploadRemovedAt(file.created_at),
  };
}

export function uploadListRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(UPLOAD_LIST_PATH, async (req) => {
    const user = await requireUser(ctx, req);
    const query = parseInput(uploadListQuerySchema, req.query);
    const { limit, offset } = pageWindow(query.page, query.page_size);
    const total = await countLiveUploads(ctx.kdb, user.userId);
    const rows = await liveUploadsPage(ctx.kdb, user.userId, limit, offset);
    const list = rows.map((row) => listed(ctx.secret, row));
    return ok<UploadListData>(req, paginated(list, total, query.page, query.page_size));
  });

  // Someone else's upload, a task output and a missing id all answer the same 404: nothing is given away.
  app.delete(`${UPLOAD_LIST_PATH}/:fileId`, async (req) => {
    const user = await requireUser(ctx, req);
    const { fileId } = parseInput(uploadIdParamsSchema, req.params);
    const file = await ownedFile(ctx.kdb, user.userId, fileId);
    if (!file || file.source !== 'upload') {
      throw new ApiError(CODE_PARAMS_ERROR, say('This upload does not exist'), 404);
    }
    await markUploadDeleted(ctx.kdb, file.id, Math.floor(Date.now() / 1000));
    // The row is what counts (drive space, view URL); bytes already gone from the store are fine.
    await ctx.media.delete(file.path);
    return ok<DeletedUploadData>(req, { file: file.id });
  });
}
