import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { forceVariants } from './support/commerce';
import { type RunningServer } from './support/server';
import {
  generateImage,
  removeServer,
  resultImage,
  startOwnServer,
  waitForServiceWorker,
} from './support/tasks';
import { buildAuthorizeUrl } from '../../src/core/accounts-service';
import { codeChallengeOf, newLoginSecret } from '../../src/core/login-proof';
import { STORAGE_NAMESPACE } from '../../src/core/identity';
import { APP_TOKEN_COOKIE } from '../../src/core/session-rules';

/** Every report of a Content-Security-Policy violation the page (and its frames) logs or raises. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text());
  });
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  return violations;
}

test('the app runs under its Content-Security-Policy without a violation, and no frame URL holds the token', async ({
  page,
}) => {
  const violations = watchPolicy(page);
  await forceVariants(page, {});
  const res = await page.goto('/ai/text-to-image');
  const policy = res!.headers()['content-security-policy'];
  expect(policy).toMatch(/(^|;)\s*frame-ancestors 'self'(;|$)/);
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '))!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);

  await signUp(page);
  await waitForServiceWorker(page);
  await generateImage(page, 'a red kite over a beach');
  await expect(resultImage(page).first()).toBeVisible({ timeout: 30_000 });

  // The feedback form names its sender by the token cookie, not by its URL.
  const token = (await page.context().cookies()).find((c) => c.name === APP_TOKEN_COOKIE)?.value;
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Feedback' }).click();
  const frameSrc = await page.locator('iframe[title="Feedback form"]').getAttribute('src');
  expect(frameSrc).not.toContain(token!);
  expect(decodeURIComponent(frameSrc!)).not.toContain('token');
  const form = page.frameLocator('iframe[title="Feedback form"]');
  await form.getByLabel('Your feedback').fill('Headers look right.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();

  // Reloaded under the service worker, from its cache.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe('the app in a host site frame', () => {
  // The host pages come from a small server of the test's on loopback (Chromium lets no public page reach a local
  // server), under *.test.localhost names: other origins than the app's, but the same site, so the framed app
  // keeps its storage as it does under a real host's name beside the app's.
  let hostServer: http.Server;
  let host: string;
  let other: string;
  let server: RunningServer;
  let appOrigin: string;
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    hostServer = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><title>Host</title>
<script>window.received = []; addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));</script>
<iframe id="app" src="${appOrigin}/ai/home" style="width:1100px;height:760px"></iframe>`);
    });
    await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
    const { port } = hostServer.address() as AddressInfo;
    host = `http://host.test.localhost:${port}`;
    other = `http://other.test.localhost:${port}`;
    server = await startOwnServer(testInfo, { HOST_FRAME_ORIGINS: host });
    appOrigin = server.url.replace('//localhost:', '//app.test.localhost:');
  });
  test.afterAll(async () => {
    await removeServer(server);
    await new Promise((resolve) => hostServer.close(resolve));
  });

  /** A page at `origin` framing the app's home and keeping every message it receives. */
  async function hostPage(page: Page, origin: string): Promise<void> {
    await page.goto(`${origin}/host`);
  }

  const received = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { received: Array<{ origin: string; data: unknown }> }).received,
    );

  const postToApp = (page: Page, message: unknown, origin: string) =>
    page.evaluate(
      ([m, o]) =>
        (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(m, o as string),
      [message, origin] as const,
    );

  /** A new account's token, signed up and exchanged as the accounts pages and the app would. */
  async function newToken(request: APIRequestContext): Promise<string> {
    const verifier = newLoginSecret();
    const authorize = buildAuthorizeUrl(server.url, {
      lang: 'en',
      mode: 'redirect',
      goto: '/ai/home',
      env: 'production',
      proof: { nonce: newLoginSecret(), challenge: await codeChallengeOf(verifier) },
    });
    const form = {
      ...Object.fromEntries(new URL(authorize).searchParams),
      email: uniqueEmail('host'),
      password: PASSWORD,
    };
    const signup = await request.post(`${server.url}/accounts/signup`, { form, maxRedirects: 0 });
    const code = new URL(signup.headers().location, server.url).searchParams.get('code');
    const login = await request.post(`${server.url}/v1/oauth/token`, {
      data: { code, code_verifier: verifier },
    });
    return ((await login.json()) as { data: { jwt: string } }).data.jwt;
  }

  test('a named host gets the uid of a sign-in, and may sign the app out and in', async ({
    page,
    context,
  }) => {
    // In a host's frame the accounts pages cannot be framed too: sign-in goes by popup.
    await context.addInitScript((ns) => {
      localStorage.setItem(`${ns}:3pc`, JSON.stringify({ value: false, expiresAt: Date.now() + 86_400_000 }));
    }, STORAGE_NAMESPACE);
    await hostPage(page, host);
    const app = page.frameLocator('#app');
    const popupOpened = page.waitForEvent('popup');
    await app.getByRole('button', { name: 'Log in' }).first().click();
    const popup = await popupOpened;
    await popup.getByRole('tab', { name: 'Sign up' }).click();
    await popup.getByLabel('Email').filter({ visible: true }).fill(uniqueEmail('hosted'));
    await popup.getByLabel('Password').filter({ visible: true }).fill(PASSWORD);
    await popup.getByRole('button', { name: 'Sign up', exact: true }).last().click();
    await expect(app.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect
      .poll(() => received(page))
      .toContainEqual({
        origin: appOrigin,
        data: { source: 'mi-app', action: 'login-success', uid: expect.stringMatching(/^\d+$/) },
      });

    await postToApp(page, { action: 'logout' }, appOrigin);
    await expect(app.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await postToApp(page, { action: 'login', token: await newToken(page.request) }, appOrigin);
    await expect(app.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('its own pages may frame the app but are no host: their messages are ignored', async ({ page }) => {
    // A page of the app's own origin, as the test answers it.
    await page.route(`${appOrigin}/host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Own page</title><iframe id="app" src="${appOrigin}/ai/home" style="width:1100px;height:760px"></iframe>`,
      }),
    );
    await hostPage(page, appOrigin);
    const app = page.frameLocator('#app');
    await expect(app.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    const token = await newToken(page.request);
    // The page asks which hosts are named before it decides; then it has decided.
    const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/common/system_config');
    await postToApp(page, { action: 'login', token }, appOrigin);
    await config;
    await page.waitForTimeout(1000);
    await expect(app.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await expect(app.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });

  test('a site that is not named cannot frame the app', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (m) => m.text().includes('frame-ancestors') && refusals.push(m.text()));
    await hostPage(page, other);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#app').getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});
