/** Cloud drive API: GET /v1/drive/info and the storage SDK's calls. */
import { z } from 'zod';
import { SPACE_LIST_PAGE_SIZE } from '../drive-state';
import type { UserLevelNumber } from '../user-level';

/** GET /v1/drive/info. Sizes in bytes, times in seconds. */
export interface DriveInfoData {
  /** Plan end the drive follows; 0 when no drive is open. */
  expired_time: number;
  is_expired: 0 | 1;
  level: UserLevelNumber;
  /** The plan's label, e.g. 'premium'. */
  level_alias: string;
  /** Largest single file the drive accepts. */
  file_size_limit: number;
  used_size: number;
  /** 0 when no drive is open. */
  total_size: number;
}

/** POST /v1/drive/open success data (code 371300). */
export interface DriveOpenData {
  total_size: number;
}

/** POST /v1/drive/open/check success data (code 0): what opening would give. */
export interface DriveOpenCheckData {
  total_size: number;
  level: UserLevelNumber;
}

export interface DriveSpaceListData {
  list: Array<{ space_id: string }>;
  total: number;
}

export const driveSpaceListQuerySchema = z.object({
  page: z.coerce
    .number<number>({ error: 'page must be a number' })
    .int()
    .min(1, 'page starts at 1')
    .default(1),
  page_size: z.coerce
    .number<number>({ error: 'page_size must be a number' })
    .int()
    .min(1, 'page_size must be at least 1')
    .max(50, 'page_size must be at most 50')
    .default(SPACE_LIST_PAGE_SIZE),
});
export type DriveSpaceListQuery = z.input<typeof driveSpaceListQuerySchema>;

export const driveSpaceInfoQuerySchema = z.object({
  space_id: z.string().trim().min(1).max(64).optional(),
});
export type DriveSpaceInfoQuery = z.input<typeof driveSpaceInfoQuerySchema>;
