import { test, expect } from '@playwright/test';
import { loginFrame, logOut, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { saveScreen } from './support/screens';
import { balance, generateImage, waitForServiceWorker } from './support/tasks';
import { STORAGE_NAMESPACE } from '../../src/core/identity';

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

test('a Generate made before the session layer loads works even when the worker lost the login', async ({
  page,
  context,
}) => {
  await page.goto('/ai/text-to-image');
  await signUp(page);
  await waitForServiceWorker(page);
  // The tab that signed in can close before its handover reaches the worker: the worker then holds no login.
  await page.evaluate(async (name) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('session', 'readwrite');
      tx.objectStore('session').delete('current');
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    // The session layer (which verifies the login and hands it over again) comes late, as on a busy phone:
    // it is taken from the network, held back below, instead of the worker's cache.
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys())
        if (/\/Layers-[^/]*\.js/.test(request.url)) await cache.delete(request);
    }
  }, `${STORAGE_NAMESPACE}-sw`);
  let releaseLayers = () => {};
  const layersHeld = new Promise<void>((resolve) => (releaseLayers = resolve));
  await context.route(/\/assets\/Layers-[^/]*\.js/, async (route) => {
    await layersHeld;
    await route.continue();
  });

  await page.goto('/ai/text-to-image');
  await generateImage(page, 'a kite over the dunes');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toHaveCount(0);
  releaseLayers();
  await expect(balance(page)).toHaveText(/4/);
});
