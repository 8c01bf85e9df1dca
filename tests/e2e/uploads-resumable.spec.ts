import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';
import { removeServer, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { openSignedUp, pressGenerate, resultVideoInfo } from './support/generator-flow';
import { RESUMABLE_CHUNK_BYTES } from '../../src/core/contract/uploads';

// Big files on a bad line: the service worker sends them resumably (tus) and downloads results in ranges, so a
// cut or a reload costs the bytes in flight, not the file (desktop project only: it is the worker's behaviour).
let server: RunningServer;
const BIG_CLIP = path.resolve('.tmp/e2e-inputs/big-clip.mp4');

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  if (!fs.existsSync(BIG_CLIP)) {
    fs.mkdirSync(path.dirname(BIG_CLIP), { recursive: true });
    // 10 s of 320×240 padded to a constant 16 Mbit/s: about 20 MB that the engine still restyles quickly.
    execFileSync(ffmpeg.path, [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=8:duration=10'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-an'],
      ...['-b:v', '16M', '-minrate', '16M', '-maxrate', '16M', '-bufsize', '4M'],
      ...['-x264-params', 'nal-hrd=cbr:filler=1', BIG_CLIP],
    ]);
  }
  server = await startOwnServer(testInfo, { SIGNUP_CREDITS: '50' });
});
test.afterAll(async () => removeServer(server));

const clipSize = () => fs.statSync(BIG_CLIP).size;

/**
 * The line the worker's tus requests take: each PATCH is slowed so progress can be caught part way, and its bytes
 * are counted whether they arrive or not. Once a PATCH starts at `cutAt` of the file, every request fails as a
 * dropped network does for `outageMs`.
 */
async function uploadLine(context: BrowserContext) {
  const line = {
    patchBytes: 0,
    bodiesSeen: 0,
    delayMs: 150,
    cutAt: null as number | null,
    outageMs: 4000,
    downUntil: 0,
    cutOffset: null as number | null,
  };
  await context.route('**/v1/file/tus**', async (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') {
      const offset = Number(request.headers()['upload-offset'] ?? 0);
      const body = request.postDataBuffer();
      if (body) line.bodiesSeen += 1;
      line.patchBytes += body?.length ?? Math.min(RESUMABLE_CHUNK_BYTES, clipSize() - offset);
      if (line.cutAt !== null && line.cutOffset === null && offset >= line.cutAt * clipSize()) {
        line.cutOffset = offset;
        line.downUntil = Date.now() + line.outageMs;
      }
      await new Promise((resolve) => setTimeout(resolve, line.delayMs));
    }
    if (Date.now() < line.downUntil) return route.abort('internetdisconnected');
    return route.continue();
  });
  return line;
}

const bar = (page: Page) => page.getByRole('progressbar', { name: 'Uploading Video' });
const percent = async (page: Page) => Number((await bar(page).getAttribute('aria-valuenow')) ?? 0);
const stored = (page: Page) => page.getByRole('button', { name: 'Remove Video' });

