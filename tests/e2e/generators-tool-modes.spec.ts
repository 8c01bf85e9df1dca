import { test, expect, type Page } from '@playwright/test';
import { mediaInputs, type MediaInputs } from './support/media-inputs';
import { resultVideoFrameRate, resultVideoSound } from './support/media-probes';
import { E2E_BASE_URL } from './support/server';
import { payViaStore, STANDARD_MONTHLY_SKU } from './support/commerce';
import {
  downloadResult,
  expectInLibrary,
  openSignedUp,
  pressGenerate,
  resultAudioDuration,
  resultImageSize,
  resultVideoInfo,
  setSlider,
  uploadInput,
} from './support/generator-flow';

// The tool-page modes generators-tools does not run, each on a tiny real input (desktop project only). Every test
// signs up a fresh account on the shared server; its signup credits pay for the one task.
let inputs: MediaInputs;
test.beforeAll(async () => {
  inputs = await mediaInputs();
});

/**
 * Opens a tool page signed up and switches it to a mode. `plan` subscribes first, for the options of the paid
 * plans (frame interpolation, ×4 upscale).
 */
async function openMode(
  page: Page,
  route: string,
  heading: string,
  mode: string,
  plan = false,
): Promise<void> {
  await openSignedUp(page, E2E_BASE_URL, route, 5);
  if (plan) {
    await payViaStore(page, STANDARD_MONTHLY_SKU);
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Account' }).getByText('Standard', { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const modeButton = page.getByRole('button', { name: mode, exact: true });
  await modeButton.click();
  await expect(modeButton).toHaveAttribute('aria-pressed', 'true');
}

const library = (label: string) => label.replace(/[()]/g, '\\$&');

test('video enhancer, strong: a 160×120 clip comes back at twice the size and the same length', async ({
  page,
}) => {
  await openMode(page, 'ai-tools/video-enhancer', 'Video enhancer', 'Enhance (strong)');
  await uploadInput(page, inputs.smallClip, 'Video');
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video).toMatchObject({ width: 320, height: 240, frame: true });
  expect(video.duration).toBeCloseTo(1.5, 1);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, E2E_BASE_URL, library('Video enhancer (strong)'), /\.mp4$/);
});

test('video noise reduction: high strength keeps the size and length', async ({ page }) => {
  await openMode(page, 'ai-tools/video-enhancer', 'Video enhancer', 'Noise reduction');
  await uploadInput(page, inputs.smallClip, 'Video');
  await page.getByRole('radio', { name: 'High' }).check();
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video).toMatchObject({ width: 160, height: 120, frame: true });
  expect(video.duration).toBeCloseTo(1.5, 1);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, E2E_BASE_URL, 'Video noise reduction', /\.mp4$/);
});

test('frame interpolation: a 24 fps clip plays back at 48 fps with twice the frames', async ({ page }) => {
  await openMode(page, 'ai-tools/video-enhancer', 'Video enhancer', 'Frame interpolation', true);
  await uploadInput(page, inputs.smallClip, 'Video');
  await setSlider(page, 'Frame rate', 48);
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video).toMatchObject({ width: 160, height: 120, frame: true });
  expect(video.duration).toBeCloseTo(1.5, 1);
  // The input has 36 frames at 24 fps.
  const { fps, frames } = await resultVideoFrameRate(page);
  expect(fps).toBeGreaterThan(40);
  expect(fps).toBeLessThan(56);
  expect(frames).toBeGreaterThan(50);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, E2E_BASE_URL, 'Frame interpolation', /\.mp4$/);
});

test('image upscale ×4: a 160×120 photo decodes at 640×480', async ({ page }) => {
  await openMode(page, 'ai-tools/image-enhancer', 'Image enhancer', 'Upscale', true);
  await uploadInput(page, inputs.smallPhoto, 'Image');
  await page.getByRole('radio', { name: '×4' }).check();
  await pressGenerate(page);
  expect(await resultImageSize(page, 90_000)).toEqual({ width: 640, height: 480 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, E2E_BASE_URL, 'Image upscaler', /\.png$/);
});

test('image sharpen (AI): the photo comes back at its own size', async ({ page }) => {
  await openMode(page, 'ai-tools/image-enhancer', 'Image enhancer', 'Sharpen (AI)');
  await uploadInput(page, inputs.smallPhoto, 'Image');
  await pressGenerate(page);
  expect(await resultImageSize(page, 90_000)).toEqual({ width: 160, height: 120 });
  expect(await downloadResult(page)).toMatch(/\.png$/);
  await expectInLibrary(page, E2E_BASE_URL, library('Image enhancer (AI)'), /\.png$/);
});

test('wind noise reduction: a windy 2 s recording keeps its length', async ({ page }) => {
  await openMode(page, 'ai-tools/ai-audio', 'AI audio', 'Wind noise reduction');
  await uploadInput(page, inputs.windy, 'Audio');
  await page.getByRole('radio', { name: 'Low' }).check();
  await pressGenerate(page);
  expect(await resultAudioDuration(page)).toBeCloseTo(2, 0);
  expect(await downloadResult(page)).toMatch(/\.mp3$/);
  await expectInLibrary(page, E2E_BASE_URL, 'Wind noise reduction', /\.mp3$/);
});

test('sound for a video: a silent clip comes back with a sound track as long as the picture', async ({
  page,
}) => {
  await openMode(page, 'ai-tools/ai-audio', 'AI audio', 'Sound for a video');
  await uploadInput(page, inputs.smallClip, 'Video');
  await page.getByLabel('Prompt').fill('bright ukulele, 120 bpm');
  await pressGenerate(page);
  const video = await resultVideoInfo(page);
  expect(video).toMatchObject({ width: 160, height: 120, frame: true });
  expect(video.duration).toBeCloseTo(1.5, 1);
  const sound = await resultVideoSound(page);
  expect(sound.duration).toBeGreaterThan(1.3);
  expect(sound.peak).toBeGreaterThan(0.05);
  expect(await downloadResult(page)).toMatch(/\.mp4$/);
  await expectInLibrary(page, E2E_BASE_URL, 'Sound for a video', /\.mp4$/);
});
