import { expect, type Page, type FrameLocator } from '@playwright/test';

let counter = 0;
/** A fresh, unique email per call so tests never collide on the shared server. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery';

export function loginFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Sign in"]');
}

/** Opens the login dialog from the header and signs up in the accounts frame. */
export async function signUp(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<string> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  return signUpInDialog(page, email, password);
}

/** Signs up in the login dialog that is already open (the app opened it). */
export async function signUpInDialog(
  page: Page,
  email = uniqueEmail(),
  password = PASSWORD,
  /** The words of the accounts page and of the app's Account button when they speak another language. */
  words = { signUp: 'Sign up', email: 'Email', password: 'Password', account: 'Account' },
): Promise<string> {
  const frame = page.frameLocator('iframe.login-frame');
  await frame.getByRole('tab', { name: words.signUp }).click();
  await frame.getByLabel(words.email).filter({ visible: true }).fill(email);
  await frame.getByLabel(words.password).filter({ visible: true }).fill(password);
  await frame.getByRole('button', { name: words.signUp, exact: true }).last().click();
  await expect(page.getByRole('button', { name: words.account })).toBeVisible();
  return email;
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
}
