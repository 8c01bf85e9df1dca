import { test, expect, type Page } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { forceVariants } from './support/commerce';
import { saveScreen } from './support/screens';
import { balance } from './support/tasks';
import { STORAGE_NAMESPACE } from '../../src/core/identity';
import { APP_TOKEN_COOKIE, EARLY_LOGIN_SCENE } from '../../src/core/session-rules';
import { buildAuthorizeUrl } from '../../src/core/accounts-service';
import { codeChallengeOf, newLoginSecret } from '../../src/core/login-proof';
import { E2E_BASE_URL } from './support/server';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in or sign up' });
const signInFrame = (page: Page) => page.locator('iframe[title="Sign in"]');
const SECOND_WAY_KEY = `${STORAGE_NAMESPACE}:second-way-login`;

async function visitorWithLoginTest(page: Page, plan: number): Promise<void> {
  await forceVariants(page, { login_test: plan });
  const asked = page.waitForResponse((r) => r.url().includes('test_code=login_test'));
  await page.goto('/ai/explore');
  await asked;
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}

test('early login: in login_test B a visitor click anywhere opens the login dialog (scene login_early)', async ({
  page,
}, testInfo) => {
  await visitorWithLoginTest(page, 2);
  // The header's Log in button is a sign-in surface: it opens the dialog the ordinary way.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(signInFrame(page)).toHaveAttribute('data-scene', 'default');
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toHaveCount(0);

  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(signInFrame(page)).toHaveAttribute('data-scene', EARLY_LOGIN_SCENE);
  await saveScreen(page, testInfo, 'early-login');
  // Closing it is a click inside the dialog: it does not open it again.
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(loginDialog(page)).toHaveCount(0);

  await signUp(page);
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(loginDialog(page)).toHaveCount(0);
});

test('early login: in login_test A a visitor click does not open the dialog', async ({ page }) => {
  await visitorWithLoginTest(page, 1);
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(loginDialog(page)).toHaveCount(0);
});

test('second-way login: a flag from the last hour signs in by redirect through /v1/login-url', async ({
  page,
}) => {
  await page.goto('/ai/explore?tab=image');
  // A flag set 61 minutes ago no longer applies: the dialog opens.
  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 61 * 60_000)), SECOND_WAY_KEY);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.evaluate((key) => localStorage.setItem(key, String(Date.now() - 30 * 60_000)), SECOND_WAY_KEY);
  const loginUrl = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/login-url');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  expect(new URL((await loginUrl).url()).searchParams.get('redirect')).toBe('/ai/explore?tab=image');
  await page.waitForURL(/\/accounts\/authorize\?/);
  expect(new URL(page.url()).searchParams.get('mode')).toBe('redirect');

  // The whole sign-in happens on the accounts page, which comes back with a code the app exchanges.
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Email').filter({ visible: true }).fill(uniqueEmail('second-way'));
  await page.getByLabel('Password').filter({ visible: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).last().click();
  await page.waitForURL(/\/ai\/explore\?tab=image/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(balance(page)).toHaveText(/5/);
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();
});

test('second-way login: a blocked sign-in popup sets the flag and signs in by redirect', async ({ page }) => {
  // Third-party cookies unsupported (sign-in by popup), and a browser that blocks the popup.
  await page.addInitScript((ns) => {
    localStorage.setItem(`${ns}:3pc`, JSON.stringify({ value: false, expiresAt: Date.now() + 86_400_000 }));
    window.open = () => null;
  }, STORAGE_NAMESPACE);
  await page.goto('/ai/home');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.waitForURL(/\/accounts\/authorize\?/);
  expect(new URL(page.url()).searchParams.get('mode')).toBe('redirect');
  const flag = await page.evaluate((key) => Number(localStorage.getItem(key)), SECOND_WAY_KEY);
  expect(Date.now() - flag).toBeLessThan(60_000);
});

