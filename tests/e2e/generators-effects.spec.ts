import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { saveScreen } from './support/screens';
import { balance } from './support/tasks';
import { E2E_BASE_URL } from './support/server';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import { openSignedUp, pressGenerate, resultVideoInfo, uploadInput } from './support/generator-flow';

// Effect templates that take more than one photo: the two-person templates (two photos) and Dance Remix (a clip),
// each generated for real and checked in the browser, on desktop and phone (the two-photo form is new layout).
// They run on the shared server: a new account's 5 sign-up credits pay for both.
let inputs: MediaInputs;
let people: [string, string];

/** A portrait "photo" of one person: a coloured backdrop, a face and shoulders. */
async function personPhoto(file: string, backdrop: string, shirt: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="${backdrop}"/>
    <circle cx="240" cy="240" r="110" fill="#f1c27d"/>
    <rect x="90" y="400" width="300" height="240" rx="80" fill="${shirt}"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

test.beforeAll(async () => {
  inputs = await mediaInputs();
  const dir = path.dirname(inputs.photo);
  people = [
    await personPhoto(path.join(dir, 'person-a.jpg'), '#f7c6d9', '#c0392b'),
    await personPhoto(path.join(dir, 'person-b.jpg'), '#bfe3f5', '#2c3e90'),
  ];
});

const open = (page: Page, route: string) => openSignedUp(page, E2E_BASE_URL, route, 5);

/** Picks a template of an effect category in the page's template area. */
async function useTemplate(page: Page, category: string, name: string): Promise<void> {
  const area = page.getByRole('region', { name: 'Templates' });
  await area.getByRole('tab', { name: category }).click();
  await area.getByRole('button', { name: `Use template ${name}` }).click();
}

async function expectClip(page: Page, minSeconds: number) {
  const video = await resultVideoInfo(page);
  expect(video.duration).toBeGreaterThan(minSeconds);
  expect(video.frame).toBe(true);
  return video;
}

test('a two-person template from the template list takes two photos and makes one clip', async ({
  page,
}, testInfo) => {
  await open(page, 'home');
  // Go create on an effect template opens effect creation (not the effect list) with the template's fields.
  await page.getByRole('button', { name: 'Browse templates' }).click();
  const modal = page.getByRole('dialog', { name: 'Templates' });
  await modal.getByRole('tab', { name: 'Love & Friends' }).click();
  await modal.getByRole('button', { name: 'Go create with AI Hug' }).click();
  await expect(page).toHaveURL(/\/ai\/effect\/create$/);
  const photos = page.getByRole('group', { name: 'Photos of the two people' });
  await expect(photos.getByText('Photo 1', { exact: true })).toBeVisible();
  await expect(photos.getByText('Photo 2', { exact: true })).toBeVisible();
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toBeDisabled();
  await uploadInput(page, people[0], 'Photo 1', 0);
  // One photo is not enough for a two-person effect.
  await expect(generate).toBeDisabled();
  await uploadInput(page, people[1], 'Photo 2', 1);
  await expect(generate).toBeEnabled();
  await photos.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await saveScreen(page, testInfo, 'effect-two-photos-form');
  await pressGenerate(page);
  // Two portrait photos side by side: a 4 s clip wider than tall.
  const video = await expectClip(page, 3.5);
  expect(video.width).toBeGreaterThan(video.height);
  await expect(balance(page)).toHaveText(/\b4\b/);
  await saveScreen(page, testInfo, 'effect-two-photos-result');
});

test('Dance Remix runs its effect over an uploaded clip', async ({ page }) => {
  await open(page, 'effect/create');
  await useTemplate(page, 'Fun Effects', 'Dance Remix');
  await uploadInput(page, inputs.clip, 'Video');
  await pressGenerate(page);
  // The 2 s, 320×240 clip keeps its length and size.
  const video = await expectClip(page, 1.5);
  expect(video).toMatchObject({ width: 320, height: 240 });
  await expect(balance(page)).toHaveText(/\b4\b/);
});
