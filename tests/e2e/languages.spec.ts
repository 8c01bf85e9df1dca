import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { signUpInDialog } from './support/accounts';
import { mediaInputs } from './support/media-inputs';
import { saveScreen } from './support/screens';
import { englishOn } from './support/untranslated';

/**
 * The translated languages read in their own words on home and pricing: headings, buttons, the plan cards and the
 * discount badge, with the English source text gone; a generator and the library have no English message left
 * either. The words are the catalogs' (src/locales/<lang>).
 */
const LANGUAGES = {
  de: {
    home: 'Videos, Bilder und Musik mit KI erstellen',
    login: 'Anmelden',
    pricing: 'Preise',
    intro: 'Wähle eine Mitgliedschaft oder kaufe Credits. Jederzeit kündbar.',
    free: 'Gratis',
    perUse: '1 Credit pro Nutzung',
    badge: '−50 %',
  },
  fr: {
    home: 'Créez des vidéos, des images et de la musique avec l’IA',
    login: 'Se connecter',
    pricing: 'Tarifs',
    intro: 'Choisissez un abonnement ou achetez des crédits. Résiliable à tout moment.',
    free: 'Gratuit',
    perUse: '1 crédit par utilisation',
    badge: '-50\u00a0%',
  },
  es: {
    home: 'Crea videos, imágenes y música con IA',
    login: 'Iniciar sesión',
    pricing: 'Precios',
    intro: 'Elige una membresía o compra créditos. Cancela cuando quieras.',
    free: 'Gratis',
    perUse: '1 crédito por uso',
    badge: '-50 %',
  },
  it: {
    home: 'Crea video, immagini e musica con l’IA',
    login: 'Accedi',
    pricing: 'Prezzi',
    intro: 'Scegli un abbonamento o acquista crediti. Disdici quando vuoi.',
    free: 'Gratis',
    perUse: '1 credito per utilizzo',
    badge: '-50%',
  },
  pt: {
    home: 'Crie vídeos, imagens e músicas com IA',
    login: 'Entrar',
    pricing: 'Preços',
    intro: 'Escolha uma assinatura ou compre créditos. Cancele quando quiser.',
    free: 'Grátis',
    perUse: '1 crédito por uso',
    badge: '-50%',
  },
  id: {
    home: 'Buat video, gambar, dan musik dengan AI',
    login: 'Masuk',
    pricing: 'Harga',
    intro: 'Pilih keanggotaan atau beli kredit. Bisa dibatalkan kapan saja.',
    free: 'Gratis',
    perUse: '1 kredit per penggunaan',
    badge: 'Diskon 50%',
  },
  ja: {
    home: 'AIで動画、画像、音楽を作成',
    login: 'ログイン',
    pricing: '料金プラン',
    intro: 'メンバーシップを選ぶか、クレジットを購入してください。いつでも解約できます。',
    free: '無料',
    perUse: '1回1クレジット',
    badge: '50%オフ',
  },
  ko: {
    home: 'AI로 동영상, 이미지, 음악 만들기',
    login: '로그인',
    pricing: '요금제',
    intro: '멤버십을 선택하거나 크레딧을 구매하세요. 언제든지 해지할 수 있어요.',
    free: '무료',
    perUse: '1회 1크레딧',
    badge: '50% 할인',
  },
  zh: {
    home: '用 AI 生成视频、图片和音乐',
    login: '登录',
    pricing: '价格',
    intro: '选择会员套餐或购买积分，可随时取消。',
    free: '免费',
    perUse: '每次 1 积分',
    badge: '立省 50%',
  },
};

/**
 * Japanese, Korean and Chinese type (src/styles/languages.css): the fonts that may draw the language's characters
 * (its own regional variant of the CJK fonts, never another language's) and its line breaking.
 */
const CJK: Record<string, { fonts: RegExp; lineBreak: string; wordBreak: RegExp }> = {
  ja: {
    fonts:
      /^(Hiragino Sans|Hiragino Kaku Gothic ProN|Yu Gothic UI|Yu Gothic|Meiryo|Noto Sans CJK JP|Noto Sans JP)$/,
    lineBreak: 'strict',
    wordBreak: /^(normal|auto-phrase)$/,
  },
  ko: {
    fonts: /^(Apple SD Gothic Neo|Malgun Gothic|Noto Sans CJK KR|Noto Sans KR)$/,
    lineBreak: 'auto',
    wordBreak: /^keep-all$/,
  },
  zh: {
    fonts:
      /^(PingFang SC|Hiragino Sans GB|Microsoft YaHei UI|Microsoft YaHei|Noto Sans CJK SC|Noto Sans SC)$/,
    lineBreak: 'strict',
    wordBreak: /^normal$/,
  },
};

