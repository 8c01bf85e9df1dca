import { test, expect, type Page, type Route } from '@playwright/test';
import type { Envelope } from '../../src/core/contract/envelope';
import type { Template, TemplateListData } from '../../src/core/contract/templates';
import { saveScreen } from './support/screens';

async function openTemplates(page: Page) {
  await page.goto('/ai/home');
  await page.getByRole('button', { name: 'Browse templates' }).click();
  const modal = page.getByRole('dialog', { name: 'Templates' });
  await expect(modal.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
  return modal;
}

/**
 * The seed has 6 templates a category; paging needs more. This stretches image category 6 (Art Styles, 25 a page)
 * to 60 templates (copies of its real ones with fresh ids) and records which pages the modal asks for.
 */
async function longCategory(page: Page) {
  const asked: number[] = [];
  let real: Template[] = [];
  const TOTAL = 60;
  await page.route('**/v1/ai/tpl/list?*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('cid') !== '6') return route.continue();
    const pageNo = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('page_size'));
    asked.push(pageNo);
    if (real.length === 0) {
      const res = await route.fetch({ url: `${url.origin}/v1/ai/tpl/list?cid=6&page=1&page_size=50` });
      real = ((await res.json()) as Envelope<TemplateListData>).data.list;
    }
    const list = Array.from({ length: TOTAL }, (_, i) => ({
      ...real[i % real.length],
      tpl_id: 1000 + i,
      name: `Long ${i + 1}`,
    })).slice((pageNo - 1) * size, pageNo * size);
    const body: Envelope<TemplateListData> = {
      code: 0,
      msg: 'ok',
      trace_id: 'test',
      data: { list, paginate: { total: TOTAL, page: pageNo, page_size: size } },
    };
    await route.fulfill({ json: body });
  });
  return asked;
}

