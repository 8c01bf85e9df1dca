import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import sharp from 'sharp';
import { test, expect, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';
import { balance, creditMoves, removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import {
  downloadResult,
  openSignedUp,
  expectInLibrary,
  pressGenerate,
  resultImageSize,
  resultVideoInfo,
  setSlider,
  uploadInput,
} from './support/generator-flow';

// The six modules of the generator page, each with real input, checked in the browser (desktop project only,
// see playwright.config; generators-layout covers the phone layout).
let server: RunningServer;
let inputs: MediaInputs;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  inputs = await mediaInputs();
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50' });
});
test.afterAll(async () => removeServer(server));

const open = (page: Page, route: string) => openSignedUp(page, server.url, route);

function settings(page: Page) {
  return page.getByRole('form', { name: 'Generator settings' });
}

async function expectVideo(page: Page, seconds: number): Promise<{ width: number; height: number }> {
  const video = await resultVideoInfo(page);
  expect(video.duration).toBeGreaterThan(seconds - 0.5);
  expect(video.width).toBeGreaterThan(0);
  expect(video.frame).toBe(true);
  return video;
}

test('text to video: prompt idea, 2 s clip, download, library, one credit', async ({ page }, testInfo) => {
  await open(page, 'text-to-video');
  await expect(page.getByLabel('Model')).toHaveValue('pixverse');
  // A prompt idea fills the prompt box.
  await page.locator('.prompt-sample').first().click();
  await expect(page.getByLabel('Prompt')).not.toHaveValue('');
  await page.getByLabel('Prompt').fill('a neon city at night, rain');
  await page.getByRole('radio', { name: '16:9' }).check();
  await setSlider(page, 'Duration', 2);
  await pressGenerate(page);
  const video = await expectVideo(page, 2);
  expect(video.width / video.height).toBeCloseTo(16 / 9, 1);
  await saveScreen(page, testInfo, 'gen-text-to-video-result');
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expect(balance(page)).toHaveText(/49/);
  expect(await creditMoves(page)).toEqual({ charges: 1, refunds: 0 });
  await expectInLibrary(page, server.url, 'Text to video', /\.mp4$/);
});

test('text to image: ratio and style give an image of the expected size', async ({ page }) => {
  await open(page, 'text-to-image');
  await page.getByLabel('Prompt').fill('a lighthouse on a cliff at sunset');
  await page.getByRole('radio', { name: '16:9' }).check();
  await settings(page).getByLabel('Style', { exact: true }).selectOption('watercolor');
  await pressGenerate(page);
  expect(await resultImageSize(page)).toEqual({ width: 1024, height: 576 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, server.url, 'Text to image', /\.png$/);
});

test('image to video: a photo becomes a 2 s clip', async ({ page }) => {
  await open(page, 'image-to-video');
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeDisabled();
  await uploadInput(page, inputs.photo, 'Image');
  await page.getByLabel('Prompt').fill('zoom in slowly');
  await setSlider(page, 'Duration', 2);
  await pressGenerate(page);
  await expectVideo(page, 2);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, server.url, 'Image to video', /\.mp4$/);
});

test('video to anime: a short clip is restyled', async ({ page }) => {
  await open(page, 'video-to-anime');
  await uploadInput(page, inputs.clip, 'Video');
  await page.getByRole('radio', { name: 'Sketch' }).check();
  await pressGenerate(page);
  const video = await expectVideo(page, 2);
  expect(video).toMatchObject({ width: 320, height: 240 });
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, server.url, 'Video to anime', /\.mp4$/);
});

test('image to image: restyled photo keeps its size; regenerate runs it again', async ({ page }) => {
  await open(page, 'image-to-image');
  await uploadInput(page, inputs.photo, 'Image');
  await settings(page).getByLabel('Style', { exact: true }).selectOption('anime');
  await setSlider(page, 'Strength', 0.5);
  await pressGenerate(page);
  expect(await resultImageSize(page)).toEqual({ width: 640, height: 480 });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(balance(page)).toHaveText(/48/);
  expect(await resultImageSize(page)).toEqual({ width: 640, height: 480 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, server.url, 'Image to image', /\.png$/);
});

test('background remover: a transparent cut-out of the photo', async ({ page }) => {
  await open(page, 'ai-tools/bg-remover');
  await uploadInput(page, inputs.photo, 'Photo');
  await page.getByRole('radio', { name: 'Fast' }).check();
  await pressGenerate(page);
  expect(await resultImageSize(page, 90_000)).toEqual({ width: 640, height: 480 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, server.url, 'Background remover', /\.png$/);
});

/** Mean colours of the result video's first and last frames, decoded with ffmpeg from the file the page plays. */
async function firstAndLastColour(page: Page): Promise<[number[], number[]]> {
  const video = page.getByRole('main').locator('.generator-output video.result-media');
  const src = await video.getAttribute('src');
  const res = await page.request.get(new URL(src ?? '', page.url()).href);
  expect(res.ok()).toBe(true);
  const file = path.resolve('.tmp/e2e-inputs/end-frame-result.mp4');
  fs.writeFileSync(file, await res.body());
  const raw = execFileSync(ffmpeg.path, [
    ...['-loglevel', 'error', '-i', file],
    ...['-vf', 'scale=4:4', '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
  ]);
  const size = 4 * 4 * 3;
  const mean = (at: number) =>
    [0, 1, 2].map((c) => {
      let sum = 0;
      for (let i = at + c; i < at + size; i += 3) sum += raw[i];
      return sum / 16;
    });
  return [mean(0), mean(raw.length - size)];
}

test('a template replaces the form with its fields and prompt, and ends on the chosen end frame', async ({
  page,
}, testInfo) => {
  // A flat green end frame with a white disc: nothing like the blue-yellow start photo.
  const endFrame = path.resolve('.tmp/e2e-inputs/end-frame.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="#1fbf4a"/><circle cx="240" cy="240" r="100" fill="#fff"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(endFrame);
  await open(page, 'image-to-video');
  const templates = page.getByRole('region', { name: 'Templates' });
  const use = templates.getByRole('button', { name: /^Use template / }).first();
  await use.click();
  const form = page.getByRole('form', { name: 'Generator settings' });
  await expect(form.getByLabel('Prompt')).not.toHaveValue('');
  await uploadInput(page, inputs.photo, 'Photo');
  await form.getByRole('switch', { name: 'End frame' }).check();
  await uploadInput(page, endFrame, 'End frame', 1);
  await setSlider(page, 'Duration', 2);
  await pressGenerate(page);
  await expectVideo(page, 2);
  const [first, last] = await firstAndLastColour(page);
  await page.getByRole('main').locator('.generator-output').scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'gen-image-to-video-end-frame');
  // The clip starts on the photo (green and red about even) and ends on the end frame (green well ahead).
  const greenLead = (rgb: number[]) => rgb[1] - Math.max(rgb[0], rgb[2]);
  expect(greenLead(first)).toBeLessThan(20);
  expect(greenLead(last)).toBeGreaterThan(greenLead(first) + 50);
});
