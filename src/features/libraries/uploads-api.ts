import {
  UPLOAD_LIST_PAGE_SIZE,
  UPLOAD_LIST_PATH,
  type DeletedUploadData,
  type UploadListData,
} from '../../core/contract/upload-list';
import { api } from '../session/api-client';

/** One page of the user's uploads, newest first. */
export function fetchUploads(page: number): Promise<UploadListData> {
  return api.get<UploadListData>(UPLOAD_LIST_PATH, {
    query: { page, page_size: UPLOAD_LIST_PAGE_SIZE },
    dedupe: false,
  });
}

export async function deleteUploads(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((id) => api.delete<DeletedUploadData>(`${UPLOAD_LIST_PATH}/${encodeURIComponent(id)}`)),
  );
}
