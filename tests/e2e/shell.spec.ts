import { test, expect } from '@playwright/test';
import { saveScreen } from './support/screens';

test.describe('routes and menu', () => {
  test('root, unknown paths and create redirect to their pages', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ai\/home$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' }),
    ).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/ai\/home$/);
    await page.goto('/ai/create');
    await expect(page).toHaveURL(/\/ai\/image-to-video$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Image to video' })).toBeVisible();
  });

  test('a language prefix is kept while navigating', async ({ page, isMobile }) => {
    // The menu in Japanese: メニュー (Menu), ライブラリ (Libraries).
    await page.goto('/ja/ai/home');
    if (isMobile) await page.getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('link', { name: 'ライブラリ', exact: true }).click();
    await expect(page).toHaveURL(/\/ja\/ai\/libraries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ライブラリ' })).toBeVisible();
  });

  test('the menu shows its groups, no Free badge on paid generators, and navigates', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/ai/home');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' }),
    ).toBeVisible();
    await saveScreen(page, testInfo, 'home');
    if (isMobile) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Video', 'Image', 'Audio'])
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    // Every generator costs credits: none is badged Free.
    await expect(nav.getByRole('link', { name: /Text to image/ })).toBeVisible();
    await expect(nav.getByText('Free', { exact: true })).toHaveCount(0);
    await expect(nav.getByText(/veo3/i)).toHaveCount(0);
    await saveScreen(page, testInfo, 'menu');
    await nav.getByRole('link', { name: /Text to music/ }).click();
    await expect(page).toHaveURL(/\/ai\/text-to-music$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Text to music' })).toBeVisible();
    if (isMobile) await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the support chat slot shows only on home', async ({ page }) => {
    await page.goto('/ai/home');
    // The chat comes with the shell's idle extras, a few seconds after the page.
    await expect(page.getByTestId('support-chat-slot')).toHaveCount(1, { timeout: 20_000 });
    await page.goto('/ai/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.getByTestId('support-chat-slot')).toHaveCount(0);
  });
});

test('the theme choice survives a reload (toggle hidden on phones)', async ({ page, isMobile }) => {
  await page.goto('/ai/home');
  const toggle = page.getByRole('button', { name: /theme/ });
  if (isMobile) {
    await expect(toggle).toBeHidden();
    return;
  }
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await toggle.click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', after);
  expect(await page.evaluate(() => localStorage.getItem('mi-theme'))).toBe(after);
});

test('keyboard: the first Tab offers Skip to content, which lands past the header and the menu', async ({
  page,
}) => {
  await page.goto('/ai/text-to-image');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to image' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/ai\/text-to-image$/);
  // The next stop is inside the page, not the header or the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement))).toBe(
    true,
  );
});

test('menu and header icons are drawn SVG, and the hidden skip link casts nothing on the page', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/ai/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' }),
  ).toBeVisible();

  // The skip link waits above the page with no shadow or outline until a Tab focuses it.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  const hidden = await skip.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      bottom: el.getBoundingClientRect().bottom,
      shadow: style.boxShadow,
      outline: style.outlineStyle,
    };
  });
  expect(hidden.bottom).toBeLessThanOrEqual(0);
  expect(hidden.shadow).toBe('none');
  expect(hidden.outline).toBe('none');
  await expect(skip).not.toBeInViewport();

  const header = page.getByRole('banner');
  const upgrade = header.getByRole('button', { name: 'Upgrade' });
  await expect(upgrade.locator('svg')).toHaveCount(1);
  if (isMobile) {
    await expect(header.getByRole('button', { name: 'Menu' }).locator('svg')).toHaveCount(1);
    await expect(header.getByRole('button', { name: 'Menu' })).toHaveText('');
    await header.getByRole('button', { name: 'Menu' }).click();
  } else {
    const toggle = header.getByRole('button', { name: /theme/ });
    await expect(toggle.locator('svg')).toHaveCount(1);
    await expect(toggle).toHaveText('');
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(8);
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    await expect(link.locator('svg')).toHaveCount(1);
    // Words only: no glyph (▶ ▣ ♪ ⌂ …) stands in for an icon.
    expect(await link.innerText()).toMatch(/^[\p{L}\p{N}\s]+$/u);
  }
  await saveScreen(page, testInfo, 'menu-icons');
  if (!isMobile) {
    await header.getByRole('button', { name: /theme/ }).click();
    await saveScreen(page, testInfo, 'menu-icons-toggled-theme');
  }

  await page.goto('/ai/home');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await skip.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});
