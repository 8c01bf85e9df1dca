import { test, expect } from '@playwright/test';

test('the shell renders its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AI Video Generator' })).toBeVisible();
});
