import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_NAME, PRODUCT_ID } from './src/core/identity';
import { prerenderPlugin } from './scripts/prerender/prerender-plugin';
import { themeBootScript } from './src/app/theme-boot';
import { precompressPlugin } from './scripts/precompress-plugin';
import { PRERENDERED_DIR } from './src/core/prerendered-pages';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './src/core/language';

export default defineConfig({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    {
      name: 'app:theme-boot',
      // Right after the charset, before any stylesheet (a script after one waits for it).
      transformIndexHtml: (html) =>
        html.replace('<meta charset="UTF-8" />', (m) => `${m}\n    <script>${themeBootScript()}</script>`),
    },
    prerenderPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // Prerendered pages: the default language's plain URLs are precached; the rest are fetched on first use.
        globIgnores: [
          `${PRERENDERED_DIR}/${DEFAULT_LANGUAGE}/prefixed/**`,
          ...SUPPORTED_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map(
            (l) => `${PRERENDERED_DIR}/${l}/**`,
          ),
        ],
        rollupFormat: 'es',
      },
      devOptions: { enabled: false, type: 'module' },
      manifest: {
        id: `/?pid=${PRODUCT_ID}`,
        name: 'AI Video Generator',
        short_name: 'AI Video',
        description: `${APP_NAME}: turn text, images, video and audio into new media`,
        start_url: '/ai/home',
        scope: '/',
        display: 'standalone',
        theme_color: '#6d4aff',
        background_color: '#101018',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  worker: { format: 'es' },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:5903', '/accounts': 'http://localhost:5903' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page's first render runs, in one file: pages load over HTTP/1.1 (six connections), where
            // twenty small files cost several round trips more than one of the same size.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react)|wouter|regexparam|valtio|proxy-compare)[\\/]/,
              priority: 2,
            },
            // What the entry runs before the first paint, in one small file beside it.
            {
              name: 'boot',
              priority: 3,
              test: /(src[\\/]app[\\/](asset-recovery|hydration|app-code|prerender-markers)|src[\\/]core[\\/](asset-failure|business-codes|timing|identity)|preload-helper)/,
            },
            // The app's start and everything it imports statically (shell, header, menu, i18n): one file too.
            { name: 'app', test: /src[\\/]app[\\/]start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
