import { test, expect } from '@playwright/test';
import { saveScreen } from './support/screens';

// Every generator and tool page on desktop and phone: the form and the result area, side by side or stacked.
const PAGES: Array<[string, string]> = [
  ['text-to-video', 'Text to video'],
  ['image-to-video', 'Image to video'],
  ['video-to-anime', 'Video to anime'],
  ['text-to-image', 'Text to image'],
  ['image-to-image', 'Image to image'],
  ['ai-tools/bg-remover', 'Background remover'],
  ['ai-tools/video-enhancer', 'Video enhancer'],
  ['ai-tools/image-enhancer', 'Image enhancer'],
  ['ai-tools/object-remover', 'Object remover'],
  ['ai-tools/partial-redrawing', 'Partial redrawing'],
  ['ai-tools/ai-audio', 'AI audio'],
  ['text-to-music', 'Text to music'],
  ['effect/create?effect=spin', 'Create an AI effect'],
];

test('generator and tool pages lay out for the viewport', async ({ page, isMobile }, testInfo) => {
  for (const [route, title] of PAGES) {
    await page.goto(`/ai/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const form = page.getByRole('form', { name: 'Generator settings' });
    const output = page.getByRole('main').locator('.generator-output');
    const [f, o] = [(await form.boundingBox())!, (await output.boundingBox())!];
    if (isMobile) {
      // Stacked: the form on top, the result below, both the page's width.
      expect(o.y).toBeGreaterThanOrEqual(f.y + f.height);
      expect(Math.abs(o.width - f.width)).toBeLessThan(2);
    } else {
      expect(o.x).toBeGreaterThanOrEqual(f.x + f.width);
      // Desktop: the prompt (where the page has one) and Generate are on the first screen, no scrolling.
      const height = page.viewportSize()!.height;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const prompt = form.getByLabel('Prompt');
      if ((await prompt.count()) > 0) {
        const p = (await prompt.first().boundingBox())!;
        expect(p.y + p.height, `${route}: prompt below the first screen`).toBeLessThanOrEqual(height);
      }
      const g = (await form.getByRole('button', { name: /^Generate/ }).boundingBox())!;
      expect(g.y + g.height, `${route}: Generate below the first screen`).toBeLessThanOrEqual(height);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${route} scrolls sideways`).toBe(false);
    await saveScreen(page, testInfo, `gen-${route.replace(/[/?=]/g, '-')}`);
  }
});

test('effect list and AI tool listings', async ({ page }, testInfo) => {
  await page.goto('/ai/effect');
  await expect(page.getByRole('link', { name: /Zoom pulse/ })).toBeVisible();
  await saveScreen(page, testInfo, 'gen-effect-list');
  for (const [tab, tool] of [
    ['hot', 'Video enhancer'],
    ['video', 'Video to anime'],
    ['image', 'AI replace'],
    ['audio', 'AI audio'],
  ]) {
    await page.goto(`/ai/ai-tools/${tab}`);
    await expect(page.getByRole('main').getByRole('link', { name: tool })).toBeVisible();
  }
  await saveScreen(page, testInfo, 'gen-ai-tools-audio');
});