/** The font families Chromium drew the first element matching `selector` with. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

/** Buttons, chips and cards whose content is wider than they are, and a page wider than the window. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page: ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    for (const el of document.querySelectorAll<HTMLElement>('.btn, .chip, .card')) {
      if (!el.offsetParent || el.scrollWidth <= el.clientWidth + 1) continue;
      found.push(
        `${el.className}: "${el.innerText.slice(0, 40)}" ${el.scrollWidth}px in ${el.clientWidth}px`,
      );
    }
    return found;
  });
}

// The run's first pages share the two cores with the server drawing its seed media: a page may take a while.
test.describe.configure({ timeout: 120_000 });

for (const [lang, words] of Object.entries(LANGUAGES)) {
  test(`${lang}: home and pricing are in the language`, async ({ page, request }, testInfo) => {
    // The prerendered page the server sends already names its language, before any script runs.
    for (const path of [`/${lang}/ai/home`, `/${lang}/ai/pricing`])
      expect(await (await request.get(path)).text()).toContain(`<html lang="${lang}"`);

    await page.goto(`/${lang}/ai/home`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: words.home })).toBeVisible();
    await expect(page.getByRole('button', { name: words.login, exact: true })).toBeVisible();
    await expect(page.getByText('Create video, images and music with AI')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
    expect(await englishOn(page, lang)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await saveScreen(page, testInfo, `home-${lang}`);

    await page.goto(`/${lang}/ai/pricing`);
    await expect(page.getByRole('heading', { level: 1, name: words.pricing })).toBeVisible();
    await expect(page.getByText(words.intro)).toBeVisible();
    const free = page.getByRole('article', { name: words.free });
    await expect(free).toContainText(words.perUse);
    await expect(page.getByRole('article', { name: 'Premium' })).toContainText(words.badge);
    await expect(page.getByText('Choose a membership or buy credits. Cancel anytime.')).toHaveCount(0);
    await expect(page.getByText('% OFF')).toHaveCount(0);
    expect(await englishOn(page, lang)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    await saveScreen(page, testInfo, `pricing-${lang}`);
  });

  test(`${lang}: a generator and the library have no English message left`, async ({ page }) => {
    for (const path of ['text-to-image', 'libraries']) {
      await page.goto(`/${lang}/ai/${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await englishOn(page, lang), path).toEqual([]);
    }
  });
}

for (const [lang, type] of Object.entries(CJK)) {
  test(`${lang}: drawn with the language's CJK font and broken by its rules`, async ({ page }) => {
    await page.goto(`/${lang}/ai/home`);
    await expect(page.getByRole('heading', { level: 1, name: LANGUAGES[lang as 'ja'].home })).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveCSS('line-break', type.lineBreak);
    await expect(html).toHaveCSS('word-break', type.wordBreak);
    // The heading's characters come from one of the language's own CJK fonts.
    expect(await fontsDrawing(page, 'h1')).toContainEqual(expect.stringMatching(type.fonts));
  });
}

/** The server's own catalog of a language (server/locales), English text → translation. */
function serverCatalog(lang: 'ja' | 'de'): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join('server', 'locales', `${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

for (const lang of ['ja', 'de'] as const) {
  test(`${lang}: the sign-in dialog's accounts page is in the language`, async ({ page }, testInfo) => {
    const words = serverCatalog(lang);
    await page.goto(`/${lang}/ai/home`);
    await page.getByRole('button', { name: LANGUAGES[lang].login, exact: true }).first().click();
    // The app sends its language in the authorize link; the page is served in it.
    const frame = page.getByRole('dialog').frameLocator('iframe');
    await frame.getByRole('tab', { name: words['Sign up'] }).click();
    await expect(frame.getByLabel(words['Email']).filter({ visible: true })).toBeVisible();
    await expect(frame.getByLabel(words['Password']).filter({ visible: true })).toBeVisible();
    await expect(frame.getByRole('button', { name: words['Sign up'], exact: true }).last()).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await expect(frame.getByRole('tab', { name: 'Sign up' })).toHaveCount(0);
    await saveScreen(page, testInfo, `${lang}-accounts-sign-up`);
  });
}

test('ja: the server refuses an upload in Japanese, and the form shows its words', async ({ page }) => {
  const inputs = await mediaInputs();
  const refusal = serverCatalog('ja')['This file is not a supported image, video or audio file'];
  await page.goto('/ja/ai/image-to-image');
  await page.getByRole('button', { name: LANGUAGES.ja.login, exact: true }).first().click();
  const words = serverCatalog('ja');
  await signUpInDialog(page, undefined, undefined, {
    signUp: words['Sign up'],
    email: words['Email'],
    password: words['Password'],
    account: 'アカウント',
  });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/file/upload');
  // Named .png, but text inside: only the server, which reads the content, can tell.
  await page.getByRole('main').locator('input[type=file]').setInputFiles(inputs.fakePng);
  const answer = await answered;
  expect(await answer.json()).toMatchObject({ msg: refusal });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(refusal);
});
