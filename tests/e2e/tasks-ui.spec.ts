import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { signUp, signUpInDialog } from './support/accounts';
import { saveScreen } from './support/screens';
import {
  apiAs,
  balance,
  creditMoves,
  cutApi,
  generateImage,
  removeServer,
  resultImage,
  startOwnServer,
  waitForServiceWorker,
} from './support/tasks';
import type { RunningServer } from './support/server';
import type { CreateTaskData, TaskDto, TaskListData } from '../../src/core/contract/tasks';

/** The prompt this file's server fails at run time (ENGINE_FAULT_PROMPT, a documented test hook). */
const FAULT_PROMPT = 'this prompt makes the engine fail';

let server: RunningServer;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, { TASK_MIN_MS: '4000', ENGINE_FAULT_PROMPT: FAULT_PROMPT });
});
test.afterAll(async () => removeServer(server));

test('text to image: cost, ticking progress, result, download, charged once', async ({ page }, testInfo) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await expect(balance(page)).toHaveText(/5/);
  const generate = page.getByRole('button', { name: /^Generate/ });
  await expect(generate).toHaveText(/1 credit/);
  await expect(generate).toBeDisabled();
  await saveScreen(page, testInfo, 'text-to-image-before');

  await generateImage(page, 'a red fox in a snowy forest at dawn');
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(balance(page)).toHaveText(/4/);
  await saveScreen(page, testInfo, 'text-to-image-during');

  await expect(resultImage(page)).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  await saveScreen(page, testInfo, 'text-to-image-after');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^text2image-.*\.png$/);

  await page.reload();
  await expect(resultImage(page)).toBeVisible();
  await expect(balance(page)).toHaveText(/4/);
  expect(await creditMoves(page)).toEqual({ charges: 1, refunds: 0 });
});

test('a failing task shows its reason and is refunded', async ({ page }) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await generateImage(page, FAULT_PROMPT);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Generation failed', { timeout: 20_000 });
  // The hook's own words stay with the task for the operator; the user reads the generic engine failure.
  await expect(alert).toContainText('The engine could not finish this task');
  await expect(balance(page)).toHaveText(/5/);
  expect(await creditMoves(page)).toEqual({ charges: 1, refunds: 1 });

  await page.goto(`${server.url}/ai/libraries`);
  const item = page.getByRole('article', { name: new RegExp(FAULT_PROMPT) });
  await expect(item.getByText('Failed', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('de: a failing task shows its reason in German', async ({ page }) => {
  const words = JSON.parse(fs.readFileSync(path.join('server', 'locales', 'de.json'), 'utf8')) as Record<
    string,
    string
  >;
  await page.goto(`${server.url}/de/ai/text-to-image`);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).first().click();
  await signUpInDialog(page, undefined, undefined, {
    signUp: words['Sign up'],
    email: words['Email'],
    password: words['Password'],
    account: 'Konto',
  });
  await page.getByLabel('Prompt').fill(FAULT_PROMPT);
  await page.getByRole('button', { name: /^Generieren/ }).click();
  // The service worker polls with the language the page handed over at login: the server answers in German.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    words['The engine could not finish this task'],
    { timeout: 20_000 },
  );
});

test('restarting a running generation asks first; the abandoned run pays for the work it had shown done', async ({
  page,
}) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  await generateImage(page, 'a lighthouse in a storm');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(balance(page)).toHaveText(/4/);

  await page.getByRole('button', { name: /^Generate/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Restart generation' });
  await expect(confirm).toContainText(
    'If you restart the generation task, your current progress will not be saved. Continue?',
  );
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: /^Generate/ }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(resultImage(page)).toBeVisible({ timeout: 20_000 });
  // The cancelled run kept its one credit only if its progress had reached half way (the cancel rule).
  const { list } = await apiAs<TaskListData>(page, 'POST', '/v1/ai/task', { page: 1, page_size: 5 });
  expect(list.map((task) => task.status)).toEqual([3, 5]);
  const kept = list[1].progress >= 50 ? 1 : 0;
  await expect(balance(page)).toHaveText(new RegExp(String(4 - kept)));
  expect(await creditMoves(page)).toEqual({ charges: 2, refunds: 1 - kept });
});

test('out of credits: Generate says so and offers the store; one idempotency key makes one task', async ({
  page,
}) => {
  await page.goto(`${server.url}/ai/text-to-image`);
  await signUp(page);
  // 50 identical creates with one key through the real HTTP API: one task, one charge.
  const same = await Promise.all(
    Array.from({ length: 50 }, () =>
      page.evaluate(async () => {
        const token = localStorage.getItem('mi-5903:token');
        const res = await fetch('/v1/ai/create/text2image', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'Idempotency-Key': 'e2e-one-key',
          },
          body: JSON.stringify({ params: { prompt: 'one key' } }),
        });
        return ((await res.json()) as { data: { task_id: string } }).data.task_id;
      }),
    ),
  );
  expect(new Set(same).size).toBe(1);
  const ids = [same[0]];
  for (let i = 0; i < 4; i++) {
    const created = await apiAs<CreateTaskData>(page, 'POST', '/v1/ai/create/text2image', {
      params: { prompt: `spend ${i}` },
    });
    ids.push(created.task_id);
  }
  expect((await creditMoves(page)).charges).toBe(5);
  // A task of this generator still running would rightly make Generate ask to restart it: let them finish.
  await expect
    .poll(
      async () => {
        const tasks = await Promise.all(
          ids.map((id) => apiAs<TaskDto>(page, 'GET', `/v1/ai/result/text2image/${id}`)),
        );
        return tasks.every((task) => task.end > 0);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  await page.reload();
  await expect(balance(page)).toHaveText(/0/);
  // Out of credits: Generate says so before the server has to refuse, and offers the store.
  await expect(page.getByText('Not enough credits: 1 needed, 0 left')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Generate/ })).toBeDisabled();
  const form = page.getByRole('form', { name: 'Generator settings' });
  await form.getByRole('button', { name: 'Buy credits' }).click();
  await expect(page.getByRole('dialog', { name: /Buy credits|Purchase/ })).toBeVisible();
});

