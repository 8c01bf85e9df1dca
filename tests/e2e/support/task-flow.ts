import { expect, type Page } from '@playwright/test';
import { signUp } from './accounts';
import { balance, creditMoves, generateImage, resultImage, waitForServiceWorker } from './tasks';

/** Signs up on `origin`'s text-to-image page under the SW and starts one task; returns once it is charged. */
export async function startChargedTask(page: Page, origin: string, prompt: string): Promise<void> {
  await page.goto(`${origin}/ai/text-to-image`);
  await signUp(page);
  await expect(balance(page)).toHaveText(/5/);
  await waitForServiceWorker(page);
  await generateImage(page, prompt);
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(balance(page)).toHaveText(/4/);
}

/** The task's image is shown, the header says 4 and the server recorded exactly one charge and no refund. */
export async function expectShownAndChargedOnce(page: Page, timeout = 45_000): Promise<void> {
  await expect(resultImage(page)).toBeVisible({ timeout });
  await expect(balance(page)).toHaveText(/4/);
  expect(await creditMoves(page)).toEqual({ charges: 1, refunds: 0 });
}

/** The "Reconnecting…" note of the generator page. */
export function reconnecting(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Reconnecting…' });
}
