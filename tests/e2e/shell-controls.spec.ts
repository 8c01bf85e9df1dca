import { test, expect, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';
import { forceVariants } from './support/commerce';
import { signUp } from './support/accounts';
import { AB_PLAN_B, AB_TEST_CODES } from '../../src/core/experiments';
import { LANGUAGE_STORAGE_KEY } from '../../src/core/language';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' });

test('the Upgrade menu item: desktop, new pricing variant, once the buy data is loaded', async ({
  page,
  isMobile,
}, testInfo) => {
  if (isMobile) {
    // Phones never show it, even in the variant: the menu opens without it.
    await forceVariants(page, { [AB_TEST_CODES.priceUpgrade]: AB_PLAN_B });
    await page.goto('/ai/home');
    await expect(heading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Libraries' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });

  // Not in the old pricing variant (once the variant has been asked).
  const variantAsked = page.waitForResponse((r) =>
    r.url().includes(`test_code=${AB_TEST_CODES.priceUpgrade}`),
  );
  await forceVariants(page, {});
  await page.goto('/ai/home');
  await expect(heading(page)).toBeVisible();
  await variantAsked;
  await expect(nav.getByRole('link', { name: 'Libraries' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);

  // Not while the buy data failed to load: the product list is asked 1 + 3 times, 1 s apart, then given up.
  await page.unrouteAll({ behavior: 'wait' });
  await forceVariants(page, { [AB_TEST_CODES.priceUpgrade]: AB_PLAN_B });
  let asked = 0;
  let failFirst = Infinity;
  await page.route('**/v1/buy/sku-info', (route) =>
    ++asked <= failFirst ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
  );
  await page.reload();
  await expect(heading(page)).toBeVisible();
  await expect.poll(() => asked, { timeout: 15_000 }).toBe(4);
  await expect(nav.getByRole('link', { name: 'Libraries' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Upgrade' })).toHaveCount(0);

  // A list that answers on a retry is loaded; in the variant the item is then there, and it opens the plans.
  asked = 0;
  failFirst = 2;
  await page.reload();
  const upgrade = nav.getByRole('button', { name: 'Upgrade' });
  await expect(upgrade).toBeVisible();
  expect(asked).toBe(3);
  await saveScreen(page, testInfo, 'menu-upgrade');
  await upgrade.click();
  await expect(page.getByRole('dialog', { name: 'Choose your plan' })).toBeVisible();
});

test('the credits tooltip: hover on desktop, a tap on phones; a click outside closes it', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/ai/home');
  await signUp(page);
  const chip = page.getByRole('button', { name: 'Credits balance' });
  await expect(chip).toHaveText(/5/);
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveCount(0);
  if (isMobile) {
    await chip.tap();
    await expect(tip).toContainText('Each generation uses some');
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await saveScreen(page, testInfo, 'credits-tooltip');
    await chip.tap();
    await expect(tip).toHaveCount(0);
    await chip.tap();
    await expect(tip).toBeVisible();
  } else {
    await chip.hover();
    await expect(tip).toContainText('Each generation uses some');
    await saveScreen(page, testInfo, 'credits-tooltip');
    // A click on a desktop does not toggle it: the pointer is still over it.
    await chip.click();
    await expect(tip).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(tip).toHaveCount(0);
    // The keyboard's focus shows it too.
    await chip.blur();
    await chip.focus();
    await expect(tip).toBeVisible();
  }
  // A click (or tap) anywhere else closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(tip).toHaveCount(0);
});

test.describe('the language picker', () => {
  /** The menu's and the picker's names as a user of the page's language reads them. */
  const NAMES = {
    en: { main: 'Main', menu: 'Menu', language: 'Language' },
    fr: { main: 'Navigation principale', menu: 'Menu', language: 'Langue' },
    it: { main: 'Navigazione principale', menu: 'Menu', language: 'Lingua' },
    ja: { main: 'メイン', menu: 'メニュー', language: '言語' },
  };

  async function picker(page: Page, isMobile: boolean, lang: keyof typeof NAMES = 'en') {
    const names = NAMES[lang];
    if (isMobile) {
      await page.getByRole('button', { name: names.menu }).click();
      return page.getByRole('dialog', { name: names.menu }).getByRole('combobox', { name: names.language });
    }
    return page.getByRole('navigation', { name: names.main }).getByRole('combobox', { name: names.language });
  }

  test('the choice is stored and outranks the browser language on the next visit', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/ai/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const select = await picker(page, isMobile);
    await expect(select).toHaveValue('en');
    await expect(select.getByRole('option', { name: '日本語' })).toHaveCount(1);
    await saveScreen(page, testInfo, 'language-picker');
    await select.selectOption('ja');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('ja');
    await expect(page).toHaveURL(/\/ai\/home$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(await picker(page, isMobile, 'ja')).toHaveValue('ja');
  });

  test('an address naming a language is rewritten to the new one (path segment, then query)', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/fr/ai/explore');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await (await picker(page, isMobile, 'fr')).selectOption('de');
    await expect(page).toHaveURL(/\/de\/ai\/explore$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('de');

    await page.goto('/ai/explore?lang=it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await (await picker(page, isMobile, 'it')).selectOption('es');
    await expect(page).toHaveURL(/\/ai\/explore$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('the application config (system_config app)', () => {
  /** Answers system_config with the real items, the app item's value replaced by `value`. */
  async function appConfig(page: Page, value: string) {
    await page.route('**/v1/common/system_config', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { code: string; value: string }[] };
      body.data = body.data.map((i) => (i.code === 'app' ? { ...i, value } : i));
      await route.fulfill({ response: res, json: body });
    });
  }

  async function menu(page: Page, isMobile: boolean) {
    if (!isMobile) return page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' });
  }

  test('an app it offers gets a download link in the menu', async ({ page, isMobile }, testInfo) => {
    const android = { status: 1, download_code: 'mi', download_link: 'https://apps.example/android' };
    const ios = { status: 0, download_code: '', download_link: '' };
    await appConfig(page, JSON.stringify({ android, ios }));
    await page.goto('/ai/home');
    await expect(heading(page)).toBeVisible();
    const apps = (await menu(page, isMobile)).getByRole('group', { name: 'Get the app' });
    await expect(apps.getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://apps.example/android',
    );
    await expect(apps.getByRole('link', { name: 'iOS app' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'menu-app-downloads');
  });

  test('a value that is not JSON is logged and ignored', async ({ page, isMobile }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await appConfig(page, '{"android": {"status": 1,');
    const answered = page.waitForResponse('**/v1/common/system_config');
    await page.goto('/ai/home');
    await expect(heading(page)).toBeVisible();
    const nav = await menu(page, isMobile);
    await answered;
    await expect.poll(() => errors.some((e) => /app config is not valid JSON/.test(e))).toBe(true);
    await expect(nav.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(nav.getByRole('group', { name: 'Get the app' })).toHaveCount(0);
  });
});
