/** The stored templates and their categories (seeded), read for the template routes. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, Templates } from '../db/schema';
import type { TemplateAlgorithmInfo, TemplateCategory } from '../../src/core/contract/templates';

export type TemplateRow = Selectable<Templates>;

/** Templates with their category, in the order lists show them: by category, then the template's own sort. */
function ordered(kdb: Kysely<DB>) {
  return kdb
    .selectFrom('templates as t')
    .innerJoin('template_categories as c', 'c.id', 't.category_id')
    .selectAll('t');
}

/** Categories, each with how many templates it holds; optionally of one algorithm and one tab. */
export async function templateCategories(
  kdb: Kysely<DB>,
  filter: { algorithm?: string; type?: string },
): Promise<TemplateCategory[]> {
  const rows = await kdb
    .selectFrom('template_categories as c')
    .select((eb) => [
      'c.id',
      'c.title',
      'c.algorithm',
      'c.type',
      eb
        .selectFrom('templates as t')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('t.category_id', '=', 'c.id')
        .$asScalar()
        .as('total'),
    ])
    .$if(filter.algorithm !== undefined, (q) => q.where('c.algorithm', '=', filter.algorithm!))
    .$if(filter.type !== undefined, (q) => q.where('c.type', '=', filter.type!))
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
  // The table's CHECKs and the seed hold algorithm and type to the contract's values.
  return rows as TemplateCategory[];
}

/** Each algorithm the templates use, with its module, tab and counts, in the order of its first template. */
export async function templateAlgorithms(kdb: Kysely<DB>): Promise<TemplateAlgorithmInfo[]> {
  const rows = await kdb
    .selectFrom('templates')
    .select((eb) => [
      'algorithm',
      eb.fn.min('module').as('module'),
      eb.fn.min('type').as('type'),
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('category_id').distinct().as('categories'),
    ])
    .groupBy('algorithm')
    .orderBy((eb) => eb.fn.min('id'))
    .execute();
  return rows as TemplateAlgorithmInfo[];
}

/** One page of a category's templates with their total; undefined when there is no such category. */
export async function categoryTemplates(
  kdb: Kysely<DB>,
  categoryId: number,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: TemplateRow[] } | undefined> {
  const [category, { total }, rows] = await Promise.all([
    kdb.selectFrom('template_categories').select('id').where('id', '=', categoryId).executeTakeFirst(),
    kdb
      .selectFrom('templates')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('category_id', '=', categoryId)
      .executeTakeFirstOrThrow(),
    ordered(kdb)
      .where('t.category_id', '=', categoryId)
      .orderBy('c.sort')
      .orderBy('t.sort')
      .orderBy('t.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return category ? { total, rows } : undefined;
}

/**
 * Templates to recommend, hot ones first: optionally with a tag (matched whole in the comma-separated list),
 * hot or not, of one algorithm. The tag test is replace() and length(), which both databases have and which
 * match text exactly (LIKE would read % and _ in a tag, and ignores case on SQLite).
 */
export function recommendedTemplates(
  kdb: Kysely<DB>,
  filter: { tag?: string; hot?: number; algorithm?: string },
  limit: number,
): Promise<TemplateRow[]> {
  const tags = sql<string>`(',' || t.tags || ',')`;
  return ordered(kdb)
    .$if(filter.tag !== undefined, (q) =>
      q.where(sql<boolean>`length(replace(${tags}, ${`,${filter.tag},`}, '')) < length(${tags})`),
    )
    .$if(filter.hot !== undefined, (q) => q.where('t.hot', '=', filter.hot!))
    .$if(filter.algorithm !== undefined, (q) => q.where('t.algorithm', '=', filter.algorithm!))
    .orderBy('t.hot', 'desc')
    .orderBy('c.sort')
    .orderBy('t.sort')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}

/** The template of this id, or of this num. */
export function templateBy(
  kdb: Kysely<DB>,
  key: { id: number } | { num: string },
): Promise<TemplateRow | undefined> {
  const query = kdb.selectFrom('templates').selectAll();
  return ('id' in key ? query.where('id', '=', key.id) : query.where('num', '=', key.num)).executeTakeFirst();
}

/** One page of the image templates (the style list) with their total, optionally of one algorithm. */
export async function styleTemplates(
  kdb: Kysely<DB>,
  algorithm: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: TemplateRow[] }> {
  const images = ordered(kdb)
    .where('t.type', '=', 'image')
    .$if(algorithm !== undefined, (q) => q.where('t.algorithm', '=', algorithm!));
  const [{ total }, rows] = await Promise.all([
    images
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    images
      .orderBy('c.sort')
      .orderBy('t.sort')
      .orderBy('t.id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  return { total, rows };
}
