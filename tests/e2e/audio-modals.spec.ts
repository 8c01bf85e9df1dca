/**
 * Issue 18 item 6, the last small modals where the product uses them: AI audio's vocal separation asks which
 * part to keep (select-one, vocal first) and what it costs (consumed-credit prompt) before the real run; the
 * account panel reloads the profile. The purchase dialogs' own checks are in purchase-dialogs.spec.ts.
 */
import { test, expect, type Page } from '@playwright/test';
import { signUp } from './support/accounts';
import {
  downloadResult,
  openSignedUp,
  pressGenerate,
  resultAudioDuration,
  uploadInput,
} from './support/generator-flow';
import { mediaInputs } from './support/media-inputs';
import { saveScreen } from './support/screens';
import { E2E_BASE_URL } from './support/server';
import { balance } from './support/tasks';

/** Waits for the modals' open animations (finite ones: a busy spinner turns forever) before a screenshot. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  );
}

/** Requests to exactly POST /v1/user (the profile), not its sub-paths. */
function profileLoads(page: Page): () => number {
  let n = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/v1/user') n += 1;
  });
  return () => n;
}

test('vocal separation: which part to keep, then its cost; Cancel at either step charges nothing', async ({
  page,
}, testInfo) => {
  const inputs = await mediaInputs();
  await openSignedUp(page, E2E_BASE_URL, 'ai-tools/ai-audio', 5);
  await page.getByRole('button', { name: 'Vocal separation' }).click();
  await uploadInput(page, inputs.tone, 'Audio');
  const output = page.getByRole('main').locator('audio.result-audio');

  // The select-one opens on Vocal; Cancel starts nothing.
  await pressGenerate(page);
  const pick = page.getByRole('dialog', { name: 'Which part do you want to keep?' });
  await expect(pick.getByRole('radio', { name: 'Vocal', exact: true })).toBeChecked();
  await expect(pick.getByRole('radio')).toHaveCount(3);
  await settled(page);
  await saveScreen(page, testInfo, 'audio-edit-select');
  await pick.getByRole('button', { name: 'Cancel' }).click();
  await expect(pick).toHaveCount(0);

  // OK leads to the cost, the number the server charges; Cancel there starts nothing either.
  await pressGenerate(page);
  await pick.getByRole('radio', { name: 'Accompaniment', exact: true }).check();
  await pick.getByRole('button', { name: 'OK' }).click();
  const cost = page.getByRole('dialog', { name: 'Unlock the full audio' });
  await expect(cost.getByText('Use 1 credit to unlock the full audio')).toBeVisible();
  await settled(page);
  await saveScreen(page, testInfo, 'audio-consumed-prompt');
  await cost.getByRole('button', { name: 'Cancel' }).click();
  await expect(cost).toHaveCount(0);
  await expect(output).toHaveCount(0);
  await expect(balance(page)).toHaveText(/5/);

  // Vocal (the default), Continue: the real run, one credit taken by the server, the vocal track alone.
  await pressGenerate(page);
  await pick.getByRole('button', { name: 'OK' }).click();
  await cost.getByRole('button', { name: 'Continue' }).click();
  expect(await resultAudioDuration(page)).toBeGreaterThan(2.5);
  await expect(output).toHaveCount(1);
  await expect(balance(page)).toHaveText(/4/);
  expect(await downloadResult(page)).toMatch(/\.mp3$/);
});

test('the account panel reloads the profile as it opens', async ({ page }) => {
  await page.goto('/ai/home');
  await signUp(page);
  const loads = profileLoads(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  await expect.poll(loads).toBeGreaterThanOrEqual(1);
});
