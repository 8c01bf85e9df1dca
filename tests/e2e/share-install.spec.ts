import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { signUpInDialog } from './support/accounts';
import { bigPhoto } from './support/photos';
import { saveScreen } from './support/screens';
import { waitForServiceWorker } from './support/tasks';

/**
 * Shares a photo into the app as a gallery does: a multipart form POST to the manifest's share target, which the
 * service worker answers (the page here only builds and submits the form).
 */
async function sharePhoto(page: Page, photo: string): Promise<void> {
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/ai/share';
    form.innerHTML =
      '<input type="file" name="media" id="share-media"><input name="title" value="Harbour at noon">';
    document.body.append(form);
  });
  await page.locator('#share-media').setInputFiles(photo);
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/ai/share"]')!.submit());
}

test('a shared photo opens the chooser; a tool chosen before sign-in opens with the photo after it', async ({
  page,
}, testInfo) => {
  const photo = await bigPhoto(1200, 900);
  await page.goto('/ai/home');
  await waitForServiceWorker(page);
  await sharePhoto(page, photo);

  await expect(page).toHaveURL(/\/ai\/share\?id=/);
  const chooserUrl = page.url();
  await expect(page.getByRole('heading', { name: 'What do you want to make with it?' })).toBeVisible();
  const preview = page.getByRole('img', { name: 'The photo you shared' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    1200, 900,
  ]);
  const tools = page.getByRole('list', { name: 'Tools that take it' }).getByRole('button');
  await expect(tools).toHaveText([
    'Image to video',
    'Image to image',
    'Background remover',
    'Image enhancer',
  ]);
  await saveScreen(page, testInfo, 'share-chooser');

  await tools.filter({ hasText: 'Image to image' }).click();
  await signUpInDialog(page);
  await expect(page).toHaveURL(/\/ai\/image-to-image$/);
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Prompt')).toHaveValue('Harbour at noon');
  await saveScreen(page, testInfo, 'share-opened-tool');

  // The share stays until it expires: back in the chooser, the enhancer (a tool page) takes the photo too.
  await page.goto(chooserUrl);
  await page
    .getByRole('list', { name: 'Tools that take it' })
    .getByRole('button', { name: 'Image enhancer' })
    .click();
  await expect(page).toHaveURL(/\/ai\/ai-tools\/image-enhancer$/);
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeEnabled();
});

test('a share link whose file is gone says so', async ({ page }) => {
  await page.goto('/ai/home');
  await waitForServiceWorker(page);
  await page.goto('/ai/share?id=not-a-share');
  await expect(page.getByRole('heading', { name: 'Nothing to use here' })).toBeVisible();
});

test('Chromium finds the app installable, with shortcuts and screenshots in its manifest', async ({
  baseURL,
  viewport,
}) => {
  // Chromium never offers installing from an incognito profile (what a test context is): a profile on disk.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-install-'));
  const launch = chromiumLaunchOptions();
  // The install offer (beforeinstallprompt) otherwise waits for the user's engagement with the site over time.
  const args = [...launch.args, '--bypass-app-banner-engagement-checks'];
  const context = await chromium.launchPersistentContext(profile, { ...launch, args, viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/ai/home`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await checkManifest(page);
    // The browser offers installing on a visit where the app qualifies from the start: the header's Install
    // button appears.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();
    await saveScreen(page, test.info(), 'install-button');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

/** The manifest declares the share target, the shortcuts, both screenshot sizes and a maskable icon, all served. */
async function checkManifest(page: Page): Promise<void> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(new URL(href!, page.url()).href)).json();
  expect(manifest.share_target).toMatchObject({ action: '/ai/share', method: 'POST' });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual([
    'Text to video',
    'Image to video',
    'Libraries',
  ]);
  expect(new Set(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor))).toEqual(
    new Set(['wide', 'narrow']),
  );
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  const files = [
    ...manifest.screenshots.map((s: { src: string }) => s.src),
    ...manifest.shortcuts.flatMap((s: { icons: Array<{ src: string }> }) => s.icons.map((i) => i.src)),
  ];
  for (const src of files) {
    expect((await page.request.get(new URL(src, page.url()).href)).status(), src).toBe(200);
  }
}
