import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import type { RunningServer } from './support/server';
import { generateImage, removeServer, resultImage, startOwnServer } from './support/tasks';

// The analytics round trip on a server of its own, so the funnel's counts are this visitor's alone: the page's
// events reach /v1/track (the last ones by beacon as the page is hidden) and `npm run report` prints the funnel.
// The store's frame variant is pinned by the server, not by page.route: a page with routes set has its beacons
// cut as it unloads.
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to reach testInfo
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, {
    AB_TEST_PLANS: 'login_test=1,cart_iframe=2,ad_banner=2,dlp_app=2',
  });
});
test.afterAll(async () => removeServer(server));

/** `npm run report` against this test's installation, as an operator runs it. */
async function runReport(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    ['--import', 'tsx', 'scripts/report/report.ts', '--days', '2'],
    { env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(server.port) } },
  );
  return stdout;
}

async function buyCredits(page: Page, isMobile: boolean): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const popup = page.getByRole('dialog', { name: 'Purchase' });
  await popup.getByRole('tab', { name: 'Credits' }).click();
  const buy = popup
    .getByRole('article', { name: '100 credits' })
    .first()
    .getByRole('button', { name: 'Buy now' });
  if (isMobile) {
    const [tab] = await Promise.all([page.waitForEvent('popup'), buy.click()]);
    await tab.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Successful purchase')).toBeVisible();
    await tab.close();
  } else {
    await buy.click();
    await page.frameLocator('iframe[title="Store checkout"]').getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('Successful purchase')).toBeVisible();
  }
}

test('a visitor who cancels sign-in, signs up, generates and buys shows up in the funnel report', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${server.url}/ai/text-to-image`);
  await generateImage(page, 'a red kite over the sea');
  const login = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toHaveCount(0);

  await signUp(page);
  await generateImage(page, 'a red kite over the sea');
  await expect(resultImage(page)).toBeVisible({ timeout: 60_000 });
  await buyCredits(page, isMobile);
  // The app goes to the background (a phone's home button, another tab): what is left leaves as a beacon.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  let printed = '';
  await expect
    .poll(async () => (printed = await runReport()), { timeout: 30_000, intervals: [1000] })
    .toMatch(/^purchase\s/m);
  const today = new Date().toISOString().slice(0, 10);
  expect(printed).toContain(`from the server on port ${server.port}`);
  // One device visited, signed up, made its first generation and bought.
  expect(printed).toMatch(new RegExp(`^${today}\\s+1\\s+1\\s+1\\s+1$`, 'm'));
  expect(printed).toMatch(/^button_click\s+generate\s+2$/m);
  expect(printed).toMatch(/^button_click\s+buy_credits\s+1$/m);
  expect(printed).toMatch(/^hook_click\s+header_buy\s+1$/m);
  expect(printed).toMatch(/^user_login_result_v2\s+cancel\s+1$/m);
  expect(printed).toMatch(/^user_login_result_v2\s+success\s+1$/m);

  // With the server stopped the report reads the database file, and counts the same.
  await server.stop();
  const offline = await runReport();
  expect(offline).toContain('read from');
  expect(offline).toMatch(new RegExp(`^${today}\\s+1\\s+1\\s+1\\s+1$`, 'm'));
});