test('a 20 MB clip survives a network cut at about 60% and is sent about once', async ({
  page,
  context,
}, testInfo) => {
  const line = await uploadLine(context);
  line.cutAt = 0.6;
  // The line stays down until both screens of the waiting state are taken (a loaded machine can take longer
  // than a fixed outage to draw them); then it comes back.
  line.outageMs = 120_000;
  await openSignedUp(page, server.url, 'video-to-anime');
  await page.getByRole('main').locator('input[type=file]').first().setInputFiles(BIG_CLIP);
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toBeDisabled();

  await expect(page.getByRole('main').getByText(/Waiting for the network/)).toBeVisible({ timeout: 30_000 });
  const cutAt = await percent(page);
  expect(cutAt).toBeGreaterThanOrEqual(55);
  expect(cutAt).toBeLessThan(70);
  await saveScreen(page, testInfo, 'upload-waiting-network');
  // The same moment at a phone's width, where this matters most.
  await page.setViewportSize({ width: 390, height: 844 });
  // The phone layout keeps drawing the line anew (its percent ticks), so it is never still long enough for
  // Playwright's scroll: the page scrolls to whichever copy is there, in one step.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const line = [...document.querySelectorAll('main *')].find(
          (el) => el.children.length === 0 && /Waiting for the network/.test(el.textContent ?? ''),
        );
        line?.scrollIntoView({ block: 'center' });
        return Boolean(line);
      }),
    )
    .toBe(true);
  await expect(page.getByRole('main').getByText(/Waiting for the network/)).toBeInViewport();
  await saveScreen(page, testInfo, 'upload-waiting-network-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  line.downUntil = Date.now();

  await expect(stored(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main').getByText(/Waiting for the network/)).toBeHidden();
  expect(line.patchBytes).toBeGreaterThanOrEqual(clipSize());
  expect(line.patchBytes).toBeLessThan(clipSize() * 1.3);
  console.log('cut', {
    cutAt,
    cutOffset: line.cutOffset,
    patchBytes: line.patchBytes,
    bodies: line.bodiesSeen,
  });
  await expect(generate).toBeEnabled();
  await saveScreen(page, testInfo, 'upload-resumed-done');
});

test('a reload half way picks the same upload up, a task runs on it, and a download cut half way completes once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const line = await uploadLine(context);
  line.delayMs = 250;
  await openSignedUp(page, server.url, 'video-to-anime');
  await page.getByRole('main').locator('input[type=file]').first().setInputFiles(BIG_CLIP);
  await expect.poll(() => percent(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(45);
  const before = await percent(page);
  await page.reload();

  // The form shows the same upload going on, not a new one from zero.
  await expect(bar(page)).toBeVisible({ timeout: 15_000 });
  expect(await percent(page)).toBeGreaterThanOrEqual(before);
  await expect(page.getByRole('main')).toContainText('big-clip.mp4');
  await saveScreen(page, testInfo, 'upload-after-reload');
  await expect(stored(page)).toBeVisible({ timeout: 60_000 });
  expect(line.patchBytes).toBeLessThan(clipSize() * 1.3);

  await pressGenerate(page);
  const video = await resultVideoInfo(page, 120_000);
  expect(video).toMatchObject({ width: 320, height: 240 });

  // The result's download loses its connection half way: the worker asks for the rest and saves one file.
  let whole: Buffer | null = null;
  const ranges: Array<string | undefined> = [];
  await context.route('**/v1/file/download**', async (route) => {
    ranges.push(route.request().headers().range);
    if (whole) return route.continue();
    const response = await route.fetch();
    whole = await response.body();
    await route.fulfill({ response, body: whole.subarray(0, Math.floor(whole.length / 2)) });
  });
  const downloads: string[] = [];
  page.on('download', (download) => void download.path().then((file) => downloads.push(file)));
  await page
    .getByRole('main')
    .locator('.generator-output')
    .getByRole('button', { name: /^Download/ })
    .first()
    .click();
  await expect.poll(() => downloads.length, { timeout: 30_000 }).toBe(1);
  expect(ranges[0]).toBeUndefined();
  expect(ranges.slice(1).some((range) => range?.startsWith('bytes='))).toBe(true);
  expect(fs.readFileSync(downloads[0]).equals(whole!)).toBe(true);
  await page.waitForTimeout(1500);
  expect(downloads).toHaveLength(1);
});

test('leaving the form for another page and coming back shows the same upload going on', async ({
  page,
  context,
}) => {
  const line = await uploadLine(context);
  line.delayMs = 250;
  await openSignedUp(page, server.url, 'video-to-anime');
  await page.getByRole('main').locator('input[type=file]').first().setInputFiles(BIG_CLIP);
  await expect.poll(() => percent(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  // Away to Home and back without a reload: the same upload, still going, and then stored.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ai\/home$/);
  await page.getByRole('link', { name: 'Video to anime' }).first().click();
  await expect(bar(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main')).toContainText('big-clip.mp4');
  await expect(stored(page)).toBeVisible({ timeout: 60_000 });
});
