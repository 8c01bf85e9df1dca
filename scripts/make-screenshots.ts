// The manifest's screenshots: the built app (run `npm run build` first) served by the real server on a throw-away
// data folder, photographed by Chromium at a desktop and a phone size and saved as small WebP files; run by hand
// when the pages change, and commit public/screenshots/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../tests/e2e/support/browser';

const PORT = 5991;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = 'public/screenshots';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const SHOTS = [
  { name: 'desktop-home', path: '/ai/home', viewport: DESKTOP, mobile: false },
  { name: 'desktop-text-to-video', path: '/ai/text-to-video', viewport: DESKTOP, mobile: false },
  { name: 'phone-home', path: '/ai/home', viewport: PHONE, mobile: true },
  { name: 'phone-image-to-video', path: '/ai/image-to-video', viewport: PHONE, mobile: true },
];

async function serverUp(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${ORIGIN}/ai/home`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
const dataDir = path.resolve('.tmp/screenshots-data');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: 'inherit',
});
try {
  await serverUp();
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      isMobile: shot.mobile,
      hasTouch: shot.mobile,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${shot.path}`, { waitUntil: 'networkidle' });
    // Before the page's idle offers appear: the screenshot shows the page, not a promotion.
    await page.waitForTimeout(800);
    const png = await page.screenshot();
    await sharp(png).webp({ quality: 72 }).toFile(`${OUT}/${shot.name}.webp`);
    console.log(`${OUT}/${shot.name}.webp`, fs.statSync(`${OUT}/${shot.name}.webp`).size, 'bytes');
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
