import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { POSTGRES_PROJECT } from './server';

/**
 * Saves a screenshot under .tmp/screens/<project>-<name>.png for a person to look at. A desktop-project test that
 * takes a phone's width (a screen only phones have) is filed as phone.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // The postgres project's pages are the desktop project's, served from another database: nothing new to look at.
  if (testInfo.project.name === POSTGRES_PROJECT) return;
  fs.mkdirSync('.tmp/screens', { recursive: true });
  const phoneWidth = (page.viewportSize()?.width ?? Infinity) < 600;
  const project = testInfo.project.name === 'desktop' && phoneWidth ? 'phone' : testInfo.project.name;
  await page.screenshot({ path: `.tmp/screens/${project}-${name}.png` });
}
