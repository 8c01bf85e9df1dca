import path from 'node:path';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { STORAGE_NAMESPACE } from '../../../src/core/identity';
import { startPostgresServer, startServer, E2E_PORT, POSTGRES_PROJECT, type RunningServer } from './server';

/**
 * Spec files that run a server of their own, each with its own ports: files run in parallel workers, so two files
 * sharing a port would make the second server fail to start. Add a file here rather than picking a number.
 */
const OWN_SERVER_FILES = [
  'tasks-ui',
  'tasks-resilience',
  'tasks-outage',
  'generators-modules',
  'generators-tools',
  'generators-uploads',
  'generators-entry-exit',
  'commerce-account',
  'task-stream',
  'engines',
  'reuse',
  'uploads-resumable',
  'token-renewal',
  'library-story',
  'session-access',
  'video-generations',
  'queue-place',
  'security-headers',
  'tracking',
  'buying-app-type',
] as const;

/** The projects whose tests start servers of their own: a file of each may run at once, so each has its ports. */
const OWN_SERVER_PROJECTS = ['desktop', 'phone', POSTGRES_PROJECT];

/** The port of this spec file's own server: E2E_PORT + 1 + 3·slot for desktop, the next ones for phone, postgres. */
function ownServerPort(testInfo: TestInfo): number {
  const file = path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
  const slot = (OWN_SERVER_FILES as readonly string[]).indexOf(file);
  if (slot < 0)
    throw new Error(`${file} runs its own server: add it to OWN_SERVER_FILES in support/tasks.ts`);
  const project = OWN_SERVER_PROJECTS.indexOf(testInfo.project.name);
  if (project < 0)
    throw new Error(`project ${testInfo.project.name} starts servers: add it to OWN_SERVER_PROJECTS`);
  return E2E_PORT + 1 + slot * OWN_SERVER_PROJECTS.length + project;
}

/**
 * A server of this spec file's own (tests that stop it or need TASK_MIN_MS or other settings); in the postgres
 * project, on a PostgreSQL database of its own like the run's shared server there.
 */
export async function startOwnServer(
  testInfo: TestInfo,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = ownServerPort(testInfo);
  const dataDir = path.resolve('.tmp/e2e-data', `own-${port}-${Date.now()}`);
  const start = testInfo.project.name === POSTGRES_PROJECT ? startPostgresServer : startServer;
  return start({ port, dataDir, env });
}

export async function removeServer(server: RunningServer | undefined): Promise<void> {
  await server?.remove();
}

/** The header's balance. */
export function balance(page: Page) {
  return page.getByLabel('Credits balance');
}

/** Writes a prompt on the text-to-image page and presses Generate. */
export async function generateImage(page: Page, prompt: string): Promise<void> {
  await page.getByLabel('Prompt').fill(prompt);
  await page.getByRole('button', { name: /^Generate/ }).click();
}

/** The result image of the generator page (or any image result inside main). */
export function resultImage(page: Page) {
  return page.getByRole('main').getByRole('img', { name: /^Generated/ });
}

/** Waits until the page runs under the service worker (the first visit installs it; clients.claim takes over). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
}

/** Calls the API as the signed-in user of `page`, outside the page's code (for checks, not for the flow). */
export async function apiAs<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_NAMESPACE}:token`);
  expect(token, 'signed in').toBeTruthy();
  const base = new URL(page.url()).origin;
  const response = await page.request.fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

/** How many credits were taken: consumption records minus refunds, from GET /v1/verify/record. */
export async function creditMoves(page: Page): Promise<{ charges: number; refunds: number }> {
  type Page = { list: Array<{ details: string; credits: number }> };
  const used = await apiAs<Page>(page, 'GET', '/v1/verify/record?type=Consumption&page_size=50');
  const got = await apiAs<Page>(page, 'GET', '/v1/verify/record?type=Acquisition&page_size=50');
  return {
    charges: used.list.length,
    refunds: got.list.filter((item) => item.details === 'Refund').length,
  };
}

/** Stops every service worker of the browser (CDP), as Chromium does after 30 s idle. */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** Makes every API request of the context (the SW's included) fail as if the network were down. */
export async function cutApi(context: BrowserContext): Promise<() => Promise<void>> {
  const handler = (route: { abort: () => Promise<void> }) => route.abort();
  await context.route('**/v1/**', handler);
  return () => context.unroute('**/v1/**', handler);
}
