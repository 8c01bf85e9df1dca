/**
 * The server speaks the user's language: API errors in the request's Accept-Language (the app sends its own),
 * the accounts and feedback pages in the link's lang, English by default and for a language the app does not have.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_BUY_NOW, CODE_PARAMS_ERROR } from '../../../src/core/business-codes';
import { feedbackFormUrl } from '../../../src/core/feedback';
import { createTask, envelope, signIn, startTestApp, tokenCookie, type TestApp } from './support/test-app';
import { multipart } from './support/upload-fixtures';
import { authorizeQuery, postCredentials } from './support/accounts-forms';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

const authorizeUrl = (query: Record<string, string>) => `/accounts/authorize?${new URLSearchParams(query)}`;

describe('API errors in the request language', () => {
  it('says "out of credits" in Japanese for Accept-Language ja, in English by default and for Swedish', async () => {
    const user = await signIn(t.ctx, 0);
    const answer = async (language?: string) => {
      const res = await createTask(
        t.app,
        user,
        'text2image',
        { prompt: 'x' },
        {
          ...(language ? { 'accept-language': language } : {}),
        },
      );
      expect(res.statusCode).toBe(402);
      expect(envelope(res).code).toBe(CODE_BUY_NOW);
      return envelope(res).msg;
    };
    expect(await answer('ja')).toBe('1クレジットが必要ですが、残高は0クレジットです');
    expect(await answer('ja-JP,ja;q=0.9,en;q=0.8')).toBe('1クレジットが必要ですが、残高は0クレジットです');
    // English exactly as before the server spoke other languages.
    expect(await answer()).toBe('This needs 1 credits and you have 0');
    expect(await answer('sv-SE,sv;q=0.9')).toBe('This needs 1 credits and you have 0');
    // The first language the app has wins, not the first one named.
    expect(await answer('sv-SE, de;q=0.8, en;q=0.5')).toBe('Dafür brauchst du 1 Credits, du hast 0');
  });

  it('refuses an upload in the request language, with the same code and reason', async () => {
    const user = await signIn(t.ctx, 5);
    const send = (language: string) => {
      const body = multipart({}, [{ filename: 'empty.png', data: Buffer.alloc(0) }]);
      return t.app.inject({
        method: 'POST',
        url: '/v1/file/upload',
        headers: { ...user.headers, ...body.headers, 'accept-language': language },
        payload: body.payload,
      });
    };
    for (const [language, msg] of [
      ['ja', 'ファイルが空です'],
      ['fr-FR', 'Le fichier est vide'],
      ['en-US', 'The file is empty'],
    ]) {
      const res = await send(language);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({ code: CODE_PARAMS_ERROR, msg, data: { reason: 'empty' } });
    }
  });

  it('says a missing param in the request language, the param keeping its name', async () => {
    const user = await signIn(t.ctx, 5);
    const answer = async (language: string) =>
      envelope(await createTask(t.app, user, 'image2image', {}, { 'accept-language': language }));
    expect(await answer('ja')).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'imageは必須です' });
    expect(await answer('en')).toMatchObject({ code: CODE_PARAMS_ERROR, msg: 'image is required' });
  });

  it('says an input file that is gone (an upload deleted in another tab) in German', async () => {
    const user = await signIn(t.ctx, 5);
    const res = await createTask(
      t.app,
      user,
      'image2image',
      { image: 'deleted-upload' },
      { 'accept-language': 'de' },
    );
    expect(envelope(res)).toMatchObject({
      code: CODE_PARAMS_ERROR,
      msg: 'Die als image angegebene Datei wurde nicht gefunden',
    });
  });
});

describe('request rates in the user language', () => {
  it('refuses a burst of creates in German, and a burst of sign-ups on the page of the form, in its lang', async () => {
    await t.close();
    t = await startTestApp({ env: { RATE_LIMITS: 'task_create.user=1/1m,signup.ip=1/1h' } });
    const user = await signIn(t.ctx, 20);
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    expect((await createTask(t.app, user, 'text2image', { prompt: 'a' }, german)).statusCode).toBe(200);
    const refused = await createTask(t.app, user, 'text2image', { prompt: 'b' }, german);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).msg).toMatch(
      /^Zu viele neue Aufträge von deinem Konto: Bitte versuche es in \d+ Sekunden erneut$/,
    );

    const query = authorizeQuery({ lang: 'ja' });
    const form = `http://localhost${authorizeUrl({ ...query, view: 'signup' })}`;
    const post = (email: string) =>
      postCredentials(t.app, 'signup', email, 'correct horse battery', {
        query,
        headers: { accept: 'text/html', referer: form },
      });
    expect((await post('first@example.com')).statusCode).toBe(302);
    const page = await post('second@example.com');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toMatch(/このネットワークからの新規登録が多すぎます。\d+分後にもう一度お試しください/);
    expect(page.body).toContain('>戻る</a>');
  });
});

describe('accounts pages in the link language', () => {
  it('shows the sign-up page in Japanese for lang=ja, with <html lang="ja">', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ ...authorizeQuery({ lang: 'ja' }), view: 'signup' }),
      // The link's lang wins over the browser's own language.
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain('<title>新規登録</title>');
    expect(res.body).toMatch(/role="tab"[^>]*>ログイン</);
    expect(res.body).toMatch(/role="tab"[^>]*>新規登録</);
    expect(res.body).toContain('<label for="signup-password">パスワード</label>');
    expect(res.body).toContain('>8文字以上</p>');
    expect(res.body).toContain('<h1>Media.ioアカウント</h1>');
    expect(res.body).not.toContain('Sign up');
  });

  it('answers a German sign-up in German, error included', async () => {
    const query = authorizeQuery({ lang: 'de' });
    const page = await t.app.inject({ method: 'GET', url: authorizeUrl({ ...query, view: 'signup' }) });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toMatch(/role="tab"[^>]*>Registrieren</);
    expect(page.body).toContain('<label for="signup-email">E-Mail</label>');

    const short = await postCredentials(t.app, 'signup', 'neu@example.com', 'kurz', { query });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('<html lang="de">');
    expect(short.body).toContain('Das Passwort muss mindestens 8 Zeichen lang sein');
    const wrong = await postCredentials(t.app, 'login', 'niemand@example.com', 'falsches passwort', {
      query,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('E-Mail-Adresse oder Passwort ist falsch');
  });

  it('stays English for lang=en and for a language the app does not have', async () => {
    for (const lang of ['en', 'sv']) {
      const res = await t.app.inject({ method: 'GET', url: authorizeUrl({ ...authorizeQuery(), lang }) });
      expect(res.statusCode, lang).toBe(200);
      expect(res.body, lang).toContain('<html lang="en">');
      expect(res.body, lang).toContain('<label for="login-password">Password</label>');
      expect(res.body, lang).toContain('<h1>Your Media.io account</h1>');
    }
  });

  it('says a broken link is broken in its lang, the field list staying English', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: authorizeUrl({ ...authorizeQuery({ lang: 'ko' }), product_id: '1' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain('이 로그인 링크는 올바르지 않아요');
    expect(res.body).toContain('product_id is not this product');
  });

  it('asks before signing out in the language of the page it returns to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/accounts/logout?redirect=%2Ffr%2Fai%2Fhome' });
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('Se déconnecter\u00a0?');
  });
});

describe('store checkout in the lang it is opened with', () => {
  const PREMIUM_MONTHLY = 24109015;

  it('shows the checkout in Japanese for lang=ja, and Pay answers in it', async () => {
    const user = await signIn(t.ctx, 0);
    const page = await t.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=${PREMIUM_MONTHLY}&shopping_id=ja-1&lang=ja`,
      headers: tokenCookie(user.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('<h1>お支払い</h1>');
    expect(page.body).toContain('Premium（月額）');
    expect(page.body).toContain('テストモード：実際のお支払いは発生しません。');
    expect(page.body).toContain('<input type="hidden" name="lang" value="ja">');
    expect(page.body).not.toContain('Checkout');

    const paid = await t.app.inject({
      method: 'POST',
      url: '/store/pay',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        accept: 'text/html',
        ...tokenCookie(user.token),
      },
      payload: new URLSearchParams({
        sku_id: String(PREMIUM_MONTHLY),
        shopping_id: 'ja-1',
        lang: 'ja',
      }).toString(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('お支払いが完了しました');
  });

  it('asks a signed-out visitor to sign in, in the link language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=${PREMIUM_MONTHLY}&lang=de`,
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Bitte melde dich zuerst an');
  });

  it('keeps the English checkout as it was', async () => {
    const user = await signIn(t.ctx, 0);
    const page = await t.app.inject({
      method: 'GET',
      url: `/store/checkout?sku_id=${PREMIUM_MONTHLY}&shopping_id=en-1`,
      headers: tokenCookie(user.token),
    });
    expect(page.body).toContain('<h2 id="product-name">Premium monthly</h2>');
    expect(page.body).toContain('<p class="hint">Billed per month</p>');
    expect(page.body).toContain('Test mode: no real payment is taken. Signed in as ');
  });
});

describe('feedback form in the lang it is opened with', () => {
  it('renders the form in Korean for lang=ko', async () => {
    const url = new URL(
      feedbackFormUrl('http://localhost', {
        fid: 335,
        lang: 'ko',
        embed: 1,
        theme: 'light',
        source: { uid: 1, product_id: 5903, device_id: 'dev-1', version: '2.0.0' },
      }),
    );
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain('<h1>피드백 보내기</h1>');
    expect(res.body).toContain('>보내기</button>');
  });
});
