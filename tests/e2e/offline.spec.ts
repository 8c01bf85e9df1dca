import { test, expect } from '@playwright/test';

test('the app shell opens offline after one visit', async ({ page, context }) => {
  await page.goto('/ai/home');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; a reload puts the page under its control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create video, images and music with AI' }),
  ).toBeVisible();
  await page.goto('/ai/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await context.setOffline(false);
});
