import { test, expect, type Locator, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { balance } from './support/tasks';

/** Signs up on text to image and generates `count` images from one prompt; returns the generator's output. */
async function generateImages(page: Page, prompt: string, count: 1 | 4): Promise<Locator> {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await expect(balance(page)).toHaveText(/5/);
  await page.getByLabel('Prompt').fill(prompt);
  await page
    .getByRole('group', { name: 'Images' })
    .getByRole('radio', { name: String(count) })
    .check();
  await page.getByRole('button', { name: /^Generate/ }).click();
  const output = page.getByRole('main').locator('.generator-output');
  await expect(output.getByRole('img', { name: /^Generated/ })).toHaveCount(count, { timeout: 60_000 });
  return output;
}

/** A click on the dim backdrop beside the dialog (a corner of the screen). */
async function clickBackdrop(page: Page) {
  const size = page.viewportSize()!;
  await page.mouse.click(4, size.height - 4);
}

/** The shown image stays within 640×640 and within the screen. */
async function expectPlaySize(dialog: Locator, page: Page) {
  const img = dialog.getByRole('img');
  await expect(img).toHaveAttribute('data-fit', /^\d+x\d+$/);
  const box = (await img.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(640.5);
  expect(box.height).toBeLessThanOrEqual(640.5);
  expect(box.width).toBeLessThanOrEqual(size.width);
  expect(box.x).toBeGreaterThanOrEqual(0);
}

test.describe('image viewer', () => {
  test.setTimeout(120_000);

  test('one image opens the image play modal from the generator and from Libraries', async ({
    page,
  }, testInfo) => {
    const output = await generateImages(page, 'a lighthouse on a cliff at sunset', 1);
    await output.getByRole('button', { name: 'Open image' }).click();
    const play = page.getByRole('dialog', { name: 'Image', exact: true });
    await expect(play).toBeVisible();
    await expectPlaySize(play, page);
    await saveScreen(page, testInfo, 'image-play');

    // Full screen opens on top; Escape closes only the top one.
    await play.getByRole('button', { name: 'View full screen' }).click();
    const preview = page.getByRole('dialog', { name: 'Image preview' });
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(play).toBeVisible();

    // A click inside the picture keeps it; the backdrop closes it.
    await play.getByRole('img').click();
    await expect(play).toBeVisible();
    await clickBackdrop(page);
    await expect(play).toBeHidden();
    await output.getByRole('button', { name: 'Open image' }).click();
    await expect(play).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(play).toBeHidden();

    await page.goto('/ai/libraries');
    const item = page.getByRole('article', { name: /^Text to image: a lighthouse/ });
    await item.getByRole('button', { name: 'Open image' }).click();
    await expect(play).toBeVisible();
    await expectPlaySize(play, page);
    await clickBackdrop(page);
    await expect(play).toBeHidden();
    await item.getByRole('button', { name: 'Open image' }).click();
    await page.keyboard.press('Escape');
    await expect(play).toBeHidden();
    await item.getByRole('button', { name: 'Open image' }).click();
    await play.getByRole('button', { name: 'Close' }).click();
    await expect(play).toBeHidden();
  });

  test('several images open the carousel: previous, next, arrow keys and the index', async ({
    page,
  }, testInfo) => {
    const output = await generateImages(page, 'a paper boat on a rainy street', 4);
    await output.getByRole('button', { name: 'Open image 2 of 4' }).click();
    const carousel = page.getByRole('dialog', { name: 'Images' });
    const count = carousel.getByText(/^\d \/ 4$/);
    await expect(count).toHaveText('2 / 4');
    await saveScreen(page, testInfo, 'image-carousel');

    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(count).toHaveText('3 / 4');
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText('4 / 4');
    await expect(carousel.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText('4 / 4');
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveText('3 / 4');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect(count).toHaveText('1 / 4');
    await expect(carousel.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await carousel.getByRole('button', { name: 'Show image 3' }).click();
    await expect(count).toHaveText('3 / 4');

    // Full screen starts at the shown image; its arrows do not move the carousel underneath.
    await carousel.getByRole('button', { name: 'View full screen' }).click();
    const preview = page.getByRole('dialog', { name: 'Image preview' });
    await expect(preview.getByText('3 / 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(preview.getByText('4 / 4')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await expect(count).toHaveText('3 / 4');

    // Only the image play modal closes on a backdrop click.
    await clickBackdrop(page);
    await expect(carousel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(carousel).toBeHidden();

    await page.goto('/ai/libraries');
    const item = page.getByRole('article', { name: /^Text to image: a paper boat/ });
    await expect(item.getByRole('img')).toHaveCount(4);
    await saveScreen(page, testInfo, 'libraries-multi');
    await item.getByRole('button', { name: 'Open image 4 of 4' }).click();
    await expect(count).toHaveText('4 / 4');
    await carousel.getByRole('button', { name: 'Close' }).click();
    await expect(carousel).toBeHidden();

    // One button downloads every image of the result.
    const names: string[] = [];
    page.on('download', (download) => names.push(download.suggestedFilename()));
    await item.getByRole('button', { name: 'Download all (4)' }).click();
    await expect.poll(() => names.length, { timeout: 30_000 }).toBe(4);
    expect(new Set(names).size).toBe(4);
  });
});
