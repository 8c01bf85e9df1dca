import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { saveScreen } from './support/screens';
import { removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import {
  downloadResult,
  openSignedUp,
  expectInLibrary,
  pressGenerate,
  resultAudioDuration,
  resultImageSize,
  resultVideoInfo,
  setSlider,
  uploadInput,
} from './support/generator-flow';

// The AI tool pages, text to music and effects, each with real input (desktop project only).
let server: RunningServer;
let inputs: MediaInputs;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inputs = await mediaInputs();
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50' });
});
test.afterAll(async () => removeServer(server));

const open = (page: Page, route: string) => openSignedUp(page, server.url, route);

/** Paints one stroke across the middle of the mask canvas. */
async function paintStroke(page: Page): Promise<void> {
  const canvas = page.getByRole('img', { name: /^Mask:/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 5 });
  await page.mouse.up();
}

test('video enhancer: a clip comes back at twice the size', async ({ page }) => {
  await open(page, 'ai-tools/video-enhancer');
  await expect(page.getByRole('button', { name: 'Frame interpolation' })).toBeVisible();
  await uploadInput(page, inputs.clip, 'Video');
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video).toMatchObject({ width: 640, height: 480, frame: true });
  expect(video.duration).toBeGreaterThan(1.5);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, server.url, 'Video enhancer', /\.mp4$/);
});

test('image enhancer: sharpened photo keeps its size', async ({ page }) => {
  await open(page, 'ai-tools/image-enhancer');
  await page.getByRole('button', { name: 'Sharpen', exact: true }).click();
  await uploadInput(page, inputs.photo, 'Image');
  await setSlider(page, 'Strength', 0.8);
  await pressGenerate(page);
  expect(await resultImageSize(page)).toEqual({ width: 640, height: 480 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, server.url, 'Image enhancer', /\.png$/);
});

test('object remover: brush, undo, clear, then the painted area is removed', async ({ page }, testInfo) => {
  await open(page, 'ai-tools/object-remover');
  await uploadInput(page, inputs.photo, 'Image');
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toBeDisabled();
  await page.getByLabel('Brush size').fill('80');
  await paintStroke(page);
  await expect(page.getByRole('img', { name: 'Mask: 1 stroke' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('img', { name: 'Mask: 0 strokes' })).toBeVisible();
  await paintStroke(page);
  await paintStroke(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(generate).toBeDisabled();
  await paintStroke(page);
  await saveScreen(page, testInfo, 'gen-object-remover-mask');
  await pressGenerate(page);
  expect(await resultImageSize(page)).toEqual({ width: 640, height: 480 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, server.url, 'Object remover', /\.png$/);
});

test('partial redrawing (AI replace): the painted area is redrawn from a prompt', async ({
  page,
}, testInfo) => {
  await open(page, 'ai-tools/partial-redrawing');
  await expect(page.getByRole('heading', { name: 'Partial redrawing' })).toBeVisible();
  await uploadInput(page, inputs.photo, 'Image');
  await paintStroke(page);
  await page.getByLabel('Prompt').fill('golden flowers');
  await saveScreen(page, testInfo, 'gen-partial-redrawing-mask');
  await pressGenerate(page);
  expect(await resultImageSize(page)).toEqual({ width: 640, height: 480 });
  await expectInLibrary(page, server.url, 'Partial redrawing', /\.png$/);
});

test('AI audio: speech noise reduction on a tone keeps its length', async ({ page }) => {
  await page.goto(`${server.url}/ai/ai-tools/audio`);
  await page.getByRole('link', { name: 'AI audio' }).click();
  await signUp(page);
  await uploadInput(page, inputs.tone, 'Audio');
  await page.getByRole('radio', { name: 'High' }).check();
  await pressGenerate(page);
  expect(await resultAudioDuration(page)).toBeGreaterThan(2.5);
  expect(await downloadResult(page)).toMatch(/\.mp3$/);
  await expectInLibrary(page, server.url, 'Speech noise reduction', /\.mp3$/);
});

test('text to music: a 5 s track from a prompt', async ({ page }) => {
  await open(page, 'text-to-music');
  await expect(page.getByLabel('Prompt')).toHaveAttribute(
    'placeholder',
    'Describe the music you want to hear',
  );
  await page.getByLabel('Prompt').fill('calm piano in A minor, 90 bpm');
  await setSlider(page, 'Duration', 5);
  await pressGenerate(page);
  expect(await resultAudioDuration(page)).toBeGreaterThan(4.5);
  expect(await downloadResult(page)).toMatch(/\.mp3$/);
  await expectInLibrary(page, server.url, 'Text to music', /\.mp3$/);
});

test('effects: the list opens creation with the effect chosen; a photo becomes a clip', async ({ page }) => {
  await open(page, 'effect');
  await page.getByRole('link', { name: /Shake/ }).click();
  await expect(page.getByLabel('Effect', { exact: true })).toHaveValue('shake');
  await uploadInput(page, inputs.photo, 'Image');
  await setSlider(page, 'Duration', 2);
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video.duration).toBeGreaterThan(1.5);
  expect(video.frame).toBe(true);
  await expectInLibrary(page, server.url, 'AI effect', /\.mp4$/);
});
