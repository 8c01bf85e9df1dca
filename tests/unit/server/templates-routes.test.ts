import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PARAMS_ERROR, CODE_SUCCESS } from '../../../src/core/business-codes';
import { TEMPLATE_ALGORITHMS, WIDGET_TYPES } from '../../../src/core/template-rules';
import {
  type Template,
  type TemplateAlgorithmInfo,
  type TemplateCategory,
  type TemplateListData,
} from '../../../src/core/contract/templates';
import { getJson, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let categories: TemplateCategory[];
beforeAll(async () => {
  t = await startTestApp();
  categories = (await getJson<{ list: TemplateCategory[] }>(t.app, '/v1/ai/tpl/categories')).data.list;
});
afterAll(() => t.close());

/** Loads a category page by page as the template modal does, stopping when loaded reaches total. */
async function loadAll(url: (page: number) => string): Promise<{ list: Template[]; pages: number }> {
  const list: Template[] = [];
  let pages = 0;
  let total = Infinity;
  while (list.length < total) {
    const res = await getJson<TemplateListData>(t.app, url(pages + 1));
    expect(res.code).toBe(CODE_SUCCESS);
    total = res.data.paginate.total;
    pages++;
    if (res.data.list.length === 0) break;
    list.push(...res.data.list);
  }
  expect(list.length).toBe(total);
  return { list, pages };
}

describe('template categories and algorithms', () => {
  it('lists 8 categories with totals summing to at least 40', () => {
    expect(categories).toHaveLength(8);
    expect(categories.reduce((n, c) => n + c.total, 0)).toBeGreaterThanOrEqual(40);
    expect(new Set(categories.map((c) => c.algorithm))).toEqual(new Set(TEMPLATE_ALGORITHMS));
  });

  it('filters categories by algorithm and by type', async () => {
    const effect = await getJson<{ list: TemplateCategory[] }>(
      t.app,
      '/v1/ai/tpl/categories?algorithm=effect',
    );
    expect(effect.data.list.length).toBeGreaterThan(0);
    expect(effect.data.list.every((c) => c.algorithm === 'effect')).toBe(true);
    const image = await getJson<{ list: TemplateCategory[] }>(t.app, '/v1/ai/tpl/categories?type=image');
    expect(image.data.list.every((c) => c.type === 'image')).toBe(true);
    const bad = await getJson(t.app, '/v1/ai/tpl/categories?algorithm=kwiydl');
    expect([bad.status, bad.code]).toEqual([400, CODE_PARAMS_ERROR]);
  });

  it('lists algorithms with template counts', async () => {
    const res = await getJson<{ list: TemplateAlgorithmInfo[] }>(t.app, '/v1/ai/tpl/algorithms');
    expect(res.data.list.map((a) => a.algorithm).sort()).toEqual([...TEMPLATE_ALGORITHMS].sort());
    const sum = res.data.list.reduce((n, a) => n + a.total, 0);
    expect(sum).toBe(categories.reduce((n, c) => n + c.total, 0));
  });
});

describe('GET /v1/ai/tpl/list', () => {
  it('pages a category until the loaded count reaches total', async () => {
    const cat = categories[0];
    const { list, pages } = await loadAll((p) => `/v1/ai/tpl/list?cid=${cat.id}&page=${p}&page_size=4`);
    expect(pages).toBe(Math.ceil(cat.total / 4));
    expect(list.every((tpl) => tpl.category_id === cat.id)).toBe(true);
    expect(new Set(list.map((tpl) => tpl.tpl_id)).size).toBe(cat.total);
    const past = await getJson<TemplateListData>(
      t.app,
      `/v1/ai/tpl/list?cid=${cat.id}&page=${pages + 1}&page_size=4`,
    );
    expect(past.data.list).toEqual([]);
  });

  it('gives templates the spec shape with a usable field list', async () => {
    const res = await getJson<TemplateListData>(t.app, `/v1/ai/tpl/list?cid=${categories[0].id}`);
    const tpl = res.data.list[0];
    expect(tpl.cover_conf.thumbnail_url).toBe(tpl.thumbnail);
    expect(tpl.cover_conf.preview_url).toMatch(/\.mp4$/);
    expect([0, 1]).toContain(tpl.action_conf.hot);
    expect(tpl.fields.find((f) => f.field === 'prompt')?.type).toBe('longtext');
  });

  it('rejects a missing cid and answers an unknown one with 404', async () => {
    expect((await getJson(t.app, '/v1/ai/tpl/list')).status).toBe(400);
    const unknown = await getJson(t.app, '/v1/ai/tpl/list?cid=999');
    expect([unknown.status, unknown.code]).toEqual([404, CODE_PARAMS_ERROR]);
    expect((await getJson(t.app, `/v1/ai/tpl/list?cid=1&page_size=0`)).code).toBe(CODE_PARAMS_ERROR);
  });

  it('uses every one of the 13 widget types across the templates, and some are HOT', async () => {
    const all: Template[] = [];
    for (const c of categories)
      all.push(...(await loadAll((p) => `/v1/ai/tpl/list?cid=${c.id}&page=${p}`)).list);
    const used = new Set(all.flatMap((tpl) => tpl.fields.map((f) => f.type)));
    expect([...used].sort()).toEqual([...WIDGET_TYPES].sort());
    expect(all.filter((tpl) => tpl.action_conf.hot === 1).length).toBeGreaterThan(0);
  });
});

describe('single template, recommendations and the style list', () => {
  it('finds a template by tpl_id and by num', async () => {
    const byId = await getJson<Template>(t.app, '/v1/ai/tpl?tpl_id=7');
    expect(byId.data.tpl_id).toBe(7);
    const byNum = await getJson<Template>(t.app, `/v1/ai/tpl?num=${byId.data.num}`);
    expect(byNum.data.tpl_id).toBe(7);
    expect((await getJson(t.app, '/v1/ai/tpl')).status).toBe(400);
    const missing = await getJson(t.app, '/v1/ai/tpl?num=nope');
    expect([missing.status, missing.code]).toEqual([404, CODE_PARAMS_ERROR]);
  });

  it('recommends by tag and by the hot action_conf', async () => {
    const byTag = await getJson<{ list: Template[] }>(t.app, '/v1/recommend/tpl?tag=love');
    expect(byTag.data.list.length).toBeGreaterThan(0);
    expect(byTag.data.list.every((tpl) => tpl.tags.includes('love'))).toBe(true);
    const hot = await getJson<{ list: Template[] }>(
      t.app,
      '/v1/recommend/tpl?action_conf=hot&action_conf_value=1',
    );
    expect(hot.data.list.length).toBeGreaterThan(0);
    expect(hot.data.list.every((tpl) => tpl.action_conf.hot === 1)).toBe(true);
    const half = await getJson(t.app, '/v1/recommend/tpl?action_conf=hot');
    expect([half.status, half.code]).toEqual([400, CODE_PARAMS_ERROR]);
  });

  it('pages image templates 25 at a time with a value id, filtered by algorithm', async () => {
    const first = await getJson<TemplateListData>(t.app, '/v1/common/tpl/style/list');
    expect(first.data.paginate.page_size).toBe(25);
    const { list } = await loadAll((p) => `/v1/common/tpl/style/list?page=${p}&page_size=5`);
    expect(list.every((tpl) => tpl.type === 'image' && tpl.value === tpl.tpl_id)).toBe(true);
    const i2i = await getJson<TemplateListData>(t.app, '/v1/common/tpl/style/list?algorithm=image2image');
    expect(i2i.data.list.every((tpl) => tpl.algorithm === 'image2image')).toBe(true);
    expect(i2i.data.paginate.total).toBeLessThan(first.data.paginate.total);
    const bad = await getJson(t.app, '/v1/common/tpl/style/list?algorithm=text2video');
    expect([bad.status, bad.code]).toEqual([400, CODE_PARAMS_ERROR]);
  });
});
