import { test, expect, type Page, type Locator } from '@playwright/test';
import { abTestPlan } from '../../server/common/ab-test';
import { DEVICE_SN_COOKIE } from '../../src/api/browser-identity';
import { AB_PLAN_B, AB_TEST_CODES } from '../../src/core/experiments';
import { isTaskFinished } from '../../src/core/task-status';
import { E2E_BASE_URL } from './support/server';
import { loginFrame, signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { apiAs, balance, cutApi, waitForServiceWorker } from './support/tasks';

const form = (page: Page) => page.getByRole('form', { name: 'Generator settings' });
const generate = (page: Page) => form(page).getByRole('button', { name: /^Generate/ });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Generation progress' });

/** A device id the server puts in (or out of) the free-trial experiment's B arm. */
function deviceInArm(armB: boolean): string {
  for (let n = 0; ; n += 1) {
    const id = `e2e-device-${n}`;
    if ((abTestPlan(AB_TEST_CODES.freeTrial, id) === AB_PLAN_B) === armB) return id;
  }
}

/** How many tasks the page's service-worker database holds. */
function localTaskCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((db) => db.name).find((n) => n?.endsWith('-sw'));
    if (!name) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const count = db.transaction('tasks').objectStore('tasks').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      });
    } finally {
      db.close();
    }
  });
}

/** The two boxes share some area. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('Ctrl+Enter generates from the prompt field, and Generate names the shortcut', async ({
  page,
}, testInfo) => {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await expect(generate(page)).toHaveAttribute('aria-keyshortcuts', 'Control+Enter');
  await expect(generate(page)).toHaveAttribute('title', 'Generate (Ctrl+Enter)');
  const prompt = form(page).getByLabel('Prompt');
  await prompt.fill('a lighthouse at dusk');
  await saveScreen(page, testInfo, 'kco-generator');
  await prompt.press('Control+Enter');
  await expect(progress(page)).toBeVisible();
  await expect(balance(page)).toHaveText(/4/);
});

test('Escape inside the sign-in frame closes the dialog', async ({ page }) => {
  await page.goto('/ai/home');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const email = loginFrame(page).getByLabel('Email').filter({ visible: true });
  await email.click();
  await expect(email).toBeFocused();
  await email.press('Escape');
  await expect(page.locator('iframe[title="Sign in"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('out of credits: Generate says what is missing and Buy credits opens the store', async ({
  page,
}, testInfo) => {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await expect(balance(page)).toHaveText(/5/);
  for (let i = 0; i < 5; i++)
    await apiAs(page, 'POST', '/v1/ai/create/text2image', { params: { prompt: `spend ${i}` } });
  // Those five finish first: the page shows a task still in flight, and its progress bar is not the point here.
  type TaskList = { list: Array<{ status: number }> };
  await expect
    .poll(async () => {
      const { list } = await apiAs<TaskList>(page, 'POST', '/v1/ai/task', { page: 1, page_size: 10 });
      return list.filter((task) => isTaskFinished(task.status)).length;
    })
    .toBe(5);
  await page.reload();
  await expect(balance(page)).toHaveText(/0/);
  await expect(form(page).getByText('Not enough credits: 1 needed, 0 left')).toBeVisible();
  await expect(generate(page)).toBeDisabled();
  // The keyboard cannot get round it either: a second later there is no task in flight, no new one, no refusal.
  await form(page).getByLabel('Prompt').fill('one more please');
  const tasksBefore = await localTaskCount(page);
  await form(page).getByLabel('Prompt').press('Control+Enter');
  await page.waitForTimeout(1000);
  await expect(progress(page)).toHaveCount(0);
  expect(await localTaskCount(page)).toBe(tasksBefore);
  // A create the server refused would have opened the upgrade dialog.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form(page).getByText('Not enough credits: 1 needed, 0 left').scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'kco-not-enough-credits');
  await form(page).getByRole('button', { name: 'Buy credits' }).click();
  await expect(page.getByRole('dialog', { name: /Buy credits|Purchase/ })).toBeVisible();
});

test('one trial or promotion surface at a time, never over the form or the headline on phones', async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  await context.addCookies([{ name: DEVICE_SN_COOKIE, value: deviceInArm(true), url: E2E_BASE_URL }]);
  const card = page.getByRole('complementary', { name: 'Free trial' });
  const floatingAd = page.getByRole('complementary', { name: 'Offer' });
  const headerAd = page.getByRole('banner').getByRole('link', { name: '3 days free offer' });
  await page.goto('/ai/text-to-image');
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(floatingAd).toHaveCount(0);
  await expect(headerAd).toHaveCount(0);
  if (isMobile) {
    await expect.poll(() => overlap(card, form(page))).toBe(false);
    await expect.poll(() => overlap(card, page.getByRole('heading', { level: 1 }))).toBe(false);
  }
  await saveScreen(page, testInfo, 'kco-one-offer');
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  if (isMobile) {
    // A visitor's phone gets no floating ad, and the header ad is a desktop surface.
    await expect(headerAd).toHaveCount(0);
    return;
  }
  // Desktop: the next in rank takes the turn, still one at a time.
  await expect(floatingAd).toBeVisible();
  await expect(headerAd).toHaveCount(0);
});

test('offline: a polite banner, the header keeps the account and balance, templates say why they are missing', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await expect(balance(page)).toHaveText(/5/);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(balance(page)).toHaveText(/5/);

  await context.setOffline(true);
  const restore = await cutApi(context);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  // The cached account: the plan badge and the balance, not "? Inactive".
  await expect(page.getByRole('button', { name: 'Account' })).toContainText('Free');
  await expect(balance(page)).toHaveText(/5/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await overlap(banner, page.getByRole('heading', { level: 1 }))).toBe(false);
  await saveScreen(page, testInfo, 'kco-offline-banner');
  // The template strip renders when scrolled near.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const templates = page.getByRole('region', { name: 'Templates' });
  await expect(templates.getByText('Templates need a connection')).toBeVisible();
  await saveScreen(page, testInfo, 'kco-offline-templates');

  await restore();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(templates.getByRole('tab').first()).toBeVisible();
});
