import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { resultVideoInfo } from './support/generator-flow';
import { saveScreen } from './support/screens';
import { generateImage, removeServer, resultImage, startOwnServer } from './support/tasks';
import type { RunningServer } from './support/server';
import { STYLES } from '../../src/core/generation-limits';
import {
  startComfyUiProtocolServer,
  type ComfyUiProtocolServer,
} from '../unit/server/support/comfyui-protocol-server';

// The engine a user gets, said honestly: the built-in composer on text to image (one result per style, and the
// words it could not draw), a ComfyUI server on text to video (its model named, its clip played).

let comfy: ComfyUiProtocolServer;
let server: RunningServer;
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  comfy = await startComfyUiProtocolServer();
  comfy.behaviour = { steps: 6, stepMs: 150 };
  server = await startOwnServer(testInfo, {
    SIGNUP_CREDITS: '60',
    ENGINE_TEXT2VIDEO: 'comfyui',
    COMFYUI_URL: comfy.url,
  });
});
test.afterAll(async () => {
  await removeServer(server);
  await comfy?.close();
});

const form = (page: Page) => page.getByRole('form', { name: 'Generator settings' });
const output = (page: Page) => page.locator('.generator-output');

test('text to image names the built-in engine, says what it did not draw, and draws every style', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await expect(form(page).getByLabel('Model')).toHaveText('Built-in engine');
  await expect(
    form(page).getByText('Built-in engine: composes the scene your words describe from vector art.'),
  ).toBeVisible();

  await generateImage(page, 'a cat beside a lighthouse at night');
  await expect(resultImage(page)).toBeVisible({ timeout: 30_000 });
  await expect(output(page).getByText('Not drawn: “lighthouse”')).toBeVisible();
  await expect(output(page).getByText(/^1 × cat, night; composed from vector art/)).toBeVisible();
  await saveScreen(page, testInfo, 'engine-not-drawn');

  // One result per style of the style list, each looked at.
  for (const style of STYLES) {
    await form(page).getByLabel('Style').selectOption(style);
    await generateImage(page, 'two cats on a windowsill at dusk');
    // A new result replaces the last: wait for one made with this style.
    await expect(
      output(page).getByText(
        style === 'plain'
          ? /^2 × cat, windowsill, dusk;/
          : new RegExp(`^2 × cat, windowsill, dusk, ${style};`),
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(resultImage(page)).toBeVisible();
    await output(page).scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, `engine-style-${style}`);
  }
});

test('text to video runs on the configured ComfyUI: its model named, progress, the clip played', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(`${server.url}/ai/text-to-video`);
  await signUp(page);
  await expect(form(page).getByLabel('Model')).toHaveText('wan2.1_t2v_1.3B_fp16');
  await expect(form(page).getByText('Runs on ComfyUI with wan2.1_t2v_1.3B_fp16.')).toBeVisible();
  await page.getByLabel('Prompt').fill('a bird flying over the sea at sunset');
  await page.getByRole('button', { name: /^Generate/ }).click();
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  const info = await resultVideoInfo(page, 60_000);
  // Five seconds at 16 frames a second, as the 4n + 1 frames the model takes.
  expect(info.duration).toBeCloseTo(81 / 16, 1);
  expect(info.frame).toBe(true);
  await expect(output(page).getByText('Made by ComfyUI with wan2.1_t2v_1.3B_fp16.')).toBeVisible();
  expect(comfy.prompts.at(-1)!.workflow['4'].inputs.text).toMatch(/^a bird flying over the sea at sunset/);
  await saveScreen(page, testInfo, 'engine-comfyui-video');
});
