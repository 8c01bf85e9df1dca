/** The application type (APP_TYPE): the image app's logo and plan set, on a server of its own set to it. */
import { test, expect } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { forceVariants } from './support/commerce';
import type { RunningServer } from './support/server';
import { removeServer, startOwnServer } from './support/tasks';

let server: RunningServer;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { APP_TYPE: 'image' });
});
test.afterAll(async () => removeServer(server));

test('the image app shows its own logo and sells Premium without Standard', async ({
  page,
  isMobile,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2 });
  await page.goto(`${server.url}/ai/home`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'AI Image Generator' })).toBeVisible();
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const plans = page.getByRole('dialog', { name: isMobile ? 'Purchase' : 'Choose your plan' });
  if (isMobile) await plans.getByRole('tab', { name: 'Membership' }).click();
  await expect(plans.getByRole('article', { name: 'Premium' }).first()).toBeVisible();
  await expect(plans.getByRole('article', { name: 'Standard' })).toHaveCount(0);
  await saveScreen(page, testInfo, 'app-type-image');
});
