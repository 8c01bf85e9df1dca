import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import type { AdItem, AppDownloadConfig, SystemConfigItem } from '../../../src/core/contract/common';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { code: number; data: unknown; msg: string } };
};

describe('GET /v1/common/system_config', () => {
  it('holds the app download config as JSON with android and ios entries', async () => {
    const { body } = await get('/v1/common/system_config');
    const items = body.data as SystemConfigItem[];
    const app = JSON.parse(items.find((i) => i.code === 'app')!.value) as AppDownloadConfig;
    for (const platform of [app.android, app.ios]) {
      expect(platform).toEqual({
        status: expect.any(Number),
        download_code: expect.any(String),
        download_link: expect.any(String),
      });
    }
  });
});

describe('GET /v1/common/ab-test', () => {
  it('is deterministic per test code and user, and splits users into plans 1 and 2', async () => {
    const first = await get('/v1/common/ab-test?test_code=login_test&user_id=10000001');
    const again = await get('/v1/common/ab-test?test_code=login_test&user_id=10000001');
    expect(first.body).toMatchObject({ code: 0 });
    expect(again.body.data).toEqual(first.body.data);
    const plans = new Set<number>();
    for (let uid = 10000001; uid < 10000041; uid++) {
      const { body } = await get(`/v1/common/ab-test?test_code=price_upgrade&user_id=${uid}`);
      plans.add((body.data as { plan: number }).plan);
    }
    expect([...plans].sort()).toEqual([1, 2]);
  });

  it('gives plan 0 for an unknown experiment and 490001 for missing fields', async () => {
    expect((await get('/v1/common/ab-test?test_code=nope&user_id=1')).body.data).toEqual({ plan: 0 });
    const missing = await get('/v1/common/ab-test?test_code=login_test');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 490001, msg: expect.stringContaining('user_id') });
  });
});

describe('GET /v1/common/ad and /v1/common/marketing', () => {
  it('lists one ad per module, linking to pricing with a local image', async () => {
    const { body } = await get('/v1/common/ad?client=wap');
    const ads = body.data as AdItem[];
    expect(ads.map((a) => a.module).sort()).toEqual(['hooks_banner_mobile', 'main_header', 'studio_footer']);
    for (const ad of ads) {
      expect(ad.activity).toBe('3_days_free');
      expect(ad.turn_url).toBe('/ai/pricing');
      expect(ad.white_thumbnail).toMatch(/^\/v1\/common\/ad-image\/(card|header)\.svg$/);
    }
  });

  it("draws the ad pictures in the visitor's language", async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/v1/common/ad?client=wap',
      headers: { 'accept-language': 'ja,en;q=0.8' },
    });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const ads = (res.json() as { data: AdItem[] }).data;
    const card = ads.find((a) => a.module === 'hooks_banner_mobile')!.white_thumbnail;
    expect(card).toBe('/v1/common/ad-image/card.svg?lang=ja');
    const picture = await server.app.inject({ method: 'GET', url: card });
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.body).toContain('aria-label="3日間無料"');
    expect(picture.body).toContain('>日間無料</text>');
    expect(picture.body).toContain('>Premiumをお試し、いつでも解約可能</text>');
    // English, by default: the words as written.
    const english = await server.app.inject({ method: 'GET', url: '/v1/common/ad-image/header.svg' });
    expect(english.body).toContain('>days free</text>');
    // A long line is squeezed to the card's width; a short one keeps its own.
    const german = await server.app.inject({ method: 'GET', url: '/v1/common/ad-image/card.svg?lang=de' });
    expect(german.body).toMatch(
      /textLength="206" lengthAdjust="spacingAndGlyphs">Teste Premium, jederzeit kündbar</,
    );
    expect(german.body).toContain('fill="#1d1b29">Tage gratis</text>');
    expect((await get('/v1/common/ad-image/poster.svg')).status).toBe(404);
  });

  it('turns the banner and the pop-up on for phones and others, and refuses unknown clients', async () => {
    expect((await get('/v1/common/marketing?client=wap')).body.data).toEqual([{ is_banner: 1, is_pop: 1 }]);
    expect((await get('/v1/common/marketing')).body.data).toEqual([{ is_banner: 1, is_pop: 1 }]);
    expect((await get('/v1/common/marketing?client=')).body.data).toEqual([{ is_banner: 1, is_pop: 1 }]);
    const bad = await get('/v1/common/marketing?client=tv');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(490001);
  });
});
