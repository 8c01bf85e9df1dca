import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/e2e/support/browser';
import { E2E_BASE_URL, E2E_POSTGRES_BASE_URL, POSTGRES_PROJECT } from './tests/e2e/support/server';

/** Specs that measure main-thread wall time (see the quiet projects). */
const QUIET_SPECS = /crop-main-thread\.spec\.ts$/;
/** Specs whose subject is behaviour the layout does not change (the worker, the server, the engine, the store's
 * rules): they run on the desktop project only. */
const ONCE_SPECS = new RegExp(
  '/(' +
    [
      'tasks-(resilience|outage)',
      'task-stream',
      'uploads-(resumable|media)',
      'token-renewal',
      'generators-(modules|tools|tool-modes|uploads|effects)',
      'session(-access)?',
      'library-story',
      'reuse',
      'prompt-tools',
      'queue-place',
      'notifications',
      'security-headers',
      'engines',
      'downloads',
      'video-generations',
      'plan-locks',
      'purchase-dialogs',
    ].join('|') +
    ')\\.spec\\.ts$',
);
/**
 * The journeys that also run on PostgreSQL: the ones that cross the data layer most (sign-up, sign-in and
 * sessions; tasks charged, failed and refunded, the library; an upload reused in a task; purchases; the queue's
 * turns). The whole server suite runs on both databases: these check the same paths end to end in a browser, in
 * about 3 minutes on 2 workers (the resumable-upload file, 1 more, tests the service worker more than the data).
 */
const POSTGRES_SPECS = new RegExp(
  '/(' + ['session', 'tasks-ui', 'reuse', 'commerce-purchase', 'queue-place'].join('|') + ')\\.spec\\.ts$',
);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Browser tests run against the production build served by the real server (tests/e2e/support/global-setup). */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    screenshot: 'off',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: QUIET_SPECS,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      // What these files test lives in the service worker, the server and the engine, not in the layout: once is
      // enough (generators-layout checks the phone layout of every generator page, and the specs kept here cover
      // every screen and dialog at a phone's width and touch).
      testIgnore: [QUIET_SPECS, ONCE_SPECS],
      use: PHONE,
    },
    // The same files against the run's servers on PostgreSQL (global-setup, startOwnServer), at a desktop's size.
    {
      name: POSTGRES_PROJECT,
      testMatch: POSTGRES_SPECS,
      use: { baseURL: E2E_POSTGRES_BASE_URL, viewport: { width: 1280, height: 800 } },
    },
    // Wall-clock measurements run last and one at a time, so no other test worker competes for the 2 cores.
    {
      name: 'quiet-desktop',
      testMatch: QUIET_SPECS,
      dependencies: ['desktop', 'phone', POSTGRES_PROJECT],
      use: { viewport: { width: 1280, height: 800 } },
    },
    { name: 'quiet-phone', testMatch: QUIET_SPECS, dependencies: ['quiet-desktop'], use: PHONE },
  ],
});
