import { test, expect, type Page } from '@playwright/test';
import { mediaInputs } from './support/media-inputs';

const HOME_HEADING = 'Create video, images and music with AI';

/** Console errors and uncaught exceptions of a page (a hydration mismatch reports itself as an error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Holds the app's code back, as a slow phone would; the returned function lets it through. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('first screen from HTML', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('home, a generator and explore show their first screen from the HTML alone', async ({ page }) => {
      await page.goto('/ai/home');
      await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Start creating' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Generators' })).toBeVisible();
      await page.goto('/ai/text-to-image');
      await expect(page.getByRole('heading', { level: 1, name: 'Text to image' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Generator settings' })).toBeVisible();
      await page.goto('/ai/explore');
      await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Video' })).toBeVisible();
    });

    test('a language in the path gets its own page, links keeping the prefix', async ({ page }) => {
      await page.goto('/ja/ai/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      // The first screen is in Japanese already: the heading, and "Explore examples".
      await expect(page.getByRole('heading', { level: 1, name: 'AIで動画、画像、音楽を作成' })).toBeVisible();
      await expect(page.getByRole('link', { name: '作例を見る' })).toHaveAttribute('href', '/ja/ai/explore');
    });
  });

  test('the browser adopts the HTML without errors and the page works', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/ai/home');
    await page.getByRole('button', { name: 'Browse templates' }).click();
    await expect(page.getByRole('dialog', { name: /templates/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/ai/text-to-image');
    await page.getByRole('textbox', { name: 'Prompt' }).fill('a red kite over a beach');
    await expect(page.getByRole('button', { name: /Generate/ })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('typing and a tap before the page is live are kept and replayed', async ({ page }) => {
    // Hold the app's code back, as a slow phone would, while the user already types and taps.
    const release = await holdAppCode(page);
    // From the moment the page's first script has run (a tap before that is the browser's alone).
    await page.goto('/ai/text-to-image', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Prompt' }).fill('a red kite over a beach');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a red kite over a beach');
    await expect(page.getByText('23/1000')).toBeVisible();
  });

  test('a file picked and the skip link pressed before the page is live are kept', async ({ page }) => {
    const inputs = await mediaInputs();
    const release = await holdAppCode(page);
    await page.goto('/ai/image-to-video', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Image', { exact: true }).setInputFiles(inputs.photo);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // Signed out, the picked photo asks for sign-in and waits; the skip link kept the address as it was.
    await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    await expect(
      page.getByText(/Log in to upload .*: it uploads as soon as you are signed in/),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/ai\/image-to-video$/);
  });

  test('a stored dark theme paints dark from the first frame', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mi-theme', 'dark'));
    // The theme is set before any module runs: hold every script back and look.
    await page.route(/\/assets\/.*\.js$/, () => {});
    await page.goto('/ai/home', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('hashed assets are compressed and immutable; pages and the service worker revalidate', async ({
    request,
  }) => {
    const html = await request.get('/ai/home', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe('br');
    const body = await html.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(body)?.[1];
    expect(script, 'the page names its entry').toBeTruthy();
    for (const [asset, encoding] of [
      [script!, 'br'],
      [script!, 'gzip'],
      [style!, 'br'],
    ]) {
      const res = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-encoding']).toBe(encoding);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['vary']).toContain('Accept-Encoding');
    }
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('unknown paths go home and a missing file is a plain 404', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers()['location']).toBe('/ai/home');
    const prefixed = await request.get('/ja/ai/nowhere?x=1', { maxRedirects: 0 });
    expect(prefixed.headers()['location']).toBe('/ja/ai/home?x=1');
    const missing = await request.get('/icons/missing.png');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).not.toBe(0);
  });

  test('offline, the service worker serves the prerendered page', async ({ page, context }) => {
    await page.goto('/ai/text-to-image');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Cut the network, the worker's fetches included: the page comes from the worker's cache alone.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.goto('/ai/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const prerendered = await page.locator('#root').getAttribute('data-prerendered');
    expect(prerendered).toBe('en');
    await context.setOffline(false);
  });
});
