import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { configFromEnv } from '../../../server/config';
import { themeBootScript } from '../../../src/core/theme-boot';
import { SYSTEM_CONFIG_HOST_FRAME } from '../../../src/core/contract/common-codes';
import type { SystemConfigItem } from '../../../src/core/contract/common';
import type { LoginUrlData } from '../../../src/core/contract/session';
import { ACCOUNTS_COOKIE_CHECK_PATH, buildAuthorizeUrl } from '../../../src/core/accounts-service';
import { TEST_PROOF, TEST_VERIFIER, codeFrom, postCredentials } from './support/accounts-forms';
import { envelope, newUser, signIn, startTestApp, tempDataDir, type TestApp } from './support/test-app';

const PORTAL = 'https://portal.example';

/** A built client as the build writes it: the theme boot script inline in the shell and every prerendered page. */
function writeClient(dir: string): void {
  const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<script>${themeBootScript()}</script></head><body><div id="root"></div></body></html>`;
  fs.mkdirSync(path.join(dir, 'pages/en'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
  fs.writeFileSync(path.join(dir, 'pages/en/home.html'), shell);
}

/** The policy's directives by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

/** The CSP source of each inline script of a page, hashed from the page's own text. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`,
  );
}

const https = { 'x-forwarded-proto': 'https' };

let plain: TestApp;
/** Behind a trusted TLS proxy, with a host site and the built client. */
let proxied: TestApp;
beforeAll(async () => {
  plain = await startTestApp();
  const clientDir = tempDataDir();
  writeClient(clientDir);
  proxied = await startTestApp({
    env: { CLIENT_DIR: clientDir, TRUST_PROXY: 'true', HOST_FRAME_ORIGINS: PORTAL },
  });
});
afterAll(async () => {
  await plain.close();
  await proxied.close();
});

