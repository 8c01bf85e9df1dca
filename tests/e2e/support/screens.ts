import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';

/** Saves a screenshot under .tmp/screens/<project>-<name>.png for a person to look at. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  fs.mkdirSync('.tmp/screens', { recursive: true });
  await page.screenshot({ path: `.tmp/screens/${testInfo.project.name}-${name}.png` });
}
