import { test, expect, type Locator, type Page, type Route } from '@playwright/test';
import type { Envelope } from '../../src/core/contract/envelope';
import type { TemplateListData } from '../../src/core/contract/templates';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { mediaInputs } from './support/media-inputs';
import { openSignedUp, uploadInput } from './support/generator-flow';

// Three small modals of the spec, each where the product uses it: the AI effect detail tip on the effect list,
// the Tryout label in the template list modal (desktop only), and the go-back modal on a generator page whose
// work the draft does not keep (the object remover's painted mask). Desktop and phone.

/** Waits until an <img> has decoded a real picture (not a broken or empty one). */
async function expectPicture(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      timeout: 20_000,
    })
    .toBeGreaterThan(100);
}

test('an effect card’s info button opens its tip; Escape closes it and “Use this effect” chooses it', async ({
  page,
}, testInfo) => {
  await page.goto('/ai/effect');
  const card = page.getByRole('listitem').filter({ hasText: 'Spin' });
  const info = card.getByRole('button', { name: 'About this effect' });
  await expect(page.getByRole('button', { name: 'About this effect' })).toHaveCount(6);
  await info.click();

  const tip = page.getByRole('dialog', { name: 'Spin' });
  await expect(tip.getByText('The picture turns around its centre.')).toBeVisible();
  await expectPicture(tip.getByRole('img', { name: 'The photo before' }));
  await expectPicture(tip.getByRole('img', { name: 'The photo with Spin' }));
  await expect(tip.getByText('Before', { exact: true })).toBeVisible();
  await expect(tip.getByText('With the effect')).toBeVisible();
  // Before and after are different pictures: the still shows the effect at work.
  const [before, after] = await Promise.all(
    ['The photo before', 'The photo with Spin'].map((name) =>
      tip.getByRole('img', { name }).getAttribute('src'),
    ),
  );
  expect(before).not.toBe(after);
  await saveScreen(page, testInfo, 'effect-tip');

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
  await expect(info).toBeFocused();
  await expect(page).toHaveURL(/\/ai\/effect$/);

  // By keyboard alone: Enter opens another effect's tip, Tab reaches Confirm, Enter uses the effect.
  const fade = page
    .getByRole('listitem')
    .filter({ hasText: 'Fade in' })
    .getByRole('button', { name: 'About this effect' });
  await fade.focus();
  await page.keyboard.press('Enter');
  const fadeTip = page.getByRole('dialog', { name: 'Fade in' });
  await expect(fadeTip.getByText('The photo fades in from black.')).toBeVisible();
  const use = fadeTip.getByRole('button', { name: 'Use this effect' });
  for (let i = 0; i < 4 && !(await use.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(use).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fadeTip).toHaveCount(0);
  await expect(page).toHaveURL(/\/ai\/effect\/create\?effect=fade_in$/);
  await expect(page.getByRole('combobox', { name: 'Effect' })).toHaveValue('fade_in');
});

/** Makes the first Cinematic template start with the HD switch on, a setting only the paid plans include. */
async function firstTemplateNeedsHd(page: Page): Promise<void> {
  await page.route('**/v1/ai/tpl/list?*', async (route: Route) => {
    if (new URL(route.request().url()).searchParams.get('cid') !== '1') return route.continue();
    const body = (await (await route.fetch()).json()) as Envelope<TemplateListData>;
    const [first] = body.data.list;
    first.fields = first.fields.map((f) => (f.field === 'hd' ? { ...f, default: true } : f));
    await route.fulfill({ json: body });
  });
}

test('template list modal: Tryout on the templates a visitor can try, on desktop only', async ({
  page,
  isMobile,
}, testInfo) => {
  await firstTemplateNeedsHd(page);
  await page.goto('/ai/home');
  await page.getByRole('button', { name: 'Browse templates' }).click();
  const modal = page.getByRole('dialog', { name: 'Templates' });
  const grid = modal.getByRole('list', { name: 'Cinematic' });
  await expect(grid.getByRole('listitem')).toHaveCount(6);
  const card = (name: string) => grid.getByRole('listitem').filter({ hasText: name });
  if (isMobile) {
    // No room on a phone's card: the label is a desktop one.
    await expect(modal.getByText('Tryout', { exact: true })).toHaveCount(0);
  } else {
    await expect(grid.getByText('Tryout', { exact: true })).toHaveCount(5);
    await expect(card('Neon Night Drive').getByText('Tryout', { exact: true })).toBeVisible();
    // The one that starts in HD would be refused on the free plan: no Tryout there.
    await expect(card('Epic Drone Flight').getByText('Tryout', { exact: true })).toHaveCount(0);
    await expect(card('Epic Drone Flight').getByText('HOT')).toBeVisible();
  }
  await saveScreen(page, testInfo, 'template-modal-tryout');
});

test('go-back modal: home from the object remover asks before the painted mask is lost', async ({
  page,
}, testInfo) => {
  const inputs = await mediaInputs();
  await openSignedUp(page, E2E_BASE_URL, 'ai-tools/object-remover', 5);
  await uploadInput(page, inputs.photo, 'Image');
  const home = page.getByRole('link', { name: 'AI Video Generator' });

  // Nothing painted: the draft keeps the photo, so home is one click and back brings the photo again.
  await home.click();
  await expect(page).toHaveURL(/\/ai\/home$/);
  await page.goBack();
  const mask = page.getByRole('img', { name: /^Mask:/ });
  await expect(mask).toHaveAccessibleName('Mask: 0 strokes', { timeout: 15_000 });

  await paintStroke(page, mask);
  await expect(mask).toHaveAccessibleName('Mask: 1 stroke');
  await home.click();
  const modal = page.getByRole('dialog', { name: 'Exit current mission' });
  await expect(
    modal.getByText(
      'Returning to the home page will discard your current task. Are you sure you want to return?',
    ),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'go-back-modal');

  // Cancel and Escape keep the page and its mask.
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toHaveCount(0);
  await home.click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/ai\/ai-tools\/object-remover$/);
  await expect(mask).toHaveAccessibleName('Mask: 1 stroke');

  // Yes goes home.
  await home.click();
  await modal.getByRole('button', { name: 'Yes' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(/\/ai\/home$/);
});

/** Paints one stroke across the middle of the mask canvas. */
async function paintStroke(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.55, { steps: 8 });
  await page.mouse.up();
}
