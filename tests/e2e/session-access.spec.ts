import { test, expect, type Page, type Request } from '@playwright/test';
import { signUp } from './support/accounts';
import { forceVariants } from './support/commerce';
import { saveScreen } from './support/screens';
import { balance, generateImage, removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { PRODUCT_ID } from '../../src/core/identity';
import { APP_TOKEN_COOKIE } from '../../src/core/session-rules';

// Sign-up gives one credit here, so one Generate uses the free plan's allowance up (the server's free_trial
// entry: total 1, used 1).
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '1' });
});
test.afterAll(async () => removeServer(server));

const isFeatureCodes = (req: Request) =>
  req.method() === 'POST' && new URL(req.url()).pathname === '/v1/feature-code/auth';

function purchaseDialog(page: Page) {
  return page.getByRole('dialog', { name: /Choose your plan|Purchase/ });
}

test('sign-in loads the feature codes; once the free trial is used up the generator offers the membership', async ({
  page,
}, testInfo) => {
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  await page.goto(`${server.url}/ai/text-to-image`);
  const featureCodes = page.waitForRequest(isFeatureCodes);
  await signUp(page);
  const request = await featureCodes;
  expect(request.postDataJSON()).toEqual({ pids: [PRODUCT_ID] });
  expect(request.headers().authorization).toMatch(/^Bearer ./);
  await expect(balance(page)).toHaveText(/1/);
  await expect(page.getByRole('status').filter({ hasText: 'free credits' })).toHaveCount(0);

  // The last credit goes: the feature codes are read again with the balance, and the trial no longer counts.
  const reread = page.waitForRequest(isFeatureCodes);
  await generateImage(page, 'a paper boat on a pond');
  await reread;
  await expect(balance(page)).toHaveText(/0/);
  const short = page.getByRole('status').filter({ hasText: 'Your free credits are used up.' });
  await expect(short).toBeVisible();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeDisabled();
  await saveScreen(page, testInfo, 'free-trial-used-up');
  await short.getByRole('button', { name: 'Upgrade' }).click();
  await expect(purchaseDialog(page).getByRole('article', { name: 'Premium' }).first()).toBeVisible();
});

test('an unexpired feature entry for this app counts as subscribed: no 3-day trial is offered', async ({
  page,
}) => {
  await forceVariants(page, { price_upgrade: 2, cart_iframe: 2 });
  // The reference server only writes an unexpired entry while a membership is active, when the plan level says
  // subscribed as well: the answer is shaped here to see the feature rule on its own, for a free-level user.
  await page.route('**/v1/feature-code/auth', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> };
    body.data.feature_auth = [{ algorithms: 'ai-video-generator', is_expired: 0 }];
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(`${server.url}/ai/home`);
  await signUp(page);
  // The header's Upgrade (the menu has one too in this pricing variant).
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const premium = purchaseDialog(page).getByRole('article', { name: 'Premium' }).first();
  await expect(premium.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(premium.getByRole('button', { name: 'Get 3 days free' })).toHaveCount(0);
  await expect(premium.getByRole('checkbox')).toHaveCount(0);
});

test('the login check runs every 40 minutes and logs out a login the server no longer accepts', async ({
  page,
  context,
}) => {
  // Only sign-in and the login check read the feature codes (the refreshes 5 s and 10 s after sign-in read user
  // info alone), so they tell when the check ran.
  let featureReads = 0;
  page.on('request', (req) => {
    if (isFeatureCodes(req)) featureReads += 1;
  });
  await page.clock.install();
  await page.goto(`${server.url}/ai/explore`);
  await signUp(page);
  await expect.poll(() => featureReads).toBe(1);
  // The check's 40 minutes count from sign-in, a few real seconds ago: 30 s short of them, no check yet.
  await page.clock.runFor(40 * 60_000 - 30_000);
  expect(featureReads).toBe(1);
  await page.clock.runFor(30_000);
  await expect.poll(() => featureReads).toBe(2);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // The session ends at the server (as when it is revoked elsewhere); the page learns of it at the next check.
  const token = (await context.cookies(server.url)).find((c) => c.name === APP_TOKEN_COOKIE)?.value;
  expect(token).toBeTruthy();
  const revoked = await page.request.post(`${server.url}/v1/logout`, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
  });
  expect(revoked.ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.clock.runFor(40 * 60_000);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
  expect((await context.cookies(server.url)).find((c) => c.name === APP_TOKEN_COOKIE)).toBeUndefined();
});
