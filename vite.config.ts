import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_NAME, PRODUCT_ID } from './src/core/identity';

export default defineConfig({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
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
  ],
  worker: { format: 'es' },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:5903', '/accounts': 'http://localhost:5903' } },
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
