import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, ok, parseInput } from '../envelope';
import { pageWindow, paginated } from '../paging';
import { seedFileUrl } from '../../../src/core/seed-media';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { TEMPLATE_LOAD_MORE_MIN } from '../../../src/core/template-rules';
import type { Template } from '../../../src/core/contract/templates';
import {
  categoryTemplates,
  recommendedTemplates,
  styleTemplates,
  templateAlgorithms,
  templateBy,
  templateCategories,
  type TemplateRow,
} from '../../templates/template-store';
import {
  recommendTemplateQuerySchema,
  styleTemplateListQuerySchema,
  templateCategoriesQuerySchema,
  templateListQuerySchema,
  templateQuerySchema,
} from '../../../src/core/contract/template-requests';

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
    action_conf: { hot: row.hot as 0 | 1 },
    preview_url: preview,
    // The table's CHECKs and the seed hold these to the contract's values.
    algorithm: row.algorithm as Template['algorithm'],
    module: row.module,
    type: row.type as Template['type'],
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
export function templateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const kdb = ctx.kdb;

  app.get('/v1/ai/tpl/categories', async (req) => {
    const q = parseInput(templateCategoriesQuerySchema, req.query);
    return ok(req, { list: await templateCategories(kdb, { algorithm: q.algorithm, type: q.type }) });
  });

  app.get('/v1/ai/tpl/algorithms', async (req) => ok(req, { list: await templateAlgorithms(kdb) }));

  app.get('/v1/ai/tpl/list', async (req) => {
    const q = parseInput(templateListQuerySchema, req.query);
    const found = await categoryTemplates(kdb, q.cid, pageWindow(q.page, q.page_size));
    if (!found) throw new ApiError(CODE_PARAMS_ERROR, `Template category ${q.cid} not found`, 404);
    return ok(req, paginated(found.rows.map(template), found.total, q.page, q.page_size));
  });

  app.get('/v1/recommend/tpl', async (req) => {
    const q = parseInput(recommendTemplateQuerySchema, req.query);
    const rows = await recommendedTemplates(
      kdb,
      {
        tag: q.tag,
        hot: q.action_conf === 'hot' ? Number(q.action_conf_value) : undefined,
        algorithm: q.algorithm,
      },
      RECOMMEND_LIMIT,
    );
    return ok(req, { list: rows.map(template) });
  });

  app.get('/v1/ai/tpl', async (req) => {
    const q = parseInput(templateQuerySchema, req.query);
    const row = await templateBy(kdb, q.tpl_id !== undefined ? { id: q.tpl_id } : { num: q.num! });
    if (!row) {
      const which = q.tpl_id !== undefined ? `tpl_id ${q.tpl_id}` : `num ${q.num}`;
      throw new ApiError(CODE_PARAMS_ERROR, `Template ${which} not found`, 404);
    }
    return ok(req, template(row));
  });

  app.get('/v1/common/tpl/style/list', async (req) => {
    const q = parseInput(styleTemplateListQuerySchema, req.query);
    const { total, rows } = await styleTemplates(kdb, q.algorithm, pageWindow(q.page, q.page_size));
    return ok(req, paginated(rows.map(template), total, q.page, q.page_size));
  });
}
