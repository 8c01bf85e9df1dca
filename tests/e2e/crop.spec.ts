import { test, expect, type Page } from '@playwright/test';
import { bigPhoto } from './support/photos';
import { PRESETS, photoSize } from './support/crop';
import { saveScreen } from './support/screens';

async function uploadBigPhoto(page: Page) {
  await page.goto('/ai/home');
  await page.getByLabel('Upload a photo').setInputFiles(await bigPhoto());
  const dialog = page.getByRole('dialog', { name: 'Crop image' });
  // The first photo loads the crop code and starts its workers: slow on a busy machine.
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 30_000 });
  return dialog;
}

test.describe('crop modal', () => {
  test.setTimeout(120_000);

  test('a 24 MP photo crops to each preset with the exact ratio', async ({ page }, testInfo) => {
    let dialog = await uploadBigPhoto(page);
    await expect(dialog.getByRole('radio')).toHaveCount(PRESETS.length);
    await saveScreen(page, testInfo, 'crop-modal');
    for (const [label, p, q] of PRESETS) {
      await dialog.getByRole('radio', { name: label }).click();
      await expect(dialog.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      const { w, h } = await photoSize(page);
      expect(w * q, `${label}: ${w}×${h}`).toBe(h * p);
      // The photo is downscaled to 2000 px before cropping.
      expect(Math.max(w, h)).toBeLessThanOrEqual(2000);
      await page.getByRole('button', { name: 'Crop again' }).click();
      dialog = page.getByRole('dialog', { name: 'Crop image' });
      await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      // The crop record brings back the last ratio.
      await expect(dialog.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('restore resets zoom and position, cancel keeps the photo unchanged', async ({ page }) => {
    const dialog = await uploadBigPhoto(page);
    const box = dialog.locator('.crop-box');
    await dialog.getByRole('radio', { name: '1:1' }).click();
    const initial = await box.boundingBox();
    const slider = dialog.getByRole('slider', { name: 'Zoom' });
    const fit = Number(await slider.inputValue());
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await slider.inputValue())).toBeGreaterThan(fit);
    await box.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    expect((await box.boundingBox())!.x).toBeLessThan(initial!.x);
    // The box never gets smaller than the picture / 5 (or 40 px).
    for (let i = 0; i < 60; i++) await page.keyboard.press('Shift+ArrowUp');
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(40);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    expect(Number(await slider.inputValue())).toBeCloseTo(fit, 5);
    expect(await box.boundingBox()).toEqual(initial);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const first = await photoSize(page);
    expect(first.w).toBe(first.h);

    await page.getByRole('button', { name: 'Crop again' }).click();
    const again = page.getByRole('dialog', { name: 'Crop image' });
    await again.getByRole('radio', { name: '16:9' }).click();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    expect(await photoSize(page)).toEqual(first);
  });
});
