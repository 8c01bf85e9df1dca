import { test, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { forceVariants, payViaStore, PREMIUM_MONTHLY_SKU } from './support/commerce';

const STANDARD_MONTHLY_SKU = 24109013;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const subscription = (page: Page, name: string) =>
  panel(page).getByRole('region', { name: 'Subscriptions' }).getByRole('listitem').filter({ hasText: name });

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(panel(page)).toBeVisible();
}

/** The plan card's button (Renew / Upgrade) opens the plans; desktop gets the v2 dialog, phones the tabbed popup. */
async function openPlans(page: Page, isMobile: boolean, button: 'Renew' | 'Upgrade'): Promise<Locator> {
  await openPanel(page);
  await panel(page).getByRole('region', { name: 'Plan' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A premium card of the open plans: on phones both periods are listed, on desktop the chosen period's. */
function premiumCard(dialog: Locator, period: 'Monthly plan' | 'Yearly plan') {
  return dialog.getByRole('article', { name: 'Premium' }).filter({ hasText: period });
}

/** Presses a card's button and pays at the checkout (framed on desktop, a new tab on phones). */
async function checkOut(
  page: Page,
  isMobile: boolean,
  button: Locator,
  expectEffect: RegExp,
  screen?: { testInfo: TestInfo; name: string },
) {
  if (isMobile) {
    const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(tab.getByText(expectEffect)).toBeVisible();
    if (screen) await saveScreen(tab, screen.testInfo, screen.name);
    await tab.getByRole('button', { name: /^Pay / }).click();
    await expect(tab.getByRole('status')).toHaveText('Payment complete');
    await tab.close();
  } else {
    await button.click();
    const frame = page.frameLocator('iframe[title="Store checkout"]');
    await expect(frame.getByText(expectEffect)).toBeVisible();
    if (screen) await saveScreen(page, screen.testInfo, screen.name);
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect(frame.getByRole('status')).toHaveText('Payment complete');
    await frame.getByRole('button', { name: 'Start creating' }).click();
  }
  await expect(page.getByText('Successful purchase')).toBeVisible();
}

async function renewsOn(page: Page, name: string): Promise<string> {
  const text = await subscription(page, name)
    .getByText(/^Renews on /)
    .textContent();
  return text!.replace('Renews on ', '');
}

test('renew, switch to yearly and cancel auto-renewal from the account panel', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  // The pricing page: no showcase media to draw while a freshly started test server is still making them.
  await page.goto('/ai/pricing');
  await signUp(page);
  await payViaStore(page, PREMIUM_MONTHLY_SKU);
  await page.reload();
  await openPanel(page);
  await expect(subscription(page, 'Premium monthly')).toContainText('Renews on');
  const firstEnd = await renewsOn(page, 'Premium monthly');
  await saveScreen(page, testInfo, 'account-subscriptions');
  await panel(page).getByRole('button', { name: 'Close' }).click();

  // Renew: the current plan offers Renew, which adds one month.
  let plans = await openPlans(page, isMobile, 'Renew');
  if (!isMobile) {
    // A monthly subscriber's plans open on Monthly, where their plan is.
    await expect(plans.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  }
  const current = premiumCard(plans, 'Monthly plan');
  await expect(current).toContainText('Your current plan');
  await saveScreen(page, testInfo, 'plans-current-renew');
  await checkOut(
    page,
    isMobile,
    current.getByRole('button', { name: 'Renew' }),
    /Extends your Premium plan by one month/,
    { testInfo, name: 'checkout-renew' },
  );
  await openPanel(page);
  const secondEnd = await renewsOn(page, 'Premium monthly');
  expect(secondEnd > firstEnd).toBe(true);
  await panel(page).getByRole('button', { name: 'Close' }).click();

  // Switch: the yearly card of the same tier switches billing after the current period.
  plans = await openPlans(page, isMobile, 'Renew');
  if (!isMobile) await plans.getByRole('button', { name: 'Yearly' }).click();
  const yearly = premiumCard(plans, 'Yearly plan');
  await expect(yearly).not.toContainText('Your current plan');
  await checkOut(
    page,
    isMobile,
    yearly.getByRole('button', { name: 'Switch to yearly' }),
    /Switches your Premium plan to yearly billing/,
  );
  await openPanel(page);
  await expect(subscription(page, 'Premium yearly')).toContainText('Renews on');
  expect((await renewsOn(page, 'Premium yearly')) > secondEnd).toBe(true);

  // Cancel auto-renewal, after a confirmation; it then says when it ends, and can be resumed.
  await subscription(page, 'Premium yearly').getByRole('button', { name: 'Cancel auto-renewal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel auto-renewal?' });
  await expect(confirm).toContainText('Premium yearly stays active until');
  await saveScreen(page, testInfo, 'cancel-auto-renewal');
  await confirm.getByRole('button', { name: 'Cancel auto-renewal' }).click();
  await expect(page.getByText(/Auto-renewal cancelled: ends on/)).toBeVisible();
  await expect(subscription(page, 'Premium yearly')).toContainText('Ends on');
  await expect(
    subscription(page, 'Premium yearly').getByRole('button', { name: 'Resume auto-renewal' }),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'account-auto-renewal-cancelled');
  await page.reload();
  await openPanel(page);
  await expect(subscription(page, 'Premium yearly')).toContainText('Ends on');
  await subscription(page, 'Premium yearly').getByRole('button', { name: 'Resume auto-renewal' }).click();
  await expect(subscription(page, 'Premium yearly')).toContainText('Renews on');
});

test('a standard subscriber upgrades from the account panel; standard stops renewing', async ({
  page,
  isMobile,
}) => {
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  // The pricing page: no showcase media to draw while a freshly started test server is still making them.
  await page.goto('/ai/pricing');
  await signUp(page);
  await payViaStore(page, STANDARD_MONTHLY_SKU);
  await page.reload();
  const plans = await openPlans(page, isMobile, 'Upgrade');
  if (!isMobile) await plans.getByRole('button', { name: 'Monthly' }).click();
  await checkOut(
    page,
    isMobile,
    premiumCard(plans, 'Monthly plan').getByRole('button', { name: 'Upgrade' }),
    /Upgrades you to Premium now.*Your Standard plan stops renewing/,
  );
  await openPanel(page);
  await expect(subscription(page, 'Premium monthly')).toContainText('Renews on');
  await expect(subscription(page, 'Standard monthly')).toContainText('Ends on');
});
