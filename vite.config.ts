import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_ID } from './src/core/identity';
import { prerenderPlugin } from './scripts/prerender/prerender-plugin';
import { themeBootScript } from './src/core/theme-boot';
import { precompressPlugin } from './scripts/precompress-plugin';
import { PRERENDERED_DIR } from './src/core/prerendered-pages';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './src/core/language';
import { SHARE_TARGET_PATH } from './src/core/share-target';

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
        description:
          'Make short videos, pictures and music from a few words or your own photos: write what you want, ' +
          'generate, and keep every result in your library, also offline. Share a photo or clip from your ' +
          'gallery to animate it, restyle it or remove its background.',
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
        // A photo or clip shared from another app: the service worker keeps it (sw/share-target.ts) and the
        // share page offers the tools that take it.
        share_target: {
          action: SHARE_TARGET_PATH,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: 'media', accept: ['image/*', 'video/*'] }],
          },
        },
        shortcuts: [
          {
            name: 'Text to video',
            url: '/ai/text-to-video',
            icons: [{ src: '/icons/shortcut-text-to-video.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Image to video',
            url: '/ai/image-to-video',
            icons: [{ src: '/icons/shortcut-image-to-video.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Libraries',
            url: '/ai/libraries',
            icons: [{ src: '/icons/shortcut-libraries.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
        // Made by scripts/make-screenshots.ts from the built app.
        screenshots: [
          {
            src: '/screenshots/desktop-home.webp',
            sizes: '1280x800',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'Home: start from a prompt or a photo',
          },
          {
            src: '/screenshots/desktop-text-to-video.webp',
            sizes: '1280x800',
            type: 'image/webp',
            form_factor: 'wide',
            label: 'Text to video: the form beside the results',
          },
          {
            src: '/screenshots/phone-home.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Home on a phone',
          },
          {
            src: '/screenshots/phone-image-to-video.webp',
            sizes: '390x844',
            type: 'image/webp',
            form_factor: 'narrow',
            label: 'Image to video on a phone',
          },
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
      // zod without compiled parsers: the CSP allows no eval (src/app/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-jitless.ts', import.meta.url)) },
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
