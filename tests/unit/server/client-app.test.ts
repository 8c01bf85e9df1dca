import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tempDataDir, type TestApp } from './support/test-app';

/** A small built client: the shell, two prerendered pages, one hashed asset with its compressed copies. */
function writeClient(dir: string): void {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<html lang="en"><div id="root"></div></html>');
  write('pages/en/home.html', '<html lang="en">home in en</html>');
  write('pages/ja/home.html', '<html lang="ja">home in ja</html>');
  write('pages/ja/prefixed/explore.html', '<html lang="ja">explore in ja, prefixed</html>');
  const chunk = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))};`;
  write('assets/app-abc123.js', chunk);
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), zlib.brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), zlib.gzipSync(chunk));
  write('sw.js', 'self.addEventListener("fetch", () => {});');
}

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    const clientDir = tempDataDir();
    writeClient(clientDir);
    t = await startTestApp({ env: { CLIENT_DIR: clientDir } });
  });
  afterAll(() => t.app.close());

  it('answers a share the service worker did not take with the chooser page, not a 404', async () => {
    const boundary = 'share-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="media"; filename="photo.jpg"',
      'Content-Type: image/jpeg',
      '',
      'not really a jpeg',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/ai/share',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/ai/share');
  });

  it('sends a hashed asset brotli or gzip by negotiation, immutable for a year', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['vary']).toContain('Accept-Encoding');
    }
    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('lorem ipsum');
  });

  it('the service worker and pages are revalidated on every use', async () => {
    expect((await t.app.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/ai/home' })).headers['cache-control']).toBe('no-cache');
  });

  it("answers an app URL with the route's page in the visitor's language", async () => {
    const en = await t.app.inject({ url: '/ai/home' });
    expect(en.body).toBe('<html lang="en">home in en</html>');
    const ja = await t.app.inject({
      url: '/ai/home',
      headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' },
    });
    expect(ja.body).toContain('home in ja');
    expect(ja.headers['vary']).toContain('Accept-Language');
    const query = await t.app.inject({ url: '/ai/home?lang=ja' });
    expect(query.body).toContain('home in ja');
    const prefixed = await t.app.inject({ url: '/ja/ai/explore' });
    expect(prefixed.body).toContain('explore in ja, prefixed');
  });

  it('falls back to the shell when a page was not prerendered', async () => {
    const res = await t.app.inject({ url: '/ai/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('redirects the root, unknown paths and create to their canonical pages, keeping prefix and query', async () => {
    const cases: Array<[string, string]> = [
      ['/', '/ai/home'],
      ['/ai', '/ai/home'],
      ['/no/such/page', '/ai/home'],
      ['/ai/create?x=1', '/ai/image-to-video?x=1'],
      ['/ja/', '/ja/ai/home'],
      ['/ai/explore/', '/ai/explore'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('a missing file, an unknown API path and a non-GET are 404 envelopes', async () => {
    for (const [method, url] of [
      ['GET', '/icons/missing.png'],
      ['GET', '/v1/nothing'],
      ['GET', '/assets/gone-123.js'],
      ['POST', '/ai/home'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({
        code: expect.any(Number),
        msg: expect.stringContaining('not found'),
      });
    }
  });
});
