import { test, expect, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';

/** Seeded templates (server/seed/template-content.ts): ids 1…48 in category order, six a category. */
const EPIC_DRONE_FLIGHT = 1;
const SYNTHWAVE = 34;

function hero(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test.describe('template preview page', () => {
  test('opens by tpl_id, shows the template and switches from its category grid', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto(`/ai/template?tpl_id=${EPIC_DRONE_FLIGHT}`);
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Epic Drone Flight' })).toBeVisible();
    await expect(hero(page).getByText('HOT', { exact: true })).toBeVisible();
    await expect(hero(page).getByText('Cinematic', { exact: true })).toBeVisible();
    await expect(hero(page).locator('video')).toHaveAttribute('src', /\.mp4/);
    // What the template needs: words only, with its prompt and ratio preset.
    await expect(hero(page).getByText('Nothing: this template starts from words alone.')).toBeVisible();
    await expect(
      hero(page).getByRole('definition').filter({ hasText: 'Epic drone flight over snowy' }),
    ).toBeVisible();
    await expect(hero(page).getByRole('definition').filter({ hasText: '16:9' })).toBeVisible();
    // A two-level choice is named by its group and its option.
    await expect(hero(page).getByRole('definition').filter({ hasText: 'Static · Locked' })).toBeVisible();
    // The page hides the side menu.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const grid = page.getByRole('list', { name: 'Cinematic' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(grid.locator('[aria-current="true"]')).toContainText('Epic Drone Flight');
    await saveScreen(page, testInfo, 'template-page');

    await grid.getByRole('link', { name: 'Neon Night Drive' }).click();
    await expect(page).toHaveURL(/\/ai\/template\?tpl_id=2$/);
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Neon Night Drive' })).toBeVisible();
    await expect(grid.locator('[aria-current="true"]')).toContainText('Neon Night Drive');
    if (isMobile) {
      // Phones stack the preview above the details.
      const media = await hero(page).locator('.template-hero-media').boundingBox();
      const title = await hero(page).getByRole('heading', { level: 1 }).boundingBox();
      expect(title!.y).toBeGreaterThan(media!.y + media!.height - 1);
    }
    await page.goBack();
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Epic Drone Flight' })).toBeVisible();
  });

  test('Use template opens the generator with the template applied', async ({ page }, testInfo) => {
    await page.goto(`/ai/template?tpl_id=${SYNTHWAVE}`);
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Synthwave' })).toBeVisible();
    await expect(hero(page).getByText('Art Styles', { exact: true })).toBeVisible();
    await expect(hero(page).getByRole('img', { name: 'Synthwave' })).toBeVisible();
    await saveScreen(page, testInfo, 'template-page-image');
    await hero(page).getByRole('button', { name: 'Use template Synthwave' }).click();
    await expect(page).toHaveURL(/\/ai\/text-to-image$/);
    await expect(page.getByRole('textbox', { name: /^Prompt/ })).toHaveValue(/Synthwave neon city/);
    // The generator's template area marks the applied template.
    const templates = page.getByRole('region', { name: 'Templates' });
    // On phones the strip follows the form and loads as the reader scrolls to it.
    await expect(async () => {
      await page.mouse.wheel(0, 800);
      await expect(templates.locator('[aria-current="true"]')).toContainText('Synthwave', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  });

  test('an unknown tpl_id says so and shows a recommended template', async ({ page }, testInfo) => {
    await page.goto('/ai/template?tpl_id=999999');
    await expect(
      page.getByRole('status').filter({ hasText: 'We could not find that template.' }),
    ).toBeVisible();
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(hero(page).getByRole('button', { name: /^Use template / })).toBeVisible();
    await saveScreen(page, testInfo, 'template-page-unknown');
    // Without a tpl_id the recommended template shows, without the message.
    await page.goto('/ai/template');
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(page.getByText('We could not find that template.')).toHaveCount(0);
  });

  test('a failed load offers a retry', async ({ page }) => {
    let fail = true;
    // The context's route also sees requests the service worker passes on.
    await page.context().route('**/v1/ai/tpl?**', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`/ai/template?tpl_id=${EPIC_DRONE_FLIGHT}`);
    const problem = page.getByRole('alert').filter({ hasText: 'The template could not be loaded.' });
    await expect(problem).toBeVisible();
    fail = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Epic Drone Flight' })).toBeVisible();
  });

  test('a template name in the template list modal opens its preview page', async ({ page }) => {
    await page.goto('/ai/home');
    await page.getByRole('button', { name: 'Browse templates' }).click();
    const modal = page.getByRole('dialog', { name: 'Templates' });
    await modal.getByRole('tab', { name: 'Animate Photo' }).click();
    await modal.getByRole('link', { name: 'Living Portrait' }).click();
    await expect(page).toHaveURL(/\/ai\/template\?tpl_id=\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hero(page).getByRole('heading', { level: 1, name: 'Living Portrait' })).toBeVisible();
    await expect(hero(page).getByText('Photo', { exact: true })).toBeVisible();
    await expect(hero(page).getByText('Required', { exact: true })).toBeVisible();
  });
});
