/**
 * The user's own uploads (designed here, the spec has no such list): GET /v1/file/uploads?page&page_size, newest
 * first, and DELETE /v1/file/uploads/:fileId. A deleted upload's view URL stops working; tasks that already used
 * it keep their results, which are separate files.
 */
import { z } from 'zod';
import type { Paginated } from './envelope';
import type { UploadedFile } from './uploads';
import { pagingFields } from './paging';

export const UPLOAD_LIST_PATH = '/v1/file/uploads';
export const UPLOAD_LIST_PAGE_SIZE = 24;
const UPLOAD_LIST_PAGE_SIZE_MAX = 100;

export const uploadListQuerySchema = z.object(pagingFields(UPLOAD_LIST_PAGE_SIZE, UPLOAD_LIST_PAGE_SIZE_MAX));

export const uploadIdParamsSchema = z.object({ fileId: z.string().min(1, 'fileId is required').max(64) });

/**
 * One listed upload: what the upload answered, and when (server seconds). `removed_at`: when it goes if no
 * generation uses it by then (server seconds; null while a task uses it), by the unused-upload retention.
 */
export interface ListedUpload extends UploadedFile {
  created_at: number;
  removed_at: number | null;
}

export type UploadListData = Paginated<ListedUpload>;

/** DELETE answer. */
export interface DeletedUploadData {
  file: string;
}
