/** Buying paths (issue 18 item 5): the plan a membership view preselects. */
import { test, expect, type Page } from '@playwright/test';
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
