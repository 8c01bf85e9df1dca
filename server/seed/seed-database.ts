import type { Db } from '../db/database';
import { nowSeconds } from '../../src/core/dates';
import { PROMPT_SAMPLES } from './sample-content';
import type { SeedContent } from './seed-content';

/** Bump when the seeded rows change; the next start rewrites them once. */
export const SEED_VERSION = 5;
const SEED_NAME = 'explore';

export function seededVersion(db: Db): number | undefined {
  const row = db.prepare('SELECT version FROM seed_versions WHERE name = ?').get(SEED_NAME) as
    { version: number } | undefined;
  return row?.version;
}

/**
 * Writes explore items, templates, prompt samples and demos once per SEED_VERSION, all in one transaction
 * with the version row: a crash leaves either the old content or the new, never half. Rows keep stable ids
 * (upserts), so reports on explore items survive a re-seed. Returns whether it wrote anything.
 */
export function seedDatabase(db: Db, content: SeedContent, now = nowSeconds()): boolean {
  if (seededVersion(db) === SEED_VERSION) return false;
  db.transaction(() => {
    const explore =
      db.prepare(`INSERT INTO explore_items (id, type, algorithm, module, title, prompt, request, extra,
        thumbnail, thumbnail_width, thumbnail_height, thumbnail_format, preview, is_direct, sort, created_at)
      VALUES (@id, @type, @algorithm, @module, @title, @prompt, @request, @extra, @thumbnail, @thumbnail_width,
        @thumbnail_height, 'webp', @preview, @is_direct, @sort, @created_at)
      ON CONFLICT(id) DO UPDATE SET type = excluded.type, algorithm = excluded.algorithm, module = excluded.module,
        title = excluded.title, prompt = excluded.prompt, request = excluded.request, extra = excluded.extra,
        thumbnail = excluded.thumbnail, thumbnail_width = excluded.thumbnail_width,
        thumbnail_height = excluded.thumbnail_height, thumbnail_format = excluded.thumbnail_format,
        preview = excluded.preview, is_direct = excluded.is_direct, sort = excluded.sort`);
    for (const e of content.explore) {
      explore.run({
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
        preview: e.preview?.file ?? '',
        is_direct: e.isDirect,
        sort: content.explore.length - e.id,
        created_at: now - e.ageSeconds,
      });
    }
    const keepIds = (ids: number[]) => `(${ids.map(Number).join(',') || 'NULL'})`;
    db.exec(`DELETE FROM explore_items WHERE id NOT IN ${keepIds(content.explore.map((e) => e.id))}`);

    const category = db.prepare(`INSERT INTO template_categories (id, title, algorithm, type, sort)
      VALUES (@id, @title, @algorithm, @type, @sort)
      ON CONFLICT(id) DO UPDATE SET title = excluded.title, algorithm = excluded.algorithm, type = excluded.type,
        sort = excluded.sort`);
    for (const c of content.categories) category.run(c);
    const template = db.prepare(`INSERT INTO templates (id, num, category_id, algorithm, module, type, name,
        description, prompt, thumbnail, preview, width, height, hot, tags, fields, sort)
      VALUES (@id, @num, @categoryId, @algorithm, @module, @type, @name, @description, @prompt, @thumbnail, @preview,
        @width, @height, @hot, @tags, @fields, @sort)
      ON CONFLICT(id) DO UPDATE SET num = excluded.num, category_id = excluded.category_id,
        algorithm = excluded.algorithm, module = excluded.module, type = excluded.type, name = excluded.name,
        description = excluded.description, prompt = excluded.prompt, thumbnail = excluded.thumbnail,
        preview = excluded.preview, width = excluded.width, height = excluded.height, hot = excluded.hot,
        tags = excluded.tags, fields = excluded.fields, sort = excluded.sort`);
    db.exec(`DELETE FROM templates WHERE id NOT IN ${keepIds(content.templates.map((t) => t.id))}`);
    for (const t of content.templates) {
      template.run({
        id: t.id,
        num: t.num,
        categoryId: t.categoryId,
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
      });
    }
    db.exec(
      `DELETE FROM template_categories WHERE id NOT IN ${keepIds(content.categories.map((c) => c.id))}`,
    );

    // Samples and demos are referenced by nothing: rewrite them whole.
    db.exec('DELETE FROM prompt_samples; DELETE FROM demos;');
    const sample = db.prepare('INSERT INTO prompt_samples (key, title, prompt, sort) VALUES (?, ?, ?, ?)');
    for (const [key, list] of Object.entries(PROMPT_SAMPLES)) {
      list.forEach(([title, prompt], i) => sample.run(key, title, prompt, i));
    }
    const demo =
      db.prepare(`INSERT INTO demos (key, title, prompt, algorithm, module, thumbnail, preview, width,
        height, fields, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    content.demos.forEach((d, i) =>
      demo.run(
        d.key,
        d.title,
        d.prompt,
        d.algorithm,
        d.module,
        d.thumb.file,
        d.preview?.file ?? '',
        d.thumb.width,
        d.thumb.height,
        JSON.stringify(d.fields),
        i,
      ),
    );

    db.prepare(
      `INSERT INTO seed_versions (name, version, applied_at) VALUES (?, ?, ?)
      ON CONFLICT(name) DO UPDATE SET version = excluded.version, applied_at = excluded.applied_at`,
    ).run(SEED_NAME, SEED_VERSION, now);
  })();
  return true;
}
