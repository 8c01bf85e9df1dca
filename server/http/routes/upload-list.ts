/** The user's own uploads: a paged list and delete (contract: core/contract/upload-list). */
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../auth-guard';
import { ApiError, ok, parseInput } from '../envelope';
import { pageWindow, paginated } from '../paging';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { onPostgres } from '../../db/dialect';
import { absoluteFilePath, ownedFile, type StoredFile } from '../../files/file-storage';
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
import { uploadInUse, unusedUploadRemovedAt } from '../../uploads/unused-uploads';

/** The user's uploads not deleted, as `f`. */
const liveUploads = (kdb: Kysely<DB>, userId: number) =>
  kdb
    .selectFrom('files as f')
    .where('f.user_id', '=', userId)
    .where('f.source', '=', 'upload')
    .where('f.deleted_at', 'is', null);

/**
 * Uploads of the same second, newest first. SQLite's rowid is the order they were written in; PostgreSQL has no
 * such column, and there the id (random) keeps pages stable but not the writing order within a second.
 */
function newestFirst<O>(kdb: Kysely<DB>, query: SelectQueryBuilder<DB & { f: DB['files'] }, 'f', O>) {
  return onPostgres(kdb) ? query.orderBy('f.id', 'desc') : query.orderBy(sql`f.rowid`, 'desc');
}

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
    const { total } = await liveUploads(ctx.kdb, user.userId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = (await liveUploads(ctx.kdb, user.userId)
      .selectAll('f')
      .select((eb) => eb.case().when(uploadInUse(eb)).then(1).else(0).end().as('in_use'))
      .orderBy('f.created_at', 'desc')
      .$call((q) => newestFirst(ctx.kdb, q))
      .limit(limit)
      .offset(offset)
      .execute()) as (StoredFile & { in_use: number })[];
    const list = rows.map((row) => listed(ctx.secret, row));
    return ok<UploadListData>(req, paginated(list, total, query.page, query.page_size));
  });

  // Someone else's upload, a task output and a missing id all answer the same 404: nothing is given away.
  app.delete(`${UPLOAD_LIST_PATH}/:fileId`, async (req) => {
    const user = await requireUser(ctx, req);
    const { fileId } = parseInput(uploadIdParamsSchema, req.params);
    const file = ownedFile(ctx.db, user.userId, fileId);
    if (!file || file.source !== 'upload') {
      throw new ApiError(CODE_PARAMS_ERROR, say('This upload does not exist'), 404);
    }
    await ctx.kdb
      .updateTable('files')
      .set({ deleted_at: Math.floor(Date.now() / 1000) })
      .where('id', '=', file.id)
      .where('deleted_at', 'is', null)
      .execute();
    // The row is what counts (drive space, view URL); a file already gone from disk is fine.
    await fs.rm(absoluteFilePath(ctx.config.dataDir, file), { force: true });
    return ok<DeletedUploadData>(req, { file: file.id });
  });
}
