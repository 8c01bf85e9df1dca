/**
 * The purchase dialogs' own layouts, each checked once at the width that has it (this file runs in the desktop
 * project only): the phone purchase popup's carousel shows each kind's media, rotates every 6 s and falls back to
 * a default picture when one fails; the desktop membership dialog opens on Yearly.
 */
import { test, expect } from '@playwright/test';
import { seedMediaUrl } from '../../src/core/seed-media';
import { SHOWCASE } from '../../src/core/showcase';
import { signUp } from './support/accounts';
import { forceVariants } from './support/commerce';
import { saveScreen } from './support/screens';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('phone purchase popup: the carousel shows media, turns every 6 s, and a failed picture falls back', async ({
    page,
  }, testInfo) => {
    // The audio slide's picture fails to load: it must show the default picture, not a broken image.
    const audio = SHOWCASE['/ai/text-to-music'];
    if (audio.kind !== 'still') throw new Error('the music card shows a still');
    await page.route(`**${seedMediaUrl(audio.image)}`, (route) => route.abort());
    await page.clock.install();
    await page.goto('/ai/home');
    await signUp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
    const popup = page.getByRole('dialog', { name: 'Purchase' });
    const carousel = popup.locator('[aria-roledescription="carousel"]');
    const picture = (name: string) => carousel.getByRole('img', { name: `Example: ${name}` });
    const decoded = (name: string) =>
      picture(name).evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

    await expect(picture('Video AI')).toBeVisible();
    await expect.poll(() => decoded('Video AI'), { timeout: 20_000 }).toBeGreaterThan(100);
    await expect(picture('Video AI')).not.toHaveAttribute('data-fallback');
    await saveScreen(page, testInfo, 'purchase-carousel-video');

    await page.clock.runFor(6_000);
    await expect(carousel.getByRole('button', { name: 'Image AI' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => decoded('Image AI'), { timeout: 20_000 }).toBeGreaterThan(100);

    await page.clock.runFor(6_000);
    await expect(carousel.getByText('Music and voices from a prompt')).toBeVisible();
    await expect(picture('Audio AI')).toHaveAttribute('data-fallback', 'true');
    await expect.poll(() => decoded('Audio AI')).toBeGreaterThan(0);
    await saveScreen(page, testInfo, 'purchase-carousel-fallback');

    // Round again to the first.
    await page.clock.runFor(6_000);
    await expect(picture('Video AI')).toBeVisible();
  });
});

test('the membership dialog opens on Yearly; Monthly switches the plans', async ({ page }) => {
  await forceVariants(page, { price_upgrade: 2 });
  await page.goto('/ai/home');
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('article', { name: 'Premium' })).toContainText('Yearly plan');
  await dialog.getByRole('button', { name: 'Monthly' }).click();
  await expect(dialog.getByRole('article', { name: 'Premium' })).toContainText('Monthly plan');
});
