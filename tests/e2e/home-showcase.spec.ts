import { test, expect, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';

// Home shows what the app makes: every generator and tool card carries its own example, made by the product's
// engine (a clip that plays while it is seen, a still, or a before and an after), in a place held from the
// first paint.

const section = (page: Page, name: string) => page.getByRole('region', { name });
const cards = (page: Page, name: string) => section(page, name).getByRole('listitem');

/** Waits until every picture and clip of the card has its first frame. */
async function expectLoaded(card: Locator) {
  await card.scrollIntoViewIfNeeded();
  const media = card.locator('img, video');
  await expect(media.first()).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(
      () =>
        media.evaluateAll((els) =>
          els.every((el) =>
            el instanceof HTMLVideoElement ? el.readyState >= 2 : (el as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

test('every generator and tool card shows its example; a clip plays while seen and pauses when not', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto('/ai/home');
  for (const name of ['Generators', 'AI tools']) {
    const list = cards(page, name);
    await expect(list.first()).toBeVisible();
    const count = await list.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) await expectLoaded(list.nth(i));
  }
  // Clips, stills and before/after pairs, each named for what it shows.
  const generators = section(page, 'Generators');
  await expect(generators.locator('video')).toHaveCount(4);
  await expect(section(page, 'AI tools').getByRole('img', { name: /^Before:/ })).toHaveCount(4);
  await expect(section(page, 'AI tools').getByRole('img', { name: /^After:/ })).toHaveCount(4);

  const clip = cards(page, 'Generators').filter({ hasText: 'Text to video' }).locator('video');
  await clip.scrollIntoViewIfNeeded();
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop)).toBe(true);
  await saveScreen(page, testInfo, 'home-showcase');
  // Scrolled out of sight, it stops.
  await page.getByRole('heading', { name: 'Recent on Explore' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('the hero shows real results, and nothing on home shifts as it loads', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/ai/home');
  const results = page.getByRole('list', { name: 'Made with this app' });
  await expect(results.getByRole('link')).toHaveCount(3);
  await expect(results.locator('video')).toHaveCount(1);
  await expect(results.getByRole('img', { name: 'Example: Text to image' })).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);
  await saveScreen(page, testInfo, 'home-hero');
});
