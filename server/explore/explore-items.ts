import type { AppContext } from '../context';
import { pageWindow, paginated } from '../http/paging';
import { seedFileSize } from '../seed/media-job';
import { seedFileUrl } from '../../src/core/seed-media';
import type { ExploreItem, ExploreListData, ExploreType } from '../../src/core/contract/explore';

/** Explore items as stored (seeded samples). */
export interface ExploreRow {
  id: number;
  type: ExploreItem['type'];
  algorithm: string;
  module: string;
  title: string;
  prompt: string;
  request: string;
  extra: string;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
  thumbnail_format: string;
  preview: string;
  is_direct: 0 | 1;
  created_at: number;
}

export function exploreItem(ctx: AppContext, row: ExploreRow): ExploreItem {
  return {
    id: row.id,
    type: row.type,
    extra: row.extra,
    algorithm: row.algorithm,
    module: row.module,
    request: row.request,
    thumbnail: seedFileUrl(row.thumbnail),
    thumbnail_link: {
      width: row.thumbnail_width,
      height: row.thumbnail_height,
      size: seedFileSize(ctx.config.seedMediaDir, row.thumbnail),
      format: row.thumbnail_format,
    },
    is_direct: row.is_direct,
    preview: seedFileUrl(row.preview),
    title: row.title,
    prompt: row.prompt,
    created_at: row.created_at,
  };
}

export const SELECT_ITEM = 'SELECT * FROM explore_items';

/** One page of explore items, newest first within their sort order, optionally of one type. */
export function explorePage(
  ctx: AppContext,
  page: number,
  pageSize: number,
  type: ExploreType | undefined,
): ExploreListData {
  const where = type ? 'WHERE type = ?' : '';
  const args = type ? [type] : [];
  const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total FROM explore_items ${where}`).get(...args) as {
    total: number;
  };
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = ctx.db
    .prepare(`${SELECT_ITEM} ${where} ORDER BY sort DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as ExploreRow[];
  return paginated(
    rows.map((r) => exploreItem(ctx, r)),
    total,
    page,
    pageSize,
  );
}
