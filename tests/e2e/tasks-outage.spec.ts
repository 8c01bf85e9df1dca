import { test, expect } from '@playwright/test';
import type { RunningServer } from './support/server';
import { expectShownAndChargedOnce, reconnecting, startChargedTask } from './support/task-flow';
import { apiAs, balance, removeServer, startOwnServer } from './support/tasks';
import { isTaskFinished } from '../../src/core/task-status';
import type { TaskListData } from '../../src/core/contract/tasks';

/** The server goes away, or every tab does, while a task is in progress; the task still ends up shown once. */
const ENV = { TASK_MIN_MS: '6000' };
let server: RunningServer;
// Playwright reads hook fixtures from a destructuring pattern; this hook needs none, only testInfo.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer(testInfo, ENV);
});
test.afterAll(async () => removeServer(server));

test('the server is stopped for 10 s mid-task and started again', async ({ page }) => {
  // Eventual delivery, not speed: after 20 s of failures the worker's backoff may wait up to 30 s before it asks
  // again, and the restarted server compiles and starts its engine before the task's 6 s can run.
  test.setTimeout(150_000);
  await startChargedTask(page, server.url, 'outage: a windmill at noon');
  await server.stop();
  await expect(reconnecting(page)).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(10_000);
  server = await server.startAgain();
  await expectShownAndChargedOnce(page, 100_000);
});

test('every tab is closed mid-task and one reopened after the server finished', async ({ context, page }) => {
  await startChargedTask(page, server.url, 'closed tabs: a bowl of cherries');
  // The check below talks to the server directly, so it needs the token before the last tab goes.
  const list = () => apiAs<TaskListData>(page, 'POST', '/v1/ai/task', {});
  const [task] = (await list()).list;
  const token = await page.evaluate(() => localStorage.getItem('mi-5903:token'));
  await page.close();
  await expect
    .poll(
      async () => {
        const res = await context.request.get(`${server.url}/v1/ai/result/text2image/${task.task_id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return isTaskFinished(((await res.json()) as { data: { status: number } }).data.status);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  const reopened = await context.newPage();
  await reopened.goto(`${server.url}/ai/libraries`);
  const item = reopened.getByRole('main').getByRole('article', { name: /closed tabs: a bowl of cherries/ });
  await expect(item.getByRole('img')).toBeVisible({ timeout: 20_000 });
  await expect(balance(reopened)).toHaveText(/4/);
  await reopened.goto(`${server.url}/ai/libraries`);
  await expect(item.getByText('Done', { exact: true })).toBeVisible();
  expect(
    (await apiAs<{ list: unknown[] }>(reopened, 'GET', '/v1/verify/record?type=Consumption')).list,
  ).toHaveLength(1);
});