test('a sign-in code the tab did not ask for signs no one in: not from an address, not through the callback', async ({
  page,
  request,
}) => {
  // Another person signs in to their own account, with their own attempt's secrets, and stops at the code.
  const attacker = { nonce: newLoginSecret(), verifier: newLoginSecret() };
  const authorize = buildAuthorizeUrl(E2E_BASE_URL, {
    lang: 'en',
    mode: 'redirect',
    goto: '/ai/home',
    env: 'production',
    proof: { nonce: attacker.nonce, challenge: await codeChallengeOf(attacker.verifier) },
  });
  const form = {
    ...Object.fromEntries(new URL(authorize).searchParams),
    email: uniqueEmail('planted'),
    password: PASSWORD,
  };
  const signup = await request.post('/accounts/signup', { form, maxRedirects: 0 });
  const callback = new URL(signup.headers().location, E2E_BASE_URL);
  expect(callback.pathname).toBe('/accounts/callback');

  const exchanges: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/oauth/token') exchanges.push(r.url());
  });
  // The code planted in an app address, and the callback link itself sent to the visitor: both are ignored.
  await page.goto(`/ai/home${callback.search}`);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await page.goto(callback.href);
  await page.waitForURL(/\/ai\/home$/);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  expect(exchanges).toEqual([]);
  // The code is still the other person's to use, with their verifier only.
  const own = await request.post('/v1/oauth/token', {
    data: { code: callback.searchParams.get('code'), code_verifier: attacker.verifier },
  });
  expect(await own.json()).toMatchObject({ code: 0 });
});

test('a logout from the accounts frame logs the page out', async ({ page, context }, testInfo) => {
  await page.goto('/ai/explore');
  const email = await signUp(page);
  // The accounts service framed in the signed-in page, as the sign-in dialog frames it: it knows the account
  // and offers "Use another account". (A signed-in page has no Log in button to open the dialog with.)
  const authorize = await loginFrameUrl(page);
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.title = 'Accounts';
    frame.src = src;
    frame.width = '400';
    frame.height = '604';
    document.body.appendChild(frame);
  }, authorize);
  const accounts = page.frameLocator('iframe[title="Accounts"]');
  await expect(accounts.getByText(email)).toBeVisible();
  const loggedOut = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/logout');
  await accounts.getByRole('button', { name: 'Use another account' }).click();
  await loggedOut;
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(balance(page)).toHaveCount(0);
  // The frame went on to the sign-in form for the next account.
  await expect(accounts.getByLabel('Email').filter({ visible: true })).toBeVisible();
  await saveScreen(page, testInfo, 'accounts-frame-logout');
  expect((await context.cookies()).find((c) => c.name === APP_TOKEN_COOKIE)).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});

/** The authorize URL the sign-in dialog frames, read from the dialog a visitor page opens. */
async function loginFrameUrl(page: Page): Promise<string> {
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(page.url());
  await visitor.getByRole('button', { name: 'Log in' }).first().click();
  const frame = visitor.locator('iframe[title="Sign in"]');
  // The frame gets its address once the sign-in attempt's challenge is hashed.
  await expect(frame).toHaveAttribute('src', /\/accounts\/authorize\?/);
  const src = await frame.getAttribute('src');
  await visitor.close();
  return src!;
}

test('video-site login errors (661031, 660013) show clear copy', async ({ page }, testInfo) => {
  for (const code of [661031, 660013]) {
    // The session layer, which turns codes into copy, is live once it asked for the visitor's login_test plan;
    // the Image tab's first page is asked for after that.
    const live = page.waitForResponse((r) => r.url().includes('test_code=login_test'));
    await page.goto('/ai/explore');
    await live;
    await page.route('**/v1/common/explore?**', (route) =>
      route.fulfill({ json: { code, data: null, msg: 'login required', trace_id: 'e2e' } }),
    );
    await page.getByRole('tab', { name: 'Image' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'This video site asks you to sign in' }),
    ).toBeVisible();
    if (code === 661031) await saveScreen(page, testInfo, 'video-site-login-error');
    await page.unroute('**/v1/common/explore?**');
  }
});

test('an HTTP 400 without an envelope counts as unauthorized: the page asks to sign in again', async ({
  page,
}) => {
  await page.goto('/ai/explore');
  await signUp(page);
  const focus = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
  // An envelope keeps its own code: a 400 carrying 490001 (params error) is no sign-out.
  await page.route('**/v1/user', (route) =>
    route.fulfill({ status: 400, json: { code: 490001, data: null, msg: 'params error', trace_id: 'e2e' } }),
  );
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user');
  await focus();
  await answered;
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);

  await page.unroute('**/v1/user');
  await page.route('**/v1/user', (route) => route.fulfill({ status: 400, body: '' }));
  await focus();
  await expect(loginDialog(page)).toBeVisible();
  await expect(signInFrame(page)).toHaveAttribute('data-scene', 'relogin');
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});
