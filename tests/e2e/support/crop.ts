import { expect, type Page } from '@playwright/test';

/** The crop modal's presets as [label, width part, height part]. */
export const PRESETS: Array<[string, number, number]> = [
  ['16:9', 16, 9],
  ['9:16', 9, 16],
  ['1:1', 1, 1],
  ['4:3', 4, 3],
  ['3:4', 3, 4],
];

/** The decoded size of the photo the crop gave the home page's photo starter. */
export async function photoSize(page: Page) {
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return photo.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
}
