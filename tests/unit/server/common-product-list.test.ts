import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import type { ProductListData, SystemConfigItem } from '../../../src/core/contract/common';
import type { SkuInfoData } from '../../../src/core/contract/commerce';

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function get<T>(app: TestApp, url: string): Promise<T> {
  const res = await app.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
}

const PREMIUM_YEARLY = 24109016;
const PREMIUM_MONTHLY = 24109015;
const STANDARD_MONTHLY = 24109013;

describe('GET /v1/common/product-list', () => {
  it('serves the test environment with the test store: every sku listed, the yearly Premium hot', async () => {
    server = await startTestApp({ env: { STORE_MODE: 'test' } });
    const config = await get<ProductListData>(server, '/v1/common/product-list');
    const skus = await get<SkuInfoData>(server, '/v1/buy/sku-info');
    expect(config).toMatchObject({ env: 'test', app_type: 'video', hotRecommend: PREMIUM_YEARLY });
    expect(config.list).toEqual(skus.sku_buy_list.map((s) => s.sku_id));
  });

  it('serves the gray environment by name, which recommends the monthly Premium', async () => {
    server = await startTestApp({ env: { PRODUCT_ENV: 'gray' } });
    const config = await get<ProductListData>(server, '/v1/common/product-list');
    expect(config).toMatchObject({ env: 'gray', hotRecommend: PREMIUM_MONTHLY });
  });

  it('refuses to start with an environment it does not know', async () => {
    await expect(startTestApp({ env: { PRODUCT_ENV: 'staging' } })).rejects.toThrow(/PRODUCT_ENV/);
  });

  it('gives the image app its plan set (no Standard) and says the app type in the system config', async () => {
    server = await startTestApp({ env: { APP_TYPE: 'image' } });
    const config = await get<ProductListData>(server, '/v1/common/product-list');
    expect(config.app_type).toBe('image');
    expect(config.list).toContain(PREMIUM_YEARLY);
    expect(config.list).not.toContain(STANDARD_MONTHLY);
    const items = await get<SystemConfigItem[]>(server, '/v1/common/system_config');
    expect(items.find((i) => i.code === 'app_type')?.value).toBe('image');
  });

  it('refuses a checkout of a sku the config does not list, and opens one it lists', async () => {
    server = await startTestApp({ env: { APP_TYPE: 'image' } });
    const checkout = (skuId: number) =>
      server!.app.inject({ method: 'GET', url: `/store/checkout?sku_id=${skuId}&shopping_id=abc` });
    const unlisted = await checkout(STANDARD_MONTHLY);
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.body).toContain('This product is not available');
    // A listed sku passes to the next check: a visitor is asked to sign in.
    const listed = await checkout(PREMIUM_YEARLY);
    expect(listed.statusCode).toBe(401);
  });
});
