import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, openTestDatabase, type TestDatabase } from './support/databases';
import type { AppContext } from '../../../server/context';
import { seedContent } from '../../../server/seed/seed-content';
import { SEED_VERSION, seedDatabase, seededVersion } from '../../../server/seed/seed-database';
import { explorePage, exploreRow } from '../../../server/explore/explore-items';
import { reportExploreItem } from '../../../server/explore/explore-reports';
import { saveFeedback } from '../../../server/feedback/feedback';
import {
  categoryTemplates,
  recommendedTemplates,
  styleTemplates,
  templateAlgorithms,
  templateBy,
  templateCategories,
} from '../../../server/templates/template-store';
import { demos, promptSamples } from '../../../server/samples/sample-store';

describe.each(DATABASES)('the built-in content on %s', (kind) => {
  let database: TestDatabase;
  let seedMediaDir: string;
  const count = async (
    table: 'explore_items' | 'templates' | 'prompt_samples' | 'demos' | 'explore_reports',
  ) => {
    const { n } = await database.kdb
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return n;
  };
  const counts = async () => ({
    explore: await count('explore_items'),
    templates: await count('templates'),
    samples: await count('prompt_samples'),
    demos: await count('demos'),
  });
  const user = async (email: string) =>
    (
      await database.kdb
        .insertInto('users')
        .values({ email, password_hash: 'x', created_at: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    seedMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-db-'));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(seedMediaDir, { recursive: true, force: true });
  });

  it('seeds once when two processes start together, then not again for the same version', async () => {
    const content = seedContent();
    const wrote = await Promise.all([
      seedDatabase(database.kdb, content),
      seedDatabase(database.kdb, content),
    ]);
    expect(wrote.sort()).toEqual([false, true]);
    expect(await seededVersion(database.kdb)).toBe(SEED_VERSION);
    const seeded = await counts();
    expect(seeded).toEqual({
      explore: content.explore.length,
      templates: content.templates.length,
      samples: expect.any(Number),
      demos: content.demos.length,
    });
    expect(seeded.samples).toBeGreaterThan(0);
    expect(await seedDatabase(database.kdb, content)).toBe(false);
    expect(await counts()).toEqual(seeded);
  });

  it('re-seeds a new version once and in place: same rows, reports kept', async () => {
    const userId = await user('reporter@example.com');
    expect(
      await reportExploreItem(database.kdb, { userId, exploreId: 11, reason: 'spam', other: '' }, 5),
    ).toBe('reported');
    const before = await counts();
    await database.kdb
      .updateTable('seed_versions')
      .set({ version: SEED_VERSION - 1 })
      .execute();
    // Two processes of the new version starting together: one rewrites, the other waits for it and leaves it be.
    const wrote = await Promise.all([
      seedDatabase(database.kdb, seedContent()),
      seedDatabase(database.kdb, seedContent()),
    ]);
    expect(wrote.sort()).toEqual([false, true]);
    expect(await counts()).toEqual(before);
    expect(await count('explore_reports')).toBe(1);
  });

  it('reports an item once per user, even two reports at once, and knows a missing item', async () => {
    const userId = await user('racer@example.com');
    const report = (exploreId: number) =>
      reportExploreItem(database.kdb, { userId, exploreId, reason: 'copyright', other: 'mine' }, 7);
    expect((await Promise.all([report(2), report(2)])).sort()).toEqual(['already reported', 'reported']);
    expect(await report(999_999)).toBe('no such item');
    const stored = await database.kdb
      .selectFrom('explore_reports')
      .select(['reason', 'other', 'created_at'])
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toEqual([{ reason: 'copyright', other: 'mine', created_at: 7 }]);
  });

  it('pages explore items, newest first, of one type', async () => {
    const ctx = { kdb: database.kdb, config: { seedMediaDir } } as unknown as AppContext;
    const videos = await explorePage(ctx, 2, 5, 'video');
    expect(videos.paginate).toEqual({ total: 30, page: 2, page_size: 5 });
    expect(videos.list).toHaveLength(5);
    expect(videos.list.every((item) => item.type === 'video')).toBe(true);
    const all = await explorePage(ctx, 1, 100, undefined);
    expect(all.paginate.total).toBe(60);
    expect(all.list.map((item) => item.id)).toEqual(
      [...all.list.map((item) => item.id)].sort((a, b) => a - b),
    );
    expect((await exploreRow(database.kdb, 3))?.id).toBe(3);
    expect(await exploreRow(database.kdb, 999_999)).toBeUndefined();
  });

  it('stores feedback and gives its id', async () => {
    const userId = await user('feedback@example.com');
    const input = { formId: 1, text: 'Nice', source: { page: 'home' }, lang: 'en' };
    const first = await saveFeedback(database.kdb, { ...input, userId });
    const second = await saveFeedback(database.kdb, { ...input, userId: undefined });
    expect(second).toBeGreaterThan(first);
    const rows = await database.kdb
      .selectFrom('feedback')
      .select(['id', 'user_id', 'text', 'source'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first, user_id: userId, text: 'Nice', source: '{"page":"home"}' },
      { id: second, user_id: null, text: 'Nice', source: '{"page":"home"}' },
    ]);
  });

  it('reads templates by category, algorithm, tag, id and num', async () => {
    const content = seedContent();
    const categories = await templateCategories(database.kdb, {});
    expect(categories.map((c) => c.id)).toEqual(content.categories.map((c) => c.id));
    for (const c of categories) {
      expect(c.total).toBe(content.templates.filter((t) => t.categoryId === c.id).length);
    }
    const images = await templateCategories(database.kdb, { type: 'image' });
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((c) => c.type === 'image')).toBe(true);

    const algorithms = await templateAlgorithms(database.kdb);
    expect(algorithms.reduce((n, a) => n + a.total, 0)).toBe(content.templates.length);

    const first = categories[0]!;
    const page = await categoryTemplates(database.kdb, first.id, { limit: 2, offset: 0 });
    expect(page?.total).toBe(first.total);
    expect(page?.rows.map((r) => r.category_id)).toEqual([first.id, first.id]);
    expect(await categoryTemplates(database.kdb, 999_999, { limit: 2, offset: 0 })).toBeUndefined();

    // A tag matches whole: "photo" finds photo templates, "phot" and "photo," none.
    const photo = await recommendedTemplates(database.kdb, { tag: 'photo' }, 100);
    expect(photo.length).toBe(content.templates.filter((t) => t.tags.includes('photo')).length);
    expect(await recommendedTemplates(database.kdb, { tag: 'phot' }, 100)).toEqual([]);
    expect(await recommendedTemplates(database.kdb, { tag: 'photo,' }, 100)).toEqual([]);
    expect(await recommendedTemplates(database.kdb, { tag: 'PHOTO' }, 100)).toEqual([]);
    const cold = await recommendedTemplates(database.kdb, { hot: 0 }, 3);
    expect(cold).toHaveLength(3);
    expect(cold.every((t) => t.hot === 0)).toBe(true);

    const byId = await templateBy(database.kdb, { id: photo[0]!.id });
    expect(byId).toEqual(photo[0]);
    expect(await templateBy(database.kdb, { num: photo[0]!.num })).toEqual(photo[0]);
    expect(await templateBy(database.kdb, { num: 'none' })).toBeUndefined();

    const style = await styleTemplates(database.kdb, undefined, { limit: 4, offset: 0 });
    expect(style.total).toBe(content.templates.filter((t) => t.type === 'image').length);
    expect(style.rows.every((r) => r.type === 'image')).toBe(true);
  });

  it('reads the prompt samples and demos of a page', async () => {
    const samples = await promptSamples(database.kdb, 'text2video');
    expect(samples.length).toBeGreaterThanOrEqual(8);
    expect(samples.every((s) => s.key === 'text2video')).toBe(true);
    const key = seedContent().demos[0]!.key;
    const rows = await demos(database.kdb, key);
    expect(rows.length).toBe(seedContent().demos.filter((d) => d.key === key).length);
  });
});
