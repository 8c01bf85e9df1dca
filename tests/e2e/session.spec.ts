import { test, expect } from '@playwright/test';
import { loginFrame, logOut, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { saveScreen } from './support/screens';

test('sign up gives 5 credits, a reload keeps the session, log out ends it', async ({ page }, testInfo) => {
  await page.goto('/ai/home');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await expect(loginFrame(page).getByLabel('Email').filter({ visible: true })).toBeVisible();
  await saveScreen(page, testInfo, 'sign-in');
  await page.keyboard.press('Escape');
  await signUp(page);
  await expect(page.getByLabel('Credits balance')).toHaveText(/5/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByLabel('Credits balance')).toHaveText(/5/);
  await logOut(page);
  await expect(page.getByLabel('Credits balance')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});

test('bad sign-up input shows clear errors', async ({ page }) => {
  const email = uniqueEmail('taken');
  await page.goto('/ai/home');
  await signUp(page, email);
  await logOut(page);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const frame = loginFrame(page);
  await frame.getByRole('tab', { name: 'Sign up' }).click();
  const submit = frame.getByRole('button', { name: 'Sign up', exact: true }).last();

  await frame.getByLabel('Email').filter({ visible: true }).fill('not-an-email');
  await frame.getByLabel('Password').filter({ visible: true }).fill(PASSWORD);
  await submit.click();
  await expect(frame.getByText('Enter a valid email address')).toBeVisible();

  await frame.getByRole('tab', { name: 'Sign up' }).click();
  await frame.getByLabel('Email').filter({ visible: true }).fill(uniqueEmail('short'));
  await frame.getByLabel('Password').filter({ visible: true }).fill('short');
  await submit.click();
  await expect(frame.getByText('Password must be at least 8 characters')).toBeVisible();

  await frame.getByRole('tab', { name: 'Sign up' }).click();
  await frame.getByLabel('Email').filter({ visible: true }).fill(email);
  await frame.getByLabel('Password').filter({ visible: true }).fill(PASSWORD);
  await submit.click();
  await expect(frame.getByText('An account with this email already exists')).toBeVisible();

  await frame.getByRole('tab', { name: 'Log in' }).click();
  await frame.getByLabel('Email').filter({ visible: true }).fill(email);
  await frame.getByLabel('Password').filter({ visible: true }).fill('wrong password here');
  await frame.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(frame.getByText('Email or password is incorrect')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
});

test('a second tab notices a logout when it gets focus', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/ai/home');
  await signUp(first);
  const second = await context.newPage();
  await second.goto('/ai/explore');
  await expect(second.getByRole('button', { name: 'Account' })).toBeVisible();
  await first.bringToFront();
  await logOut(first);
  await second.bringToFront();
  await second.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(second.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(second.getByLabel('Credits balance')).toHaveCount(0);
});
