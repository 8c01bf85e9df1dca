import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { targetRowHeight } from '../../src/core/justified-rows';

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

/** Where each explore tile sits, and whether the page scrolls sideways. */
async function tileRects(page: Page, listName: string) {
  return page.getByRole('list', { name: listName }).evaluate((list) => {
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const tiles = [...list.querySelectorAll(':scope > li')].filter((li) => li.querySelector('button'));
    const root = document.documentElement;
    return {
      grid: rect(list),
      justified: list.classList.contains('is-justified'),
      tiles: tiles.map(rect),
      sideways: root.scrollWidth > root.clientWidth,
    };
  });
}

/** What breaks the gallery: rows that do not reach both edges, overlapping tiles, sideways scrolling. */
function rowFaults({ grid, justified, tiles, sideways }: Awaited<ReturnType<typeof tileRects>>) {
  const faults: string[] = [];
  if (!justified) faults.push('not laid out yet');
  if (sideways) faults.push('the page scrolls sideways');
  const rows: (typeof tiles)[] = [];
  for (const tile of tiles) {
    const row = rows.find((r) => Math.abs(r[0].top - tile.top) < 1);
    if (row) row.push(tile);
    else rows.push([tile]);
  }
  rows.forEach((row, i) => {
    const first = row[0];
    const last = row[row.length - 1];
    if (Math.abs(first.left - grid.left) > 2) faults.push(`row ${i} starts at ${first.left - grid.left}px`);
    if (i < rows.length - 1 && Math.abs(last.right - grid.right) > 2)
      faults.push(`row ${i} ends ${grid.right - last.right}px short of the edge`);
    if (last.right > grid.right + 0.5) faults.push(`row ${i} overflows the grid`);
  });
  tiles.forEach((a, i) =>
    tiles.slice(i + 1).forEach((b, j) => {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5) faults.push(`tiles ${i} and ${i + 1 + j} overlap`);
    }),
  );
  const heights = rows.map((r) => r[0].bottom - r[0].top);
  return { faults, rows: rows.length, heights, target: targetRowHeight(grid.right - grid.left) };
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

  test('rows fill the width at every screen size, the last row ending short', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/ai/explore');
    const video = page.getByRole('list', { name: 'Video examples' });
    await expect(video.getByRole('button', { name: 'Open Ocean at Dawn' })).toBeVisible();
    await expect(await scrollToEnd(page, video)).toHaveCount(30);
    // Phones see their own width; the desktop project steps through the widths.
    for (const width of isMobile ? [390] : [390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: isMobile ? 844 : 900 });
      let layout: ReturnType<typeof rowFaults> | undefined;
      await expect
        .poll(async () => (layout = rowFaults(await tileRects(page, 'Video examples'))).faults, {
          message: `rows at ${width} px`,
        })
        .toEqual([]);
      expect(layout!.rows).toBeGreaterThan(3);
      // Rows near the target height (180 px on phones, about 240 on a laptop): no tiny tiles, no giant ones.
      const { heights, target } = layout!;
      for (const height of heights.slice(0, -1)) {
        expect(height).toBeGreaterThan(target * 0.6);
        expect(height).toBeLessThan(target * 1.7);
      }
      expect(heights[heights.length - 1]).toBeLessThanOrEqual(target + 1);
      if (width === 390 || width === 1280) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await saveScreen(page, testInfo, `explore-rows-${width}`);
      }
    }
  });

  test('a video tile plays its preview under the mouse or the keyboard focus; a tap on a phone opens it', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/ai/explore');
    const video = page.getByRole('list', { name: 'Video examples' });
    const tile = (name: string) =>
      video.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Open ${name}` }) });
    const ocean = tile('Ocean at Dawn');
    if (isMobile) {
      // No hover on a touch screen: the tile stays a still until tapped, and the tap opens the item.
      await expect(ocean.locator('video')).toHaveCount(0);
      await ocean.getByRole('button').tap();
      await expect(page.getByRole('dialog', { name: 'Ocean at Dawn' })).toBeVisible();
      return;
    }
    await ocean.hover();
    const playing = ocean.locator('video');
    await expect(playing).toBeVisible();
    await expect.poll(() => playing.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
    await page.mouse.move(5, 5);
    await expect(playing).toHaveCount(0);
    // The keyboard reaches the next tile, which plays its preview, and Enter opens it.
    await ocean.getByRole('button').focus();
    await page.keyboard.press('Tab');
    const next = video.getByRole('listitem').nth(1);
    await expect(next.getByRole('button')).toBeFocused();
    await expect(next.locator('video')).toBeVisible();
    await expect(ocean.locator('video')).toHaveCount(0);
    const name = (await next.getByRole('button').getAttribute('aria-label'))!.replace(/^Open /, '');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name })).toBeVisible();
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
