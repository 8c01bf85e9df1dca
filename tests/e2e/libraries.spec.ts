import fs from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { apiAs, cutApi, generateImage, resultImage, waitForServiceWorker } from './support/tasks';
import { STORAGE_NAMESPACE } from '../../src/core/identity';

const PROMPTS = ['a red kite over the sea', 'two cats on a windowsill', 'a lighthouse at night'] as const;

/** Makes one finished text-to-image result per prompt, one after the other, on the generator page. */
async function makeImages(page: Page): Promise<void> {
  for (const [index, prompt] of PROMPTS.entries()) {
    // The server's times are whole seconds: a second apart, the newest-first order is certain.
    if (index > 0) await page.waitForTimeout(1100);
    await generateImage(page, prompt);
    await expect(resultImage(page).first()).toHaveAccessibleName(new RegExp(prompt), { timeout: 45_000 });
  }
}

const items = (page: Page) => page.getByRole('main').getByRole('article');
const item = (page: Page, prompt: string) => page.getByRole('article', { name: new RegExp(prompt) });
const select = (page: Page, prompt: string) => page.getByRole('checkbox', { name: `Select ${prompt}` });
const search = (page: Page) => page.getByRole('searchbox');

test('libraries: offline search, filters, shift-select to one ZIP, delete with and without undo, uploads', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto(`${E2E_BASE_URL}/ai/text-to-image`);
  await signUp(page);
  await waitForServiceWorker(page);
  await makeImages(page);

  await page.goto(`${E2E_BASE_URL}/ai/libraries`);
  await expect(items(page)).toHaveCount(3);
  // Every result has its picture (and so it is in the service worker's media cache for offline).
  for (const prompt of PROMPTS) await expect(item(page, prompt).getByRole('img')).toBeVisible();

  await test.step('search offline finds an item by a word of its prompt, kept in the URL', async () => {
    const restore = await cutApi(context);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline: showing what this device saved.')).toBeVisible();
    await expect(items(page)).toHaveCount(3);
    await search(page).fill('windowsill');
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAccessibleName(/two cats on a windowsill/);
    await expect(page).toHaveURL(/[?&]q=windowsill/);
    await saveScreen(page, testInfo, 'libraries-search');
    await page.reload();
    await expect(search(page)).toHaveValue('windowsill');
    await expect(items(page)).toHaveCount(1);
    await search(page).fill('dragon');
    await expect(page.getByText('Nothing matches this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(items(page)).toHaveCount(3);
    await restore();
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText('Offline: showing what this device saved.')).toBeHidden();
  });

  await test.step('filters narrow the list; sort turns it round', async () => {
    const type = page.getByRole('group', { name: 'Type' });
    await type.getByRole('button', { name: 'Videos' }).click();
    await expect(page.getByText('Nothing matches this search.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]type=video/);
    await type.getByRole('button', { name: 'Images' }).click();
    await expect(items(page)).toHaveCount(3);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Failed' });
    await expect(page.getByText('Nothing matches this search.')).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Done' });
    await page.getByRole('combobox', { name: 'Generator' }).selectOption({ label: 'Text to image' });
    await expect(items(page)).toHaveCount(3);
    await expect(items(page).first()).toHaveAccessibleName(/a lighthouse at night/);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest first' });
    await expect(items(page).first()).toHaveAccessibleName(/a red kite over the sea/);
    await expect(page.getByRole('status').filter({ hasText: '3 items' })).toBeVisible();
    await type.getByRole('button', { name: 'All' }).click();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Any state' });
  });

  await test.step('shift-select three items and download them as one ZIP', async () => {
    await select(page, PROMPTS[0]).click();
    await select(page, PROMPTS[2]).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Selected items' });
    await expect(bar.getByText('3 selected')).toBeVisible();
    for (const prompt of PROMPTS) await expect(select(page, prompt)).toBeChecked();
    await saveScreen(page, testInfo, 'libraries-selection');

    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download as ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^library-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^a-lighthouse-at-night-[a-z0-9]+\.(png|webp|jpg)$/);
    expect(names[1]).toMatch(/^a-red-kite-over-the-sea-[a-z0-9]+\.(png|webp|jpg)$/);
    expect(names[2]).toMatch(/^two-cats-on-a-windowsill-[a-z0-9]+\.(png|webp|jpg)$/);
    for (const name of names) {
      const bytes = zip[name]!;
      expect(bytes.length).toBeGreaterThan(1000);
      const meta = await sharp(Buffer.from(bytes)).metadata();
      expect(meta.format).toBe(name.endsWith('.png') ? 'png' : name.endsWith('.webp') ? 'webp' : 'jpeg');
    }

    await page.keyboard.press('Escape');
    await expect(bar).toBeHidden();
    for (const prompt of PROMPTS) await expect(select(page, prompt)).not.toBeChecked();
  });

  if (testInfo.project.name === 'phone') {
    await test.step('a long press on a phone enters selection with that item', async () => {
      await item(page, PROMPTS[1]).getByRole('img').scrollIntoViewIfNeeded();
      const box = (await item(page, PROMPTS[1]).getByRole('img').boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await page.waitForTimeout(800);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      const bar = page.getByRole('toolbar', { name: 'Selected items' });
      await expect(bar.getByText('1 selected')).toBeVisible();
      await expect(select(page, PROMPTS[1])).toBeChecked();
      // The press did not also open the picture.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await bar.getByRole('button', { name: 'Clear selection' }).click();
      await expect(bar).toBeHidden();
    });
  }

  await test.step('delete with undo restores; without undo it is gone, also after reload', async () => {
    await select(page, PROMPTS[1]).click();
    await page
      .getByRole('toolbar', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(items(page)).toHaveCount(2);
    const undo = page.getByRole('status').filter({ hasText: '1 item deleted' });
    await expect(undo).toBeVisible();
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(items(page)).toHaveCount(3);
    await expect(undo).toBeHidden();

    await select(page, PROMPTS[0]).click();
    await page
      .getByRole('toolbar', { name: 'Selected items' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(items(page)).toHaveCount(2);
    await expect(undo).toBeVisible();
    // The undo time (6 s) runs out: the delete is sent.
    await expect(undo).toBeHidden({ timeout: 10_000 });
    await expect
      .poll(async () => (await apiAs<{ list: unknown[] }>(page, 'POST', '/v1/ai/task', {})).list.length)
      .toBe(2);
    await page.reload();
    await expect(items(page)).toHaveCount(2);
    await expect(item(page, PROMPTS[0])).toHaveCount(0);
  });

  await test.step('uploads are listed and can be deleted', async () => {
    const token = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_NAMESPACE}:token`);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const sent = await page.request.post(`${E2E_BASE_URL}/v1/file/upload`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: 'holiday photo.png', mimeType: 'image/png', buffer: png } },
    });
    expect((await sent.json()).code).toBe(0);
    await page.getByRole('tab', { name: 'Uploads' }).click();
    await expect(page).toHaveURL(/[?&]tab=uploads/);
    const upload = page.getByRole('article', { name: 'holiday photo.png' });
    await expect(upload.getByRole('img')).toBeVisible();
    // No generation uses it, so the list says when it goes (30 days after it was sent) and why.
    await expect(
      page.getByText('An upload no generation uses is removed 30 days after it was uploaded.'),
    ).toBeVisible();
    const due = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('en', { dateStyle: 'medium' });
    await expect(upload.getByText(`Not used yet: removed on ${due}`)).toBeVisible();
    await saveScreen(page, testInfo, 'uploads-unused');
    await upload.getByRole('button', { name: 'Delete' }).click();
    await expect(upload).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '1 item deleted' })).toBeHidden({
      timeout: 10_000,
    });
    await page.reload();
    await expect(page.getByText('No uploads.', { exact: false })).toBeVisible();
    await page.getByRole('tab', { name: 'Creations' }).click();
    await expect(items(page)).toHaveCount(2);
  });
});
