import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { countRequests, forceVariants } from './support/commerce';

const storeFrame = (page: Page) => page.frameLocator('iframe[title="Store checkout"]');

test('anonymous buy opens the login dialog', async ({ page }, testInfo) => {
  await forceVariants(page, {});
  await page.goto('/ai/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('$10.00');
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('50% OFF');
  await saveScreen(page, testInfo, 'pricing-page');
  await page.getByRole('tab', { name: 'Credits' }).click();
  const pack = page.getByRole('article', { name: '100 credits' }).first();
  await expect(pack).toContainText('$0.10 per credit');
  await saveScreen(page, testInfo, 'pricing-credits');
  await pack.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
});

test('a signed-in user buys a credit pack and sees the credits and an Acquisition record', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { cart_iframe: 2 });
  await page.goto('/ai/home');
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const popup = page.getByRole('dialog', { name: 'Purchase' });
  await expect(popup).toBeVisible();
  if (isMobile) await expect(popup.getByRole('tab').first()).toHaveText('Membership');
  else await expect(popup.getByRole('tab').first()).toHaveText('Credits');
  await saveScreen(page, testInfo, 'purchase-popup-membership');
  await popup.getByRole('tab', { name: 'Credits' }).click();
  await saveScreen(page, testInfo, 'purchase-popup-credits');
  const buy = popup
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' });
  if (isMobile) {
    // Phones check out in a new tab; the open popup polls for the order.
    const [tab] = await Promise.all([page.waitForEvent('popup'), buy.click()]);
    // The checkout carries the cart experiment's plan (forced to 2 above) for the store.
    expect(new URL(tab.url()).searchParams.get('url_ab_testing')).toBe('2');
    await tab.getByRole('button', { name: /^Pay / }).click();
    await expect(tab.getByRole('status')).toHaveText('Payment complete');
    await expect(page.getByText('Successful purchase')).toBeVisible();
    await tab.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => tab.isClosed()).toBe(true);
  } else {
    await buy.click();
    // The checkout carries the cart experiment's plan (forced to 2 above) for the store.
    await expect(page.locator('iframe[title="Store checkout"]')).toHaveAttribute(
      'src',
      /[?&]url_ab_testing=2(&|$)/,
    );
    const frame = storeFrame(page);
    await expect(frame.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await saveScreen(page, testInfo, 'store-iframe');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await expect(frame.getByRole('status')).toHaveText('Payment complete');
    await expect(page.getByText('Successful purchase')).toBeVisible();
    await frame.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Checkout' })).toHaveCount(0);
  }
  await expect(popup).toHaveCount(0);
  await expect(page.getByLabel('Credits balance')).toHaveText(/105/);
  await page.getByRole('button', { name: 'Account' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('105');
  await saveScreen(page, testInfo, 'account-panel');
  await panel.getByRole('button', { name: 'Transactions' }).click();
  const tx = page.getByRole('dialog', { name: 'Credit Transitions' });
  await expect(tx.getByRole('row', { name: /Purchase: 100 credits/ })).toContainText('+100');
  await expect(tx.getByRole('row', { name: /Purchase: 100 credits/ })).toContainText('Acquisition');
  // The date as the records show it: local 'YYYY-MM-DD HH:mm' from the server's seconds.
  await expect(tx.getByRole('row', { name: /Purchase: 100 credits/ })).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
  );
  await saveScreen(page, testInfo, 'transactions');
  await tx.getByLabel('Type').selectOption('Consumption');
  await expect(tx.getByText('No records found.')).toBeVisible();
});

