import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context';
import type { DB, ExploreItems } from '../db/schema';
import { pageWindow, paginated } from '../http/paging';
import { seedFileSize } from '../seed/media-job';
import { seedFileUrl } from '../../src/core/seed-media';
import type { ExploreItem, ExploreListData, ExploreType } from '../../src/core/contract/explore';

/** Explore items as stored (seeded samples). */
export type ExploreRow = Selectable<ExploreItems>;

export function exploreItem(ctx: AppContext, row: ExploreRow): ExploreItem {
  return {
    id: row.id,
    // The table's CHECKs hold these to the contract's values.
    type: row.type as ExploreType,
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
    is_direct: row.is_direct as ExploreItem['is_direct'],
    preview: seedFileUrl(row.preview),
    title: row.title,
    prompt: row.prompt,
    created_at: row.created_at,
  };
}

/** The stored explore item of this id, if there is one. */
export function exploreRow(kdb: Kysely<DB>, id: number): Promise<ExploreRow | undefined> {
  return kdb.selectFrom('explore_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of explore items, newest first within their sort order, optionally of one type. */
export async function explorePage(
  ctx: AppContext,
  page: number,
  pageSize: number,
  type: ExploreType | undefined,
): Promise<ExploreListData> {
  const items = ctx.kdb
    .selectFrom('explore_items')
    .$if(type !== undefined, (q) => q.where('type', '=', type!));
  const { limit, offset } = pageWindow(page, pageSize);
  const [{ total }, rows] = await Promise.all([
    items.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    items.selectAll().orderBy('sort', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ]);
  return paginated(
    rows.map((r) => exploreItem(ctx, r)),
    total,
    page,
    pageSize,
  );
}
