import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import {
  DEMO_KEYS,
  PROMPT_SAMPLE_KEYS,
  type DemoListData,
  type PromptSampleListData,
} from '../../../src/core/contract/samples';
import { getJson, startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /v1/common/prompt_sample', () => {
  it.each(PROMPT_SAMPLE_KEYS)('gives at least 8 distinct prompts for %s', async (key) => {
    const res = await getJson<PromptSampleListData>(t.app, `/v1/common/prompt_sample?key=${key}`);
    expect(res.data.key).toBe(key);
    expect(res.data.list.length).toBeGreaterThanOrEqual(8);
    expect(res.data.list.every((s) => s.key === key && s.prompt.length > 20)).toBe(true);
    expect(new Set(res.data.list.map((s) => s.prompt)).size).toBe(res.data.list.length);
  });

  it('rejects a missing or unknown key', async () => {
    for (const q of ['', '?key=image2video']) {
      const res = await getJson(t.app, `/v1/common/prompt_sample${q}`);
      expect([res.status, res.code]).toEqual([400, CODE_PARAMS_ERROR]);
      expect(res.msg).toContain('key');
    }
  });
});

describe('GET /v1/common/demo/list', () => {
  it.each(DEMO_KEYS)('lists demos with seed media for %s', async (key) => {
    const res = await getJson<DemoListData>(t.app, `/v1/common/demo/list?key=${key}`);
    expect(res.data.list.length).toBeGreaterThan(0);
    for (const demo of res.data.list) {
      expect(demo.key).toBe(key);
      expect(demo.thumbnail).toMatch(/^\/v1\/media\/seed\/.+\.webp$/);
      expect(demo.preview_url).toMatch(key.endsWith('image') ? /\.webp$/ : /\.mp4$/);
    }
  });

  it('rejects an unknown key', async () => {
    const res = await getJson(t.app, '/v1/common/demo/list?key=nope');
    expect([res.status, res.code]).toEqual([400, CODE_PARAMS_ERROR]);
  });
});
