import { test, expect, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './support/screens';

// Worked examples under the generator (GET /v1/common/demo/list): two a page per tab, "Try this", and the phone
// order of form, templates and examples. Seeds: four demos per key, video = text2video then image2video.

const examples = (page: Page) => page.getByRole('region', { name: 'Examples' });
const cards = (page: Page) => examples(page).getByRole('listitem');
const pager = (page: Page) => examples(page).getByRole('navigation', { name: 'Example pages' });

async function expectPage(page: Page, n: number, of: number, titles: string[]) {
  await expect(pager(page).getByText(`Page ${n} of ${of}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(titles.length);
  for (const [i, title] of titles.entries()) {
    await expect(cards(page).nth(i).getByRole('heading', { name: title })).toBeVisible();
  }
}

const tab = (page: Page, name: string): Locator => examples(page).getByRole('tab', { name, exact: true });

/** Scrolls down to the examples, which load as they come near the screen (on phones, after templates). */
async function reachExamples(page: Page) {
  // As a reader keeps scrolling: sections above may still grow (templates arriving) and push them further down.
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(examples(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function openExamples(page: Page, route: string) {
  await page.goto(route);
  await reachExamples(page);
}

test('examples page two at a time and each tab keeps its page', async ({ page, isMobile }) => {
  await openExamples(page, '/ai/text-to-video');
  await expect(tab(page, 'Video')).toHaveAttribute('aria-selected', 'true');
  await expectPage(page, 1, 4, ['Ocean at Dawn', 'Alpine Sunrise']);
  // Video examples play their preview like template cards: on hover, or by the play icon on phones.
  const first = cards(page).first();
  await expect(first.locator('video')).toHaveCount(0);
  if (isMobile) await first.getByRole('button', { name: 'Play preview of Ocean at Dawn' }).click();
  else await first.hover();
  await expect(first.locator('video')).toHaveCount(1);
  const previous = pager(page).getByRole('button', { name: 'Previous' });
  const next = pager(page).getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expectPage(page, 2, 4, ['Tokyo Crossing', 'Lava Flow']);
  await next.click();
  await expectPage(page, 3, 4, ['Neon Rain', 'Nebula Voyage']);
  await previous.click();
  await expectPage(page, 2, 4, ['Tokyo Crossing', 'Lava Flow']);

  await tab(page, 'Image').click();
  await expectPage(page, 1, 4, ['Coastal Village', 'Enchanted Forest']);
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expectPage(page, 2, 4, ['Mountain Lake', 'Kawaii Cat']);
  await tab(page, 'Video').click();
  await expectPage(page, 2, 4, ['Tokyo Crossing', 'Lava Flow']);
  await tab(page, 'Image').click();
  await expectPage(page, 2, 4, ['Mountain Lake', 'Kawaii Cat']);

  // An image page opens on the Image tab.
  await openExamples(page, '/ai/text-to-image');
  await expect(tab(page, 'Image')).toHaveAttribute('aria-selected', 'true');
  await expectPage(page, 1, 4, ['Coastal Village', 'Enchanted Forest']);
});

test('"Try this" fills the form here, or opens the example\'s generator with it', async ({ page }) => {
  await page.goto('/ai/text-to-video');
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('my own words');
  await reachExamples(page);
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /Try this/ })
    .click();
  await expect(prompt).toHaveValue(/Snowy mountain peaks glowing pink/);
  await expect(page).toHaveURL(/\/ai\/text-to-video$/);

  // Page 3 of the video tab: image-to-video examples, made on another generator. Each page is awaited as a
  // reader would (on phones "Try this" has just scrolled the form into view, moving the pager under the finger).
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page).getByText('Page 2 of 4')).toBeVisible();
  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(pager(page).getByText('Page 3 of 4')).toBeVisible();
  const neon = cards(page).filter({ has: page.getByRole('heading', { name: 'Neon Rain' }) });
  await expect(neon.getByText('Image to video')).toBeVisible();
  await neon.getByRole('button', { name: /Try this/ }).click();
  await expect(page).toHaveURL(/\/ai\/image-to-video$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Image to video' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue(/Rainy cyberpunk street at night/);
  // The tab's page is common state: the example just tried is still in view.
  await expectPage(page, 3, 4, ['Neon Rain', 'Nebula Voyage']);
});

test('a failed example list shows a quiet retry and leaves the form working', async ({ page }, testInfo) => {
  await page.route('**/v1/common/demo/list**', (route) => route.abort());
  await openExamples(page, '/ai/text-to-image');
  await expect(examples(page).getByText('Examples could not be loaded.')).toBeVisible();
  await examples(page).scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'examples-failed');
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('still typing');
  await expect(prompt).toHaveValue('still typing');
  await page.unroute('**/v1/common/demo/list**');
  await examples(page).getByRole('button', { name: 'Try again' }).click();
  await expectPage(page, 1, 4, ['Coastal Village', 'Enchanted Forest']);
});

// The six generator module pages; the first four have templates.
const MODULE_PAGES = [
  'text-to-video',
  'image-to-video',
  'text-to-image',
  'image-to-image',
  'video-to-anime',
  'ai-tools/bg-remover',
];
const WITH_TEMPLATES = 4;

test('the form comes first, then templates, then examples, on every generator page', async ({
  page,
}, testInfo) => {
  for (const [i, route] of MODULE_PAGES.entries()) {
    await page.goto(`/ai/${route}`);
    const form = page.getByRole('form', { name: 'Generator settings' });
    const templates = page.getByRole('region', { name: 'Templates' });
    // Templates and examples load as they come near the screen: scroll to them as a reader would, and read the
    // boxes once both have their cards (the templates strip grows when it arrives).
    if (i < WITH_TEMPLATES) {
      await templates.scrollIntoViewIfNeeded();
      await expect(templates.getByRole('listitem').first()).toBeVisible();
    }
    await reachExamples(page);
    await expect(cards(page).first()).toBeVisible();
    // All boxes read at once, in page coordinates: a wheel scroll may still be gliding, and boxes read one by
    // one in viewport coordinates would each see another scroll position.
    const handles = await Promise.all([
      form.elementHandle(),
      examples(page).elementHandle(),
      i < WITH_TEMPLATES ? templates.elementHandle() : null,
    ]);
    const boxes = await page.evaluate((els) => {
      const box = (el: Element | null) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { y: r.top + window.scrollY, height: r.height };
      };
      return { form: box(els[0])!, examples: box(els[1])!, templates: box(els[2]) };
    }, handles);
    const f = boxes.form;
    const ex = boxes.examples;
    // The form is where the page starts, on phones and on desktop.
    expect(f.y, `${route}: form on the first screen`).toBeLessThan(300);
    expect(ex.y, `${route}: examples after the form`).toBeGreaterThanOrEqual(f.y + f.height);
    if (i < WITH_TEMPLATES) {
      // Inspiration follows the form on every width: the form (beside the result on desktop) comes first.
      const tpl = boxes.templates!;
      expect(tpl.y, `${route}: templates after the form`).toBeGreaterThanOrEqual(f.y + f.height);
      expect(ex.y).toBeGreaterThanOrEqual(tpl.y + tpl.height);
    } else {
      await expect(templates).toHaveCount(0);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, `${route} scrolls sideways`).toBe(false);
    if (i < 2) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, testInfo, `examples-${route}-top`);
      await examples(page).scrollIntoViewIfNeeded();
      await saveScreen(page, testInfo, `examples-${route}-examples`);
    }
  }
});
