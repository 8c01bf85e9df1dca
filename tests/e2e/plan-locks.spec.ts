import { test, expect } from '@playwright/test';
import { mediaInputs } from './support/media-inputs';
import { openSignedUp, pressGenerate, uploadInput } from './support/generator-flow';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { balance } from './support/tasks';

// Ultra HD and frame interpolation are options of the Standard and Premium plans: a free plan's form shows them
// locked and leads to the plans; a task that asks for one anyway is refused without a charge.

test('frame interpolation shows locked on a free plan and leads to the plans', async ({ page }, testInfo) => {
  const { smallClip } = await mediaInputs();
  await openSignedUp(page, E2E_BASE_URL, 'ai-tools/video-enhancer', 5);
  const mode = page.getByRole('button', { name: 'Frame interpolation (Standard and Premium plans)' });
  await mode.click();
  await expect(mode).toHaveAttribute('aria-pressed', 'true');
  const note = page.getByRole('note').filter({ hasText: 'Frame interpolation is included' });
  await expect(note).toHaveText(/Frame interpolation is included in the Standard and Premium plans\./);
  await uploadInput(page, smallClip, 'Video');
  await saveScreen(page, testInfo, 'plan-lock-frame-interpolation');

  // Generate anyway: the server refuses, nothing is charged, and the plans are offered with the reason.
  await pressGenerate(page);
  const output = page.getByRole('main').locator('.generator-output');
  await expect(output.getByRole('alert')).toHaveText(
    'This option is included in the Standard and Premium plans. Upgrade your plan to use it.',
  );
  await expect(balance(page)).toHaveText(/\b5\b/);
  await note.getByRole('button', { name: 'Upgrade Plan' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Premium' }).first()).toBeVisible();
});

test('the ×4 upscale shows locked on a free plan: picking it opens the plans and keeps ×2', async ({
  page,
}) => {
  await openSignedUp(page, E2E_BASE_URL, 'ai-tools/image-enhancer', 5);
  await page.getByRole('button', { name: 'Upscale', exact: true }).click();
  const four = page.getByRole('radio', { name: '×4 (Standard and Premium plans)' });
  await four.click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Premium' }).first()).toBeVisible();
  await expect(four).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '×2', exact: true })).toBeChecked();
});
