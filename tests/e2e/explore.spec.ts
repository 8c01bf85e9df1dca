import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';

/** Records the explore pages the page asks for, per tab. */
function explorePages(page: Page) {
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/v1/common/explore' && url.searchParams.get('type'))
      asked.push(`${url.searchParams.get('type')}:${url.searchParams.get('page')}`);
  });
  return asked;
}

async function scrollToEnd(page: Page, grid: ReturnType<Page['getByRole']>) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByRole('status').filter({ hasText: 'That is everything for now.' })).toBeVisible({
      timeout: 1500,
    });
  }).toPass({ timeout: 20_000 });
  return grid.getByRole('listitem').filter({ has: page.getByRole('button') });
}

test.describe('explore', () => {
  test('each tab loads page by page once, then marks its end', async ({ page }, testInfo) => {
    const asked = explorePages(page);
    await page.goto('/ai/explore');
    const video = page.getByRole('list', { name: 'Video examples' });
    await expect(video.getByRole('button', { name: 'Open Ocean at Dawn' })).toBeVisible();
    // The end is not marked while pages remain.
    await expect(page.getByText('That is everything for now.')).toBeHidden();
    await saveScreen(page, testInfo, 'explore-video');
    const tiles = await scrollToEnd(page, video);
    await expect(tiles).toHaveCount(30);
    // The first page came inside the page's HTML, so only the second is asked for.
    expect(asked.filter((a) => a.startsWith('video:')).sort()).toEqual(['video:2']);

    // Thumbnails are sized from extra; an unreadable extra (item 7, Desert Caravan) gives 400×400.
    const broken = video
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Open Desert Caravan' }) });
    await expect(broken).toHaveAttribute('data-thumb-width', '400');
    await expect(broken).toHaveAttribute('data-thumb-height', '400');
    const sized = video
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Open Ocean at Dawn' }) });
    await expect(sized).not.toHaveAttribute('data-thumb-width', '400');

    await page.getByRole('tab', { name: 'Image' }).click();
    const image = page.getByRole('list', { name: 'Image examples' });
    await expect(image.getByRole('button', { name: 'Open Coastal Village' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, testInfo, 'explore-image');
    await expect(await scrollToEnd(page, image)).toHaveCount(30);
    // Back to video: nothing is fetched again.
    await page.getByRole('tab', { name: 'Video' }).click();
    await expect(video.getByRole('button', { name: 'Open Ocean at Dawn' })).toBeVisible();
    expect(asked.sort()).toEqual(['image:1', 'image:2', 'video:2']);
  });

  test('an item shows its settings and Go Create opens its generator', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/ai/explore');
    await page.getByRole('button', { name: 'Open Ocean at Dawn' }).click();
    if (isMobile) {
      // Phones get the video preview first: 'View Details' opens the detail.
      const preview = page.getByRole('dialog', { name: 'Ocean at Dawn' });
      await expect(preview.getByRole('button', { name: 'Go Create' })).toBeVisible();
      await saveScreen(page, testInfo, 'explore-video-preview');
      await preview.getByRole('button', { name: 'View Details' }).click();
    }
    const detail = page.getByRole('dialog', { name: 'Ocean at Dawn' });
    const settings = detail.getByRole('definition');
    await expect(detail.getByText('Prompt', { exact: true })).toBeVisible();
    await expect(settings.filter({ hasText: 'Slow aerial drift over turquoise ocean waves' })).toBeVisible();
    await expect(settings.filter({ hasText: '16:9' })).toBeVisible();
    // A style reads as the generator's style picker names it.
    await expect(settings.filter({ hasText: /^Neon$/ })).toBeVisible();
    await saveScreen(page, testInfo, 'explore-detail');
    await detail.getByRole('button', { name: 'Go Create' }).click();
    await expect(page).toHaveURL(/\/ai\/text-to-video$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The generator starts from the item's settings.
    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue(
      /Slow aerial drift over turquoise ocean waves/,
    );
  });

  test('an image opens the full-screen preview: zoom, rotate and keys', async ({ page }, testInfo) => {
    await page.goto('/ai/explore');
    await page.getByRole('tab', { name: 'Image' }).click();
    await page.getByRole('button', { name: 'Open Coastal Village' }).click();
    await page
      .getByRole('dialog', { name: 'Coastal Village' })
      .getByRole('button', { name: 'View full size' })
      .click();
    const preview = page.getByRole('dialog', { name: 'Image preview' });
    const img = preview.getByRole('img', { name: 'Coastal Village' });
    await expect(img).toHaveAttribute('data-zoom', '1');
    await preview.getByRole('button', { name: 'Zoom in' }).click();
    await expect(preview.getByText('120%')).toBeVisible();
    await page.keyboard.press('+');
    await expect(img).toHaveAttribute('data-zoom', '1.4');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(img).toHaveAttribute('data-zoom', '0.8');
    for (let i = 0; i < 10; i++) await page.keyboard.press('-');
    await expect(img).toHaveAttribute('data-zoom', '0.25');
    await expect(preview.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Rotate right' }).click();
    await expect(img).toHaveAttribute('data-rotation', '90');
    await page.keyboard.press('r');
    await expect(img).toHaveAttribute('data-rotation', '180');
    await saveScreen(page, testInfo, 'image-preview');
    await expect(preview.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(preview.getByText(/^2 \/ \d+$/)).toBeVisible();
    // Another image starts unzoomed and upright.
    const next = preview.locator('img');
    await expect(next).toHaveAttribute('data-zoom', '1');
    await expect(next).toHaveAttribute('data-rotation', '0');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Coastal Village' })).toBeVisible();
  });

  test('a signed-in user reports an item once', async ({ page, isMobile }) => {
    await page.goto('/ai/explore');
    await signUp(page);
    await page.getByRole('button', { name: 'Open Misty Forest' }).click();
    const detail = page.getByRole('dialog', { name: 'Misty Forest' });
    if (isMobile) await page.getByRole('button', { name: 'View Details' }).click();
    await detail.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report this item' });
    await expect(report.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await report.getByRole('radio', { name: 'Other' }).check();
    await expect(report.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await report.getByRole('textbox', { name: 'Tell us more' }).fill('Looks like a copy of my photo');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thanks, we will look at it.')).toBeVisible();
    await detail.getByRole('button', { name: 'Report' }).click();
    await report.getByRole('radio', { name: 'Spam' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('You have already reported this item')).toBeVisible();
  });

  test('home shows recent explore items that open their detail', async ({ page }) => {
    await page.goto('/ai/home');
    // The strip loads as the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'AI tools' }).scrollIntoViewIfNeeded();
    const recent = page.getByRole('list', { name: 'Recent examples' });
    await expect(recent.getByRole('button')).toHaveCount(10);
    await recent.getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Go Create' })).toBeVisible();
  });
});
