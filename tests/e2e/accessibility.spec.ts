import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { THEME_STORAGE_KEY, type Theme } from '../../src/core/theme';
import { loginFrame, signUpInDialog } from './support/accounts';

/** The WCAG 2.1 A and AA rules axe checks automatically (contrast, names, labels, landmarks, ARIA use). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const PAGES = [
  'home',
  'explore',
  'text-to-video',
  'image-to-video',
  'video-to-anime',
  'text-to-image',
  'text-to-music',
  'effect',
  'effect/create',
  'ai-tools',
  'ai-tools/video-enhancer',
  'ai-tools/object-remover',
  'ai-tools/ai-audio',
  'libraries',
  'pricing',
  'template',
];

/** axe's findings as one line each (rule, impact, first elements), so a failure says what to mend. */
async function violations(page: Page, include?: string): Promise<string[]> {
  // Colours are measured as drawn: a dialog still fading in would read as low contrast.
  // (Endless ones, a spinner or a skeleton's shimmer, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

// The pages in two tests: each loads and checks half of them in every theme, so a cold start of the suite (the
// first tests share the machine with servers starting) stays within one test's time.
const PAGE_HALVES = [PAGES.slice(0, PAGES.length / 2), PAGES.slice(PAGES.length / 2)];

for (const [index, pages] of PAGE_HALVES.entries()) {
  test(`every page passes axe's WCAG 2.1 AA checks in both themes (part ${index + 1}: ${pages[0]} to ${pages.at(-1)})`, async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    // Colours come from one set of theme tokens for every width: phones check the default theme, desktop both.
    const themes: Theme[] = isMobile ? ['light'] : ['light', 'dark'];
    const found: string[] = [];
    await page.goto('/ai/home');
    for (const theme of themes) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
      for (const route of pages) {
        await page.goto(`/ai/${route}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        for (const v of await violations(page)) found.push(`${theme} ${route}: ${v}`);
      }
    }
    expect(found).toEqual([]);
  });
}

test('the sign-in dialog, the template list and the account panel pass axe', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/ai/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found: string[] = [];

  await page.getByRole('button', { name: 'Browse templates' }).click();
  const templates = page.getByRole('dialog', { name: 'Templates' });
  await expect(templates.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
  for (const v of await violations(page, '[role="dialog"]')) found.push(`templates: ${v}`);
  await page.keyboard.press('Escape');
  await expect(templates).toBeHidden();

  // The accounts pages in the dialog's frame are checked too (axe goes into frames).
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(loginFrame(page).getByRole('tab', { name: 'Sign up' })).toBeVisible();
  for (const v of await violations(page, '[role="dialog"]')) found.push(`sign-in: ${v}`);

  await signUpInDialog(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  for (const v of await violations(page, '[role="dialog"]')) found.push(`account: ${v}`);
  expect(found).toEqual([]);
});
