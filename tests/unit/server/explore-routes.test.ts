import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_THUMBNAIL_SIZE, thumbnailSizeFromExtra } from '../../../src/core/explore-rules';
import {
  parseExploreRequest,
  type ExploreItem,
  type ExploreListData,
} from '../../../src/core/contract/explore';
import { CODE_PARAMS_ERROR, CODE_SUCCESS } from '../../../src/core/business-codes';
import { BROKEN_EXTRA_IDS } from '../../../server/seed/explore-content';
import { getJson, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /v1/common/explore', () => {
  it('pages through every item of a type: page 1…N, total, page_size', async () => {
    const first = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=video&page=1&page_size=8');
    expect(first.code).toBe(CODE_SUCCESS);
    expect(first.data.paginate).toEqual({ total: 30, page: 1, page_size: 8 });
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const res = await getJson<ExploreListData>(
        t.app,
        `/v1/common/explore?type=video&page=${page}&page_size=8`,
      );
      if (res.data.list.length === 0) {
        expect(page).toBe(5);
        break;
      }
      expect(res.data.list.length).toBe(page < 4 ? 8 : 6);
      seen.push(...res.data.list.map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(30);
  });

  it('defaults to page 1 of 20 and mixes both types without a type', async () => {
    const res = await getJson<ExploreListData>(t.app, '/v1/common/explore');
    expect(res.data.paginate).toEqual({ total: 60, page: 1, page_size: 20 });
    expect(new Set(res.data.list.map((i) => i.type))).toEqual(new Set(['video', 'image']));
  });

  it('filters by type; video items carry an MP4 preview, images none', async () => {
    const videos = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=video&page_size=50');
    const images = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=image&page_size=50');
    expect(videos.data.list.every((i) => i.type === 'video' && i.preview.endsWith('.mp4'))).toBe(true);
    expect(images.data.list.every((i) => i.type === 'image' && i.preview === '')).toBe(true);
    expect(images.data.paginate.total).toBe(30);
  });

  it('gives items in the spec shape: extra and request as JSON text, thumbnail_link', async () => {
    const res = await getJson<ExploreListData>(t.app, '/v1/common/explore?type=image&page_size=50');
    const item = res.data.list.find(
      (i) => !(BROKEN_EXTRA_IDS as readonly number[]).includes(i.id),
    ) as ExploreItem;
    expect(thumbnailSizeFromExtra(item.extra)).toEqual({
      width: item.thumbnail_link.width,
      height: item.thumbnail_link.height,
    });
    expect(parseExploreRequest(item.request).find((f) => f.field === 'prompt')?.val).toBe(item.prompt);
    expect(item.thumbnail).toMatch(/^\/v1\/media\/seed\/i-[0-9a-z]+\.webp$/);
    expect(item.thumbnail_link.format).toBe('webp');
    expect([0, 1]).toContain(item.is_direct);
  });

  it('ships exactly the documented items with an unparsable extra', async () => {
    const all = await getJson<ExploreListData>(t.app, '/v1/common/explore?page_size=50&page=1');
    const rest = await getJson<ExploreListData>(t.app, '/v1/common/explore?page_size=50&page=2');
    const broken = [...all.data.list, ...rest.data.list].filter((i) => {
      try {
        JSON.parse(i.extra);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map((i) => i.id).sort((a, b) => a - b)).toEqual([...BROKEN_EXTRA_IDS]);
    expect(thumbnailSizeFromExtra(broken[0].extra)).toEqual({
      width: FALLBACK_THUMBNAIL_SIZE,
      height: FALLBACK_THUMBNAIL_SIZE,
    });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=51', 'page_size'],
    ['page=1.5', 'page'],
    ['type=audio', 'type'],
  ])('rejects %s with 400 and 490001 naming %s', async (query, field) => {
    const res = await getJson(t.app, `/v1/common/explore?${query}`);
    expect(res.status).toBe(400);
    expect(res.code).toBe(CODE_PARAMS_ERROR);
    expect(res.msg).toContain(field);
  });
});

describe('GET /v1/common/explore/info', () => {
  it('returns one item by id', async () => {
    const res = await getJson<ExploreItem>(t.app, '/v1/common/explore/info?id=3');
    expect(res.code).toBe(CODE_SUCCESS);
    expect(res.data.id).toBe(3);
    expect(res.data.title.length).toBeGreaterThan(0);
  });

  it('answers an unknown id with 404 and 490001', async () => {
    const res = await getJson(t.app, '/v1/common/explore/info?id=99999');
    expect(res.status).toBe(404);
    expect(res.code).toBe(CODE_PARAMS_ERROR);
    expect(res.msg).toMatch(/not found/);
  });

  it('rejects a missing or malformed id', async () => {
    for (const q of ['', '?id=', '?id=x', '?id=-2']) {
      const res = await getJson(t.app, `/v1/common/explore/info${q}`);
      expect(res.status).toBe(400);
      expect(res.code).toBe(CODE_PARAMS_ERROR);
    }
  });
});