test('libraries: empty state, newest first, like, delete with confirm, offline', async ({
  page,
  context,
}, testInfo) => {
  await page.goto(`${server.url}/ai/libraries`);
  await signUp(page);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  await saveScreen(page, testInfo, 'libraries-empty');

  await page.getByRole('link', { name: 'Create an image' }).click();
  await generateImage(page, 'first: a quiet harbour');
  await expect(resultImage(page)).toBeVisible({ timeout: 20_000 });
  await generateImage(page, 'second: a neon city');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();

  await page.goto(`${server.url}/ai/libraries`);
  const items = page.getByRole('main').getByRole('article');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAccessibleName(/second: a neon city/);
  await expect(items.nth(1)).toHaveAccessibleName(/first: a quiet harbour/);
  await expect(items.first().getByRole('progressbar')).toBeVisible();
  await expect(items.first().getByRole('img')).toBeVisible({ timeout: 20_000 });
  await saveScreen(page, testInfo, 'libraries-filled');

  const first = items.first();
  await first.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await first.getByRole('button', { name: 'Dislike' }).click();
  await expect(first.getByRole('button', { name: 'Dislike' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await items.nth(1).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(2);
  await items.nth(1).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);

  // Offline, the list and its media come from the service worker.
  await waitForServiceWorker(page);
  const restore = await cutApi(context);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline: showing what this device saved.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('img')).toBeVisible();
  await expect(items.first().getByRole('button', { name: 'Dislike' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await context.setOffline(false);
  await restore();
  // The server agrees: the like was stored and the deleted task is gone.
  const list = await apiAs<{ list: Array<{ user_data: { like?: number } }> }>(
    page,
    'POST',
    '/v1/ai/task',
    {},
  );
  expect(list.list).toHaveLength(1);
  expect(list.list[0].user_data.like).toBe(0);
});