test.describe('template list modal', () => {
  test('tabs, categories with arrows, cards with HOT tags and previews', async ({
    page,
    isMobile,
  }, testInfo) => {
    const modal = await openTemplates(page);
    const grid = modal.getByRole('list', { name: 'Cinematic' });
    await expect(grid.getByRole('listitem')).toHaveCount(6);
    await expect(grid.getByText('HOT')).toHaveCount(3);
    await expect(modal.getByRole('button', { name: 'Go create with Epic Drone Flight' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Scroll categories left' })).toBeDisabled();
    if (isMobile) {
      // Phones play a preview by its play icon.
      await modal.getByRole('button', { name: 'Play preview of Epic Drone Flight' }).click();
      await expect(modal.getByRole('button', { name: 'Pause preview of Epic Drone Flight' })).toBeVisible();
    } else {
      await modal.getByRole('listitem').filter({ hasText: 'Epic Drone Flight' }).hover();
      await expect(
        modal.getByRole('listitem').filter({ hasText: 'Epic Drone Flight' }).locator('video'),
      ).toHaveCount(1);
      await expect(modal.getByRole('button', { name: /Play preview/ })).toHaveCount(0);
    }
    await saveScreen(page, testInfo, 'template-modal');
    await modal.getByRole('tab', { name: 'Fun Effects' }).click();
    await expect(modal.getByRole('list', { name: 'Fun Effects' }).getByRole('listitem')).toHaveCount(6);
    // Six templates fit in one page: there is no end to reach, so no end hint.
    await expect(modal.getByText('You have reached the end')).toHaveCount(0);
    await modal.getByRole('tab', { name: 'Image' }).click();
    await expect(modal.getByRole('tab', { name: 'Art Styles' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('list', { name: 'Art Styles' }).getByRole('listitem')).toHaveCount(6);
  });

  test('more templates load at the bottom past 20 loaded and stop at the total', async ({ page }) => {
    const asked = await longCategory(page);
    const modal = await openTemplates(page);
    await modal.getByRole('tab', { name: 'Image' }).click();
    const grid = modal.getByRole('list', { name: 'Art Styles' });
    await expect(grid.getByRole('listitem')).toHaveCount(25);
    await expect(modal.getByText('You have reached the end')).toBeHidden();
    await expect(async () => {
      await grid.getByRole('listitem').last().scrollIntoViewIfNeeded();
      await expect(modal.getByText('You have reached the end')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(grid.getByRole('listitem')).toHaveCount(60);
    expect(asked).toEqual([1, 2, 3]);
    // Another category fits in its first page: the hint belongs to the paged one only.
    await modal.getByRole('tab', { name: 'Portrait Makeover' }).click();
    await expect(modal.getByRole('list', { name: 'Portrait Makeover' }).getByRole('listitem')).toHaveCount(6);
    await expect(modal.getByText('You have reached the end')).toHaveCount(0);
  });

  test('go create hands the template to its generator', async ({ page }) => {
    const modal = await openTemplates(page);
    await modal.getByRole('tab', { name: 'Animate Photo' }).click();
    await modal.getByRole('button', { name: 'Go create with Living Portrait' }).click();
    await expect(page).toHaveURL(/\/ai\/image-to-video$/);
    await expect(page.getByRole('dialog', { name: 'Templates' })).toHaveCount(0);
  });
});

test.describe('the category the template list opens on', () => {
  test("a generator's list reopens on the current template's category", async ({ page }, testInfo) => {
    await page.goto('/ai/text-to-video');
    const area = page.getByRole('region', { name: 'Templates' });
    await area.scrollIntoViewIfNeeded();
    await expect(area.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
    await area.getByRole('tab', { name: 'Nature & Travel' }).click();
    await area.getByRole('button', { name: 'Use template Desert Journey' }).click();
    await expect(page.getByRole('form', { name: 'Generator settings' }).getByLabel('Prompt')).toHaveValue(
      /Golden sand dunes/,
    );

    // The area's own tabs move on; the list still opens where the applied template lives, card marked.
    await area.getByRole('tab', { name: 'Cinematic' }).click();
    await area.getByRole('button', { name: 'All templates' }).click();
    const modal = page.getByRole('dialog', { name: 'Templates' });
    await expect(modal.getByRole('tab', { name: 'Nature & Travel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = modal.getByRole('list', { name: 'Nature & Travel' });
    await expect(grid.locator('[aria-current="true"]')).toContainText('Desert Journey');
    await saveScreen(page, testInfo, 'template-modal-current-category');

    // Another template applied from the list: the next opening starts on its category.
    await modal.getByRole('tab', { name: 'Cinematic' }).click();
    await modal.getByRole('button', { name: 'Use template Space Odyssey' }).click();
    await expect(modal).toHaveCount(0);
    await area.getByRole('tab', { name: 'Nature & Travel' }).click();
    await area.getByRole('button', { name: 'All templates' }).click();
    await expect(modal.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      modal.getByRole('list', { name: 'Cinematic' }).locator('[aria-current="true"]'),
    ).toContainText('Space Odyssey');
    // Away to the image templates and back: the current template's category again.
    await modal.getByRole('tab', { name: 'Image' }).click();
    await expect(modal.getByRole('tab', { name: 'Art Styles' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByRole('tab', { name: 'Video' }).click();
    await expect(modal.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
  });

  test("a template page's list starts on that template's category, the first time only", async ({
    page,
  }, testInfo) => {
    // Seeded ids run six a category in category order: 43 is the first of Illustration (image, category 8).
    await page.goto('/ai/template?tpl_id=43');
    await expect(
      page.getByRole('main').getByRole('article').getByText('Illustration', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'All templates' }).click();
    const modal = page.getByRole('dialog', { name: 'Templates' });
    await expect(modal.getByRole('tab', { name: 'Image' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('tab', { name: 'Illustration' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByRole('list', { name: 'Illustration' }).getByRole('listitem')).toHaveCount(6);
    await saveScreen(page, testInfo, 'template-modal-preselected');
    // Tabs reloaded later fall back to their first category.
    await modal.getByRole('tab', { name: 'Video' }).click();
    await expect(modal.getByRole('tab', { name: 'Cinematic' })).toHaveAttribute('aria-selected', 'true');
    await modal.getByRole('tab', { name: 'Image' }).click();
    await expect(modal.getByRole('tab', { name: 'Art Styles' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('a template field of a widget type this app does not know is left out of the form', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/v1/ai/tpl/list?*', async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('cid') !== '1') return route.continue();
    const res = await route.fetch();
    const body = (await res.json()) as Envelope<TemplateListData>;
    for (const tpl of body.data.list)
      tpl.fields.push({
        field: 'hologram',
        type: 'hologram_picker',
        label: 'Hologram',
      } as unknown as Template['fields'][number]);
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/ai/text-to-video');
  const area = page.getByRole('region', { name: 'Templates' });
  await area.scrollIntoViewIfNeeded();
  await area.getByRole('button', { name: 'Use template Epic Drone Flight' }).click();
  const form = page.getByRole('form', { name: 'Generator settings' });
  await expect(form.getByLabel('Prompt')).toHaveValue(/Epic drone flight/i);
  await expect(form.getByText('Hologram')).toHaveCount(0);
  expect(errors).toEqual([]);
});
