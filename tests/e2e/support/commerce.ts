import { expect, type Page } from '@playwright/test';

/** A/B plans the purchase surfaces read; 1 = A (default here), 2 = B. */
export interface Variants {
  cart_iframe?: number;
  price_upgrade?: number;
  credits10_weekly_sku?: number;
  free_trial?: number;
  login_test?: number;
  ad_banner?: number;
  dlp_app?: number;
}

/** Experiments a test does not name keep the suite's server pins (support/server.ts AB_TEST_PLANS), else plan 1. */
const SUITE_PLANS: Record<string, number> = { ad_banner: 2, dlp_app: 2 };

/** Answers GET /v1/common/ab-test with fixed plans so a test knows which variant it sees. */
export async function forceVariants(page: Page, variants: Variants): Promise<void> {
  await page.route('**/v1/common/ab-test?**', async (route) => {
    const code = new URL(route.request().url()).searchParams.get('test_code') ?? '';
    const plan = (variants as Record<string, number | undefined>)[code] ?? SUITE_PLANS[code] ?? 1;
    await route.fulfill({ json: { code: 0, data: { plan }, msg: 'success', trace_id: 'e2e' } });
  });
}

/** Buys a sku straight from the test-mode store (same-origin POST with the page's login cookie). */
export async function payViaStore(
  page: Page,
  skuId: number,
  shoppingId = `e2e${Date.now()}${Math.random()}`,
) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`${origin}/store/pay`, {
    form: { sku_id: String(skuId), shopping_id: shoppingId.replace(/[^A-Za-z0-9]/g, '') },
    headers: { Origin: origin, Accept: 'application/json' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

export const PREMIUM_MONTHLY_SKU = 24109015;
export const STANDARD_MONTHLY_SKU = 24109013;
export const CREDITS_100_MONTHLY_SKU = 24148010;

/** Counts requests whose URL contains `part` from now on. */
export function countRequests(page: Page, part: string): { count: () => number } {
  let n = 0;
  page.on('request', (req) => {
    if (req.url().includes(part)) n += 1;
  });
  return { count: () => n };
}
