/**
 * Buying paths (issue 18 item 5): the plan a membership view preselects, the environment's product list config
 * (HOT mark, retries), the cart item's last checkout URL, and the ad_banner and dlp_app experiments' control arms.
 */
import { test, expect, type Page, type Request } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { forceVariants, payViaStore, STANDARD_MONTHLY_SKU } from './support/commerce';

const SUGGESTED = 'Suggested for you';

/** The header's Upgrade: the membership dialog on desktop (new pricing variant), the tabbed popup on phones. */
async function openPlans(page: Page, isMobile: boolean) {
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  if (isMobile) await dialog.getByRole('tab', { name: 'Membership' }).click();
  await expect(dialog.getByRole('article', { name: 'Premium' }).first()).toBeVisible();
  return dialog;
}

test('the first buyable plan that is not the current one is preselected', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2 });
  await page.goto('/ai/home');
  await signUp(page);

  // A free user: the first plan shown (Standard on desktop, the yearly Premium in the phone popup).
  let plans = await openPlans(page, isMobile);
  await expect(plans.getByText(SUGGESTED)).toHaveCount(1);
  const first = plans.getByRole('article', { name: isMobile ? 'Premium' : 'Standard' }).first();
  await expect(first).toContainText(SUGGESTED);
  if (!isMobile) await expect(plans.getByRole('article', { name: 'Premium' })).not.toContainText(SUGGESTED);
  await saveScreen(page, testInfo, 'plans-preselected-free');
  await plans.getByRole('button', { name: 'Close' }).first().click();
  await expect(plans).toHaveCount(0);

  // A standard monthly subscriber: their own plan is not the suggestion; the upgrade to Premium is.
  await payViaStore(page, STANDARD_MONTHLY_SKU);
  await page.reload();
  plans = await openPlans(page, isMobile);
  await expect(plans.getByText(SUGGESTED)).toHaveCount(1);
  if (!isMobile) {
    const standard = plans.getByRole('article', { name: 'Standard' });
    await expect(standard).toContainText('Your current plan');
    await expect(standard).not.toContainText(SUGGESTED);
  }
  await expect(plans.getByRole('article', { name: 'Premium' }).first()).toContainText(SUGGESTED);
  await saveScreen(page, testInfo, 'plans-preselected-standard');
});

test("the environment's product list marks its recommended plan HOT, its config asked again after failures", async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2 });
  let asked = 0;
  await page.route('**/v1/common/product-list', async (route) => {
    // The first two answers fail: the store asks again (up to 3 times, 1 s apart) and lists by the third.
    if (++asked <= 2) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await page.goto('/ai/home');
  await signUp(page);
  const plans = await openPlans(page, isMobile);
  // The test environment recommends the yearly Premium (the period both views open on for a free user).
  await expect(plans.getByText('HOT', { exact: true })).toHaveCount(1);
  const hot = plans.getByRole('article', { name: 'Premium' }).filter({ hasText: 'HOT' });
  await expect(hot).toContainText('Yearly plan');
  // The HOT mark came from the third answer or later (opening pricing loads the list again, which may ask once
  // more): two loads without retries would each have met a failure and shown no mark.
  expect(asked).toBeGreaterThanOrEqual(3);
  await saveScreen(page, testInfo, 'plans-hot');
});

test('buying the same item again reopens its last checkout; a new pricing visit builds one with a new shopping id', async ({
  page,
  context,
  isMobile,
}) => {
  // Desktop checks out in the store frame (cart iframe variant B), phones in a store tab.
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  const checkouts: string[] = [];
  context.on('request', (r: Request) => {
    if (r.url().includes('/store/checkout?')) checkouts.push(r.url());
  });
  await page.goto('/ai/home');
  await signUp(page);
  const buyPremium = async () => {
    const plans = await openPlansIfClosed(page, isMobile);
    const tab = isMobile ? context.waitForEvent('page') : null;
    await plans
      .getByRole('article', { name: 'Premium' })
      .first()
      .getByRole('button', { name: /Get 3 days free|Subscribe/ })
      .click();
    await expect.poll(() => checkouts.length).toBe(count + 1);
    count += 1;
    return tab ? await tab : null;
  };
  let count = 0;
  const first = await buyPremium();
  // Back from the checkout: the frame's Back reopens the dialog; a phone closes the store tab.
  if (first) await first.close();
  else
    await page.frameLocator('iframe[title="Store checkout"]').getByRole('button', { name: 'Back' }).click();
  await buyPremium().then((t) => t?.close());
  expect(checkouts[1]).toBe(checkouts[0]);
  // Leaving pricing and coming back is a new cart: a built URL with a new shopping id.
  // (Desktop: Back from the checkout reopens the plans, whose Close ends the visit; a phone closed its store tab.)
  if (!isMobile) {
    await page.frameLocator('iframe[title="Store checkout"]').getByRole('button', { name: 'Back' }).click();
  }
  const plans = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  await plans.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await buyPremium().then((t) => t?.close());
  const shoppingId = (url: string) => new URL(url).searchParams.get('shopping_id');
  expect(shoppingId(checkouts[2])).toBeTruthy();
  expect(shoppingId(checkouts[2])).not.toBe(shoppingId(checkouts[0]));
});

/** The plans dialog, opened unless it already is (the store frame's Back reopens it). */
async function openPlansIfClosed(page: Page, isMobile: boolean) {
  const dialog = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  if ((await dialog.count()) === 0) return openPlans(page, isMobile);
  await expect(dialog.getByRole('article', { name: 'Premium' }).first()).toBeVisible();
  return dialog;
}

test('the control arms: no ad banner without ad_banner variant B, no app-download links without dlp_app variant B', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { ad_banner: 1, dlp_app: 1 });
  // An app the config offers: variant B would list it in the menu (shell-controls.spec sees it there).
  await page.route('**/v1/common/system_config', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { code: string; value: string }[] };
    const android = { status: 1, download_code: 'mi', download_link: 'https://apps.example/android' };
    const ios = { status: 0, download_code: '', download_link: '' };
    const value = JSON.stringify({ android, ios });
    body.data = body.data.map((i) => (i.code === 'app' ? { ...i, value } : i));
    await route.fulfill({ response: res, json: body });
  });
  const experiments = new Set<string>();
  page.on('request', (r) => {
    const code = r.url().includes('/v1/common/ab-test?') && new URL(r.url()).searchParams.get('test_code');
    if (code) experiments.add(code);
  });
  await page.goto('/ai/home');
  await signUp(page);
  const menu = isMobile
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Main' });
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect.poll(() => ['ad_banner', 'dlp_app'].every((c) => experiments.has(c))).toBe(true);
  // Absences: wait past the idle page's offers (load, 3 s, an idle callback) first.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
  await expect(menu.getByRole('group', { name: 'Get the app' })).toHaveCount(0);
  if (isMobile) await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: '3 days free offer' })).toHaveCount(0);
  await saveScreen(page, testInfo, 'control-arms');
});
