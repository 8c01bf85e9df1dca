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
});
