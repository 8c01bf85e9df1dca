import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { forUpdate } from '../db/dialect';
import { nowSeconds } from '../../src/core/dates';
import { PROMPT_SAMPLES } from './sample-content';
import type { SeedContent } from './seed-content';
import { excludedSet } from './excluded-set';

/** Bump when the seeded rows change; the next start rewrites them once. */
export const SEED_VERSION = 5;
const SEED_NAME = 'explore';

export async function seededVersion(kdb: Kysely<DB>): Promise<number | undefined> {
  const row = await kdb
    .selectFrom('seed_versions')
    .select('version')
    .where('name', '=', SEED_NAME)
    .executeTakeFirst();
  return row?.version;
}

/**
 * Writes explore items, templates, prompt samples and demos once per SEED_VERSION, all in one transaction
 * with the version row: a crash leaves either the old content or the new, never half. Rows keep stable ids
 * (upserts), so reports on explore items survive a re-seed. Returns whether it wrote anything.
 *
 * Processes starting together (PostgreSQL) seed once: the version row is made if missing and read locked, so
 * the second waits for the first to commit, then sees the version written and leaves the rows alone (two
 * rewrites of the samples, deleted and inserted whole, would otherwise both insert).
 */
export async function seedDatabase(
  kdb: Kysely<DB>,
  content: SeedContent,
  now = nowSeconds(),
): Promise<boolean> {
  if ((await seededVersion(kdb)) === SEED_VERSION) return false;
  return kdb.transaction().execute(async (trx) => {
    await trx
      .insertInto('seed_versions')
      .values({ name: SEED_NAME, version: 0, applied_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const { version } = await forUpdate(
      trx,
      trx.selectFrom('seed_versions').select('version').where('name', '=', SEED_NAME),
    ).executeTakeFirstOrThrow();
    if (version === SEED_VERSION) return false;
    await writeContent(trx, content, now);
    await trx
      .updateTable('seed_versions')
      .set({ version: SEED_VERSION, applied_at: now })
      .where('name', '=', SEED_NAME)
      .execute();
    return true;
  });
}

/** Every table's rows, one statement each (the content is a few hundred rows, far below either database's limit of parameters). */
async function writeContent(trx: Transaction<DB>, content: SeedContent, now: number): Promise<void> {
  const exploreIds = content.explore.map((e) => e.id);
  await trx
    .insertInto('explore_items')
    .values(
      content.explore.map((e) => ({
        id: e.id,
        type: e.type,
        algorithm: e.algorithm,
        module: e.module,
        title: e.title,
        prompt: e.prompt,
        request: JSON.stringify({ fields: e.fields }),
        extra: e.extra,
        thumbnail: e.thumb.file,
        thumbnail_width: e.thumb.width,
        thumbnail_height: e.thumb.height,
        thumbnail_format: 'webp',
        preview: e.preview?.file ?? '',
        is_direct: e.isDirect,
        sort: content.explore.length - e.id,
        created_at: now - e.ageSeconds,
      })),
    )
    // created_at stays as first written: an item's age does not restart with each seed version.
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(
          excludedSet([
            'type',
            'algorithm',
            'module',
            'title',
            'prompt',
            'request',
            'extra',
            'thumbnail',
            'thumbnail_width',
            'thumbnail_height',
            'thumbnail_format',
            'preview',
            'is_direct',
            'sort',
          ]),
        ),
    )
    .execute();
  await trx
    .deleteFrom('explore_items')
    .$if(exploreIds.length > 0, (q) => q.where('id', 'not in', exploreIds))
    .execute();

  await trx
    .insertInto('template_categories')
    .values(content.categories)
    .onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(['title', 'algorithm', 'type', 'sort'])))
    .execute();
  const templateIds = content.templates.map((t) => t.id);
  await trx
    .deleteFrom('templates')
    .$if(templateIds.length > 0, (q) => q.where('id', 'not in', templateIds))
    .execute();
  await trx
    .insertInto('templates')
    .values(
      content.templates.map((t) => ({
        id: t.id,
        num: t.num,
        category_id: t.categoryId,
        algorithm: t.algorithm,
        module: t.module,
        type: t.type,
        name: t.name,
        description: t.description,
        prompt: t.prompt,
        thumbnail: t.thumb.file,
        preview: t.preview?.file ?? '',
        width: t.thumb.width,
        height: t.thumb.height,
        hot: t.hot,
        tags: t.tags.join(','),
        fields: JSON.stringify(t.fields),
        sort: t.sort,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(
          excludedSet([
            'num',
            'category_id',
            'algorithm',
            'module',
            'type',
            'name',
            'description',
            'prompt',
            'thumbnail',
            'preview',
            'width',
            'height',
            'hot',
            'tags',
            'fields',
            'sort',
          ]),
        ),
    )
    .execute();
  const categoryIds = content.categories.map((c) => c.id);
  await trx
    .deleteFrom('template_categories')
    .$if(categoryIds.length > 0, (q) => q.where('id', 'not in', categoryIds))
    .execute();

  // Samples and demos are referenced by nothing: rewrite them whole.
  await trx.deleteFrom('prompt_samples').execute();
  await trx.deleteFrom('demos').execute();
  const samples = Object.entries(PROMPT_SAMPLES).flatMap(([key, list]) =>
    list.map(([title, prompt], sort) => ({ key, title, prompt, sort })),
  );
  if (samples.length > 0) await trx.insertInto('prompt_samples').values(samples).execute();
  if (content.demos.length > 0) {
    await trx
      .insertInto('demos')
      .values(
        content.demos.map((d, sort) => ({
          key: d.key,
          title: d.title,
          prompt: d.prompt,
          algorithm: d.algorithm,
          module: d.module,
          thumbnail: d.thumb.file,
          preview: d.preview?.file ?? '',
          width: d.thumb.width,
          height: d.thumb.height,
          fields: JSON.stringify(d.fields),
          sort,
        })),
      )
      .execute();
  }
}
