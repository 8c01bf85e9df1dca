import { test, expect, type Locator, type Page } from '@playwright/test';
import { abTestPlan } from '../../server/common/ab-test';
import { DEVICE_SN_COOKIE } from '../../src/api/browser-identity';
import { AB_PLAN_B, AB_TEST_CODES } from '../../src/core/experiments';
import { E2E_BASE_URL } from './support/server';
import { loginFrame, signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { forceVariants } from './support/commerce';

const headerAd = (page: Page) => page.getByRole('banner').getByRole('link', { name: '3 days free offer' });
const floatingAd = (page: Page) => page.getByRole('complementary', { name: 'Offer' });

/** The ad's picture arrived and decoded (a broken image still takes up its box). */
async function expectImageShown(link: Locator) {
  await expect
    .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function closeFloatingAdForGood(page: Page) {
  // On phones it sits after the page's content: scroll to it, as a person would.
  await floatingAd(page).scrollIntoViewIfNeeded();
  await expectImageShown(floatingAd(page).getByRole('link'));
  await floatingAd(page).getByRole('button', { name: 'Close offer' }).click();
  await expect(floatingAd(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(floatingAd(page)).toHaveCount(0);
}

test('ads: one at a time; the header ad leads to pricing on desktop; the floating ad closes for good; phones wait for sign-in', async ({
  page,
  isMobile,
}, testInfo) => {
  // Outside the free-trial arm (as a visitor and once signed in), so the trial card, which outranks the ads,
  // stays away.
  await forceVariants(page, {});
  await page.goto('/ai/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (isMobile) {
    // Phones: no header ad, and the banner only for signed-in users.
    await expect(headerAd(page)).toHaveCount(0);
    await expect(floatingAd(page)).toHaveCount(0);
    await signUp(page);
    await expect(floatingAd(page)).toBeVisible();
    await saveScreen(page, testInfo, 'ads');
    await closeFloatingAdForGood(page);
    await expect(headerAd(page)).toHaveCount(0);
    return;
  }
  // One offer surface at a time: the floating ad first, the header ad once it is closed. Offers wait for the idle
  // page (load, 3 s, an idle callback), which on a busy machine passes the default 10 s.
  await expect(floatingAd(page)).toBeVisible({ timeout: 20_000 });
  await expect(headerAd(page)).toHaveCount(0);
  await saveScreen(page, testInfo, 'ads');
  await closeFloatingAdForGood(page);
  await expectImageShown(headerAd(page));
  await headerAd(page).click();
  await expect(page).toHaveURL(/\/ai\/pricing$/);
});

/** A device id the server puts in (or out of) the free-trial experiment's B arm. */
function deviceInArm(armB: boolean): string {
  for (let n = 0; ; n += 1) {
    const id = `e2e-device-${n}`;
    if ((abTestPlan(AB_TEST_CODES.freeTrial, id) === AB_PLAN_B) === armB) return id;
  }
}

test('free-trial card: only in the experiment arm that has it', async ({ page, context }) => {
  await context.addCookies([{ name: DEVICE_SN_COOKIE, value: deviceInArm(false), url: E2E_BASE_URL }]);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/v1/common/ab-test') && r.url().includes(AB_TEST_CODES.freeTrial),
  );
  await page.goto('/ai/home');
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // An absence: give the answer a moment to render before looking.
  await page.waitForTimeout(500);
  await expect(page.getByRole('complementary', { name: 'Free trial' })).toHaveCount(0);
});

test('free-trial card: once per tab session, Sign up free opens sign-up, Close, and gone after 15 s', async ({
  page,
  context,
  isMobile,
}) => {
  const card = (p: Page) => p.getByRole('complementary', { name: 'Free trial' });
  // Visitors are split by device id: this browser takes one in the experiment's B arm, which shows the card.
  await context.addCookies([{ name: DEVICE_SN_COOKIE, value: deviceInArm(true), url: E2E_BASE_URL }]);
  await page.goto('/ai/home');
  await expect(card(page).getByText('Try Premium free for 3 days')).toBeVisible();
  await card(page).getByRole('button', { name: 'Sign up free' }).click();
  await expect(card(page)).toHaveCount(0);
  await expect(loginFrame(page).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The same tab does not get it again on the next page.
  await page.goto('/ai/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(card(page)).toHaveCount(0);

  // A new tab is a new session: the card comes back, and Close (or, for a visitor on a phone, a tap outside) ends it.
  const second = await context.newPage();
  await second.goto('/ai/home');
  await expect(card(second)).toBeVisible();
  if (isMobile) await second.getByRole('heading', { level: 1 }).click();
  else await card(second).getByRole('button', { name: 'Close' }).click();
  await expect(card(second)).toHaveCount(0);

  const third = await context.newPage();
  await third.clock.install();
  await third.goto('/ai/home');
  await expect(card(third)).toBeVisible();
  await third.clock.runFor(15_000);
  await expect(card(third)).toHaveCount(0);
});

test('the marketing switches: with the banner off no ad shows, and the page asked with its client', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, {});
  // This installation's switches are always on (the other tests see the ads they allow); the operator's "off"
  // answer is played here.
  const asked: string[] = [];
  await page.route('**/v1/common/marketing?**', async (route) => {
    asked.push(new URL(route.request().url()).searchParams.get('client') ?? '');
    await route.fulfill({
      json: { code: 0, data: [{ is_banner: 0, is_pop: 0 }], msg: 'success', trace_id: 'e2e' },
    });
  });
  await page.goto('/ai/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signUp(page);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(new Set(asked)).toEqual(new Set([isMobile ? 'wap' : '']));
  // The ads answered; only the switch holds them back (an absence: wait past the idle page's offers first).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4_000);
  await expect(floatingAd(page)).toHaveCount(0);
  await expect(headerAd(page)).toHaveCount(0);
  await saveScreen(page, testInfo, 'ads-banner-off');
});