describe('Content-Security-Policy', () => {
  it("lets the app's pages run their own scripts and the inline theme script by its hash, nothing inline else", async () => {
    const page = await proxied.app.inject({ url: '/ai/home' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page);
    const scripts = csp.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every inline script of the page, and only those, is allowed.
    const hashes = inlineScriptHashes(page.body);
    expect(hashes).toHaveLength(1);
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toEqual(hashes);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('may be framed by its own pages only, unless HOST_FRAME_ORIGINS names host sites', async () => {
    const own = await plain.app.inject({ url: '/v1/common/engines' });
    expect(directives(own).get('frame-ancestors')).toEqual(["'self'"]);
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    const hosted = await proxied.app.inject({ url: '/ai/home' });
    expect(directives(hosted).get('frame-ancestors')).toEqual(["'self'", PORTAL]);
    // X-Frame-Options cannot name another site: it is left to frame-ancestors then.
    expect(hosted.headers['x-frame-options']).toBeUndefined();
  });

  it('tells the page the host sites through the system config, and none when none is set', async () => {
    const items = async (t: TestApp) =>
      envelope<SystemConfigItem[]>(await t.app.inject({ url: '/v1/common/system_config' })).data;
    expect((await items(plain)).find((i) => i.code === SYSTEM_CONFIG_HOST_FRAME)).toBeUndefined();
    const item = (await items(proxied)).find((i) => i.code === SYSTEM_CONFIG_HOST_FRAME);
    expect(JSON.parse(item!.value)).toEqual({ origins: [PORTAL] });
  });

  it('refuses a HOST_FRAME_ORIGINS entry that is not a bare origin', () => {
    for (const bad of ['*', 'portal.example', 'https://portal.example/app', 'javascript:alert(1)']) {
      expect(() => configFromEnv({ HOST_FRAME_ORIGINS: bad }), bad).toThrow(/HOST_FRAME_ORIGINS/);
    }
    expect(
      configFromEnv({ HOST_FRAME_ORIGINS: `${PORTAL}/, http://localhost:3000` }).hostFrameOrigins,
    ).toEqual([PORTAL, 'http://localhost:3000']);
  });

  it('leaves the service pages their own policy: framed by this site only, as before', async () => {
    for (const t of [plain, proxied]) {
      const res = await t.app.inject({ url: ACCOUNTS_COOKIE_CHECK_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent only when the request came over TLS, as a trusted proxy says', async () => {
    const viaProxy = await proxied.app.inject({ url: '/v1/common/engines', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(
      (await proxied.app.inject({ url: '/v1/common/engines' })).headers['strict-transport-security'],
    ).toBe(undefined);
    // Without TRUST_PROXY the header is the client's word, not the proxy's.
    const untrusted = await plain.app.inject({ url: '/v1/common/engines', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control on signed-in answers', () => {
  it('is no-store on every answer made for a signed-in user, and on the answer that issues a token', async () => {
    const { app } = plain;
    const code = codeFrom(
      await postCredentials(app, 'signup', 'cache.me@example.com', 'correct horse battery'),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: { code, code_verifier: TEST_VERIFIER },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const user = await newUser(app);
    const answers = [
      await app.inject({ url: '/v1/token/renew', headers: user.headers }),
      await app.inject({ method: 'POST', url: '/v1/user', headers: user.headers }),
      await app.inject({ method: 'POST', url: '/v1/ai/task', headers: user.headers, payload: {} }),
      await app.inject({ url: '/v1/verify/record?type=1&page=1&page_size=5', headers: user.headers }),
      await app.inject({
        method: 'POST',
        url: '/v1/feature-code/auth',
        headers: user.headers,
        payload: { pids: [1] },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
  });

  it('leaves public answers and signed-out requests to their own caching', async () => {
    const user = await signIn(plain.ctx);
    const shared = await plain.app.inject({ url: '/v1/common/engines', headers: user.headers });
    expect(shared.headers['cache-control']).toBeUndefined();
    const refused = await plain.app.inject({
      url: '/v1/token/renew',
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBeUndefined();
  });
});

describe('cookies', () => {
  const accountsCookie = (res: LightMyRequestResponse) =>
    res.cookies.find((c) => c.name === 'mi_accounts_session');

  it('are Secure when the request came over HTTPS through a trusted proxy', async () => {
    const res = await postCredentials(
      proxied.app,
      'signup',
      'secure.cookie@example.com',
      'correct horse battery',
      {
        headers: { ...https, host: 'app.example' },
        // The app on https names its https callback.
        query: Object.fromEntries(
          new URL(
            buildAuthorizeUrl('https://app.example', {
              lang: 'en',
              mode: 'popup',
              goto: '/ai/home',
              env: 'production',
              proof: TEST_PROOF,
            }),
          ).searchParams,
        ),
      },
    );
    expect(res.statusCode, res.body).toBe(302);
    expect(accountsCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });

  it('are not Secure over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    for (const [t, headers] of [
      [proxied, {}],
      [plain, https],
    ] as const) {
      const res = await postCredentials(
        t.app,
        'signup',
        `plain.${crypto.randomUUID()}@example.com`,
        'correct horse battery',
        {
          headers,
        },
      );
      expect(res.statusCode).toBe(302);
      expect(accountsCookie(res)?.secure).toBeUndefined();
    }
  });
});

describe('no token in a URL', () => {
  it('GET /v1/login-url gives an authorize URL without a token and refuses one in its own query', async () => {
    const user = await signIn(plain.ctx);
    const attempt = `nonce=${TEST_PROOF.nonce}&code_challenge=${TEST_PROOF.challenge}`;
    const res = await plain.app.inject({
      url: `/v1/login-url?redirect=%2Fai%2Fhome&${attempt}`,
      headers: user.headers,
    });
    const { url } = envelope<LoginUrlData>(res).data;
    expect(url).not.toContain(user.token);
    expect([...new URL(url).searchParams.keys()]).not.toContain('token');
    const withToken = await plain.app.inject({
      url: `/v1/login-url?redirect=%2Fai%2Fhome&${attempt}&token=${user.token}`,
    });
    expect(withToken.statusCode).toBe(400);
    expect(withToken.json()).toMatchObject({
      code: 490001,
      msg: expect.stringContaining('token must not be sent'),
    });
  });
});