test('buying premium gives the badge, Renew, 500 credits and a disabled standard plan', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  await page.goto('/ai/home');
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  await expect(dialog).toBeVisible();
  const premium = dialog.getByRole('article', { name: 'Premium' }).first();
  await expect(premium.getByRole('button', { name: 'Get 3 days free' })).toBeVisible();
  if (!isMobile) {
    await expect(dialog.getByRole('article', { name: 'Free' })).toContainText('Your current plan');
    await saveScreen(page, testInfo, 'membership-modal');
  }
  await premium.getByRole('checkbox').uncheck();
  const subscribe = premium.getByRole('button', { name: 'Subscribe' });
  if (isMobile) {
    const [tab] = await Promise.all([page.waitForEvent('popup'), subscribe.click()]);
    await tab.getByRole('button', { name: /^Pay / }).click();
    await expect(tab.getByRole('status')).toHaveText('Payment complete');
    await tab.close();
  } else {
    await subscribe.click();
    await storeFrame(page).getByRole('button', { name: /^Pay / }).click();
    await expect(storeFrame(page).getByRole('status')).toHaveText('Payment complete');
    await storeFrame(page).getByRole('button', { name: 'Start creating' }).click();
  }
  await expect(page.getByText('Successful purchase')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toContainText('Premium');
  await expect(page.getByLabel('Credits balance')).toHaveText(/505/);
  await page.getByRole('button', { name: 'Account' }).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel.getByRole('button', { name: 'Renew', exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'account-panel-premium');
  await panel.getByRole('button', { name: 'Renew', exact: true }).click();
  const again = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  if (!isMobile) {
    await expect(again.getByRole('article', { name: 'Premium' })).toContainText('Your current plan');
    // The current plan is still buyable: Renew adds a period.
    await expect(
      again.getByRole('article', { name: 'Premium' }).getByRole('button', { name: 'Renew' }),
    ).toBeEnabled();
    await expect(
      again.getByRole('article', { name: 'Standard' }).getByRole('button', { name: 'Subscribe' }),
    ).toBeDisabled();
    await saveScreen(page, testInfo, 'membership-modal-premium');
  } else {
    await expect(again.getByRole('article', { name: 'Premium' }).first()).toContainText('Your current plan');
    await expect(
      again.getByRole('article', { name: 'Premium' }).first().getByRole('button', { name: 'Renew' }),
    ).toBeEnabled();
  }
});

test('the store frame closes through its counter and messages; polling stops after a purchase', async ({
  page,
  isMobile,
}) => {
  await forceVariants(page, { cart_iframe: 2 });
  await page.goto('/ai/home');
  await signUp(page);
  const open = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
    const popup = page.getByRole('dialog', { name: 'Purchase' });
    await popup.getByRole('tab', { name: 'Credits' }).click();
    await popup
      .getByRole('article', { name: '100 credits' })
      .first()
      .getByRole('button', { name: 'Buy now' })
      .click();
  };
  if (isMobile) {
    // Phones have no store frame: the popup's poll notices the order paid in the store tab, then stops.
    await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: 'Purchase' }).getByRole('tab', { name: 'Credits' }).click();
    const polls = countRequests(page, '/v1/buy/trade-info');
    await expect.poll(polls.count, { timeout: 6000 }).toBeGreaterThan(0);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('article', { name: '100 credits' })
        .first()
        .getByRole('button', { name: 'Buy now' })
        .click(),
    ]);
    await tab.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Successful purchase')).toBeVisible();
    const after = polls.count();
    await page.waitForTimeout(4500);
    expect(polls.count()).toBe(after);
    return;
  }
  await open();
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  const frame = storeFrame(page);
  await expect(frame.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // First close: the store asks to confirm; second close: the modal goes.
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(frame.getByRole('alertdialog', { name: 'Leave checkout?' })).toBeVisible();
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toHaveCount(0);
  // Leave in the store's confirmation (confirm-close-pop) closes it too.
  await page
    .getByRole('dialog', { name: 'Purchase' })
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' })
    .click();
  await expect(frame.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await frame.getByRole('button', { name: 'Leave' }).click();
  await expect(modal).toHaveCount(0);
  // Back (goBack) returns to the pricing dialog.
  await page
    .getByRole('dialog', { name: 'Purchase' })
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' })
    .click();
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Purchase' })).toBeVisible();
  // jump-to-third-party: one close is enough afterwards.
  await page
    .getByRole('dialog', { name: 'Purchase' })
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' })
    .click();
  const [paypal] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('link', { name: /PayPal/ }).click(),
  ]);
  await paypal.close();
  await modal.getByRole('button', { name: 'Close' }).first().click();
  await expect(modal).toHaveCount(0);
  // purchase-success refreshes user info now, after 5 s and after 10 s; the poll stops after its hit.
  await page
    .getByRole('dialog', { name: 'Purchase' })
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' })
    .click();
  const userCalls = countRequests(page, '/v1/user');
  const polls = countRequests(page, '/v1/buy/trade-info');
  await frame.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText('Successful purchase')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Purchase' })).toHaveCount(0);
  const pollsAtHit = polls.count();
  await expect.poll(userCalls.count, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  expect(polls.count()).toBe(pollsAtHit);
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByLabel('Credits balance')).toHaveText(/105/);
});
