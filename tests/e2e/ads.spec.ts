import { test, expect, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';

const headerAd = (page: Page) => page.getByRole('banner').getByRole('link', { name: '3 days free offer' });
const floatingAd = (page: Page) => page.getByRole('complementary', { name: 'Offer' });

/** The ad's picture arrived and decoded (a broken image still takes up its box). */
async function expectImageShown(link: Locator) {
  await expect
    .poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

async function closeFloatingAdForGood(page: Page) {
  await expectImageShown(floatingAd(page).getByRole('link'));
  await floatingAd(page).getByRole('button', { name: 'Close offer' }).click();
  await expect(floatingAd(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(floatingAd(page)).toHaveCount(0);
}

test('ads: the header ad leads to pricing on desktop; the floating ad closes for good; phones wait for sign-in', async ({
  page,
  isMobile,
}, testInfo) => {
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
  await expectImageShown(headerAd(page));
  await expect(floatingAd(page)).toBeVisible();
  await saveScreen(page, testInfo, 'ads');
  await closeFloatingAdForGood(page);
  await expect(headerAd(page)).toBeVisible();
  await headerAd(page).click();
  await expect(page).toHaveURL(/\/ai\/pricing$/);
});
