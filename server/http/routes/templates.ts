import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { pageWindow, paginated } from '../paging';
import { seedFileUrl } from '../../../src/core/seed-media';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TEMPLATE_LOAD_MORE_MIN } from '../../../src/core/template-rules';
import type { Template, TemplateAlgorithmInfo, TemplateCategory } from '../../../src/core/contract/templates';
import {
  recommendTemplateQuerySchema,
  styleTemplateListQuerySchema,
  templateCategoriesQuerySchema,
  templateListQuerySchema,
  templateQuerySchema,
} from '../../../src/core/contract/template-requests';

interface TemplateRow {
  id: number;
  num: string;
  category_id: number;
  algorithm: Template['algorithm'];
  module: string;
  type: Template['type'];
  name: string;
  description: string;
  prompt: string;
  thumbnail: string;
  preview: string;
  width: number;
  height: number;
  hot: 0 | 1;
  tags: string;
  fields: string;
}

function template(row: TemplateRow): Template {
  const thumbnail = seedFileUrl(row.thumbnail);
  // Image templates have no motion preview: the still stands in, so cards never show an empty player.
  const preview = seedFileUrl(row.preview) || thumbnail;
  return {
    tpl_id: row.id,
    ...(row.type === 'image' ? { value: row.id } : {}),
    num: row.num,
    name: row.name,
    description: row.description,
    thumbnail,
    cover_conf: { thumbnail_url: thumbnail, preview_url: preview },
    action_conf: { hot: row.hot },
    preview_url: preview,
    algorithm: row.algorithm,
    module: row.module,
    type: row.type,
    category_id: row.category_id,
    tags: row.tags ? row.tags.split(',') : [],
    prompt: row.prompt,
    width: row.width,
    height: row.height,
    fields: JSON.parse(row.fields) as Template['fields'],
  };
}

/** How many templates /v1/recommend/tpl returns: one screenful. */
const RECOMMEND_LIMIT = TEMPLATE_LOAD_MORE_MIN;
const ORDER = 'ORDER BY c.sort, t.sort, t.id';
const FROM = 'FROM templates t JOIN template_categories c ON c.id = t.category_id';

export function templateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  app.get('/v1/ai/tpl/categories', async (req) => {
    const q = parseInput(templateCategoriesQuerySchema, req.query);
    const list = db
      .prepare(
        `SELECT c.id, c.title, c.algorithm, c.type,
           (SELECT COUNT(*) FROM templates t WHERE t.category_id = c.id) AS total
         FROM template_categories c
         WHERE (@algorithm IS NULL OR c.algorithm = @algorithm) AND (@type IS NULL OR c.type = @type)
         ORDER BY c.sort, c.id`,
      )
      .all({ algorithm: q.algorithm ?? null, type: q.type ?? null }) as TemplateCategory[];
    return ok(req, { list });
  });

  app.get('/v1/ai/tpl/algorithms', async (req) => {
    const list = db
      .prepare(
        `SELECT algorithm, MIN(module) AS module, MIN(type) AS type, COUNT(*) AS total,
           COUNT(DISTINCT category_id) AS categories
         FROM templates GROUP BY algorithm ORDER BY MIN(id)`,
      )
      .all() as TemplateAlgorithmInfo[];
    return ok(req, { list });
  });

  app.get('/v1/ai/tpl/list', async (req) => {
    const q = parseInput(templateListQuerySchema, req.query);
    if (!db.prepare('SELECT 1 FROM template_categories WHERE id = ?').get(q.cid)) {
      throw new ApiError(CODE_PARAMS_ERROR, `Template category ${q.cid} not found`, 404);
    }
    const { total } = db
      .prepare('SELECT COUNT(*) AS total FROM templates WHERE category_id = ?')
      .get(q.cid) as {
      total: number;
    };
    const { limit, offset } = pageWindow(q.page, q.page_size);
    const rows = db
      .prepare(`SELECT t.* ${FROM} WHERE t.category_id = ? ${ORDER} LIMIT ? OFFSET ?`)
      .all(q.cid, limit, offset) as TemplateRow[];
    return ok(req, paginated(rows.map(template), total, q.page, q.page_size));
  });

  app.get('/v1/recommend/tpl', async (req) => {
    const q = parseInput(recommendTemplateQuerySchema, req.query);
    const rows = db
      .prepare(
        `SELECT t.* ${FROM}
         WHERE (@tag IS NULL OR instr(',' || t.tags || ',', ',' || @tag || ',') > 0)
           AND (@hot IS NULL OR t.hot = @hot)
           AND (@algorithm IS NULL OR t.algorithm = @algorithm)
         ORDER BY t.hot DESC, c.sort, t.sort, t.id LIMIT @limit`,
      )
      .all({
        tag: q.tag ?? null,
        hot: q.action_conf === 'hot' ? Number(q.action_conf_value) : null,
        algorithm: q.algorithm ?? null,
        limit: RECOMMEND_LIMIT,
      }) as TemplateRow[];
    return ok(req, { list: rows.map(template) });
  });

  app.get('/v1/ai/tpl', async (req) => {
    const q = parseInput(templateQuerySchema, req.query);
    const row = (
      q.tpl_id !== undefined
        ? db.prepare('SELECT * FROM templates WHERE id = ?').get(q.tpl_id)
        : db.prepare('SELECT * FROM templates WHERE num = ?').get(q.num)
    ) as TemplateRow | undefined;
    if (!row) {
      const which = q.tpl_id !== undefined ? `tpl_id ${q.tpl_id}` : `num ${q.num}`;
      throw new ApiError(CODE_PARAMS_ERROR, `Template ${which} not found`, 404);
    }
    return ok(req, template(row));
  });

  app.get('/v1/common/tpl/style/list', async (req) => {
    const q = parseInput(styleTemplateListQuerySchema, req.query);
    const where = `WHERE t.type = 'image' AND (@algorithm IS NULL OR t.algorithm = @algorithm)`;
    const args = { algorithm: q.algorithm ?? null };
    const { total } = db.prepare(`SELECT COUNT(*) AS total ${FROM} ${where}`).get(args) as { total: number };
    const { limit, offset } = pageWindow(q.page, q.page_size);
    const rows = db
      .prepare(`SELECT t.* ${FROM} ${where} ${ORDER} LIMIT @limit OFFSET @offset`)
      .all({ ...args, limit, offset }) as TemplateRow[];
    return ok(req, paginated(rows.map(template), total, q.page, q.page_size));
  });
}
