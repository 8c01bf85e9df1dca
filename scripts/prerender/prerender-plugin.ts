import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { chunkClosure, pageHtml, withAppCode, type Manifest } from './page-html';

type Renderer = typeof import('../../src/prerender');

/**
 * Prerenders every app route at build time: once the client is built (and before the service worker's precache
 * list is made, so the pages are in it), builds src/prerender.tsx for Node, renders each route in each language
 * and writes the pages the server and the service worker hand out for app URLs.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'app:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const started = Date.now();
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = path.resolve(config.root, '.tmp/prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const renderer = (await import(
          `${pathToFileURL(path.join(ssrDir, 'prerender.js')).href}?t=${started}`
        )) as Renderer;
        const count = await writePages(outDir, renderer);
        config.logger.info(`prerendered ${count} pages in ${Date.now() - started} ms`);
      },
    },
  };
}

async function writePages(outDir: string, renderer: Renderer): Promise<number> {
  const { APP_ROUTES } = await import('../../src/core/menu');
  const { SUPPORTED_LANGUAGES } = await import('../../src/core/language');
  const { prerenderedPagePath } = await import('../../src/core/prerendered-pages');
  const { PRERENDER_LANGUAGE_ATTRIBUTE, APP_CODE_META } = await import('../../src/app/prerender-markers');
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  // The bare shell (pages drawn in the browser, offline fallbacks) names the app's code too.
  const app = chunkClosure(manifest, [renderer.START_SOURCE]);
  fs.writeFileSync(path.join(outDir, 'index.html'), withAppCode(shell, app.js, app.css, APP_CODE_META));
  let count = 0;
  for (const language of SUPPORTED_LANGUAGES) {
    for (const prefixed of [false, true]) {
      for (const route of APP_ROUTES) {
        const body = await renderer.renderRoute(route, language, prefixed);
        // A boundary still pending (or outlined) shows only once its script runs: without JavaScript the page
        // would be empty. The build fails rather than ship such a page.
        if (body.includes('<!--$?-->')) {
          throw new Error(
            `prerender of ${language}${prefixed ? ' (prefixed)' : ''} ${route.route} left a pending boundary`,
          );
        }
        const { js, css } = chunkClosure(manifest, renderer.routeSources(route, language));
        const page = { language, body, js, css, rootAttribute: PRERENDER_LANGUAGE_ATTRIBUTE };
        const html = pageHtml(shell, page, APP_CODE_META);
        const file = path.join(outDir, prerenderedPagePath(route.route, language, prefixed));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
        count++;
      }
    }
  }
  return count;
}
