/**
 * Issue 18 item 6, the last small modals where the product uses them: AI audio's vocal separation asks which
 * part to keep (select-one, vocal first) and what it costs (consumed-credit prompt) before the real run; the
 * phone purchase popup's carousel shows each kind's media, rotates every 6 s and falls back to a default picture
 * when one fails; the account panel reloads the profile; the membership dialog opens on Yearly.
 */
import { test, expect, type Page } from '@playwright/test';
import { seedMediaUrl } from '../../src/core/seed-media';
import { SHOWCASE } from '../../src/core/showcase';
import { signUp } from './support/accounts';
import { forceVariants } from './support/commerce';
import {
  downloadResult,
  openSignedUp,
  pressGenerate,
  resultAudioDuration,
  uploadInput,
} from './support/generator-flow';
import { mediaInputs } from './support/media-inputs';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { balance } from './support/tasks';

/** Waits for the modals' open animations (finite ones: a busy spinner turns forever) before a screenshot. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/** Requests to exactly POST /v1/user (the profile), not its sub-paths. */
function profileLoads(page: Page): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/user') n += 1;
  });
  return () => n;
}

test('vocal separation: which part to keep, then its cost; Cancel at either step charges nothing', async ({
  page,
}, testInfo) => {
  const inputs = await mediaInputs();
  await openSignedUp(page, E2E_BASE_URL, 'ai-tools/ai-audio', 5);
  await page.getByRole('button', { name: 'Vocal separation' }).click();
  await uploadInput(page, inputs.tone, 'Audio');
  const output = page.getByRole('main').locator('audio.result-audio');

  // The select-one opens on Vocal; Cancel starts nothing.
  await pressGenerate(page);
  const pick = page.getByRole('dialog', { name: 'Which part do you want to keep?' });
  await expect(pick.getByRole('radio', { name: 'Vocal', exact: true })).toBeChecked();
  await expect(pick.getByRole('radio')).toHaveCount(3);
  await settled(page);
  await saveScreen(page, testInfo, 'audio-edit-select');
  await pick.getByRole('button', { name: 'Cancel' }).click();
  await expect(pick).toHaveCount(0);

  // OK leads to the cost, the number the server charges; Cancel there starts nothing either.
  await pressGenerate(page);
  await pick.getByRole('radio', { name: 'Accompaniment', exact: true }).check();
  await pick.getByRole('button', { name: 'OK' }).click();
  const cost = page.getByRole('dialog', { name: 'Unlock the full audio' });
  await expect(cost.getByText('Use 1 credit to unlock the full audio')).toBeVisible();
  await settled(page);
  await saveScreen(page, testInfo, 'audio-consumed-prompt');
  await cost.getByRole('button', { name: 'Cancel' }).click();
  await expect(cost).toHaveCount(0);
  await expect(output).toHaveCount(0);
  await expect(balance(page)).toHaveText(/5/);

  // Vocal (the default), Continue: the real run, one credit taken by the server, the vocal track alone.
  await pressGenerate(page);
  await pick.getByRole('button', { name: 'OK' }).click();
  await cost.getByRole('button', { name: 'Continue' }).click();
  expect(await resultAudioDuration(page)).toBeGreaterThan(2.5);
  await expect(output).toHaveCount(1);
  await expect(balance(page)).toHaveText(/4/);
  expect(await downloadResult(page)).toMatch(/\.mp3$/);
});

test('phone purchase popup: the carousel shows media, turns every 6 s, and a failed picture falls back', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the carousel is the phone popup’s');
  // The audio slide's picture fails to load: it must show the default picture, not a broken image.
  const audio = SHOWCASE['/ai/text-to-music'];
  if (audio.kind !== 'still') throw new Error('the music card shows a still');
  await page.route(`**${seedMediaUrl(audio.image)}`, (route) => route.abort());
  await page.clock.install();
  await page.goto('/ai/home');
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const popup = page.getByRole('dialog', { name: 'Purchase' });
  const carousel = popup.locator('[aria-roledescription="carousel"]');
  const picture = (name: string) => carousel.getByRole('img', { name: `Example: ${name}` });
  const decoded = (name: string) =>
    picture(name).evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

  await expect(picture('Video AI')).toBeVisible();
  await expect.poll(() => decoded('Video AI'), { timeout: 20_000 }).toBeGreaterThan(100);
  await expect(picture('Video AI')).not.toHaveAttribute('data-fallback');
  await saveScreen(page, testInfo, 'purchase-carousel-video');

  await page.clock.runFor(6_000);
  await expect(carousel.getByRole('button', { name: 'Image AI' })).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => decoded('Image AI'), { timeout: 20_000 }).toBeGreaterThan(100);

  await page.clock.runFor(6_000);
  await expect(carousel.getByText('Music and voices from a prompt')).toBeVisible();
  await expect(picture('Audio AI')).toHaveAttribute('data-fallback', 'true');
  await expect.poll(() => decoded('Audio AI')).toBeGreaterThan(0);
  await saveScreen(page, testInfo, 'purchase-carousel-fallback');

  // Round again to the first.
  await page.clock.runFor(6_000);
  await expect(picture('Video AI')).toBeVisible();
});

test('the account panel reloads the profile as it opens', async ({ page }) => {
  await page.goto('/ai/home');
  await signUp(page);
  const loads = profileLoads(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect.poll(loads).toBeGreaterThanOrEqual(1);
});

test('the membership dialog opens on Yearly; Monthly switches the plans', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the membership dialog is the desktop pricing v2 variant');
  await forceVariants(page, { price_upgrade: 2 });
  await page.goto('/ai/home');
  await signUp(page);
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog.getByRole('button', { name: 'Yearly' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('article', { name: 'Premium' })).toContainText('Yearly plan');
  await dialog.getByRole('button', { name: 'Monthly' }).click();
  await expect(dialog.getByRole('article', { name: 'Premium' })).toContainText('Monthly plan');
});
