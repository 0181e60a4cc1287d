import { expect, type BrowserContext, type Page } from '@playwright/test';
import { EMULATORS } from '../../support/emulator-env';
import { openEmailView } from './auth-emulator';
import type { Owner } from './world';

export async function signIn(page: Page, owner: Owner): Promise<void> {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The service worker must control the next load for the app to open offline.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const emulatorHosts = Object.values(EMULATORS).map((e) => `${e.host}:${e.port}`);

/**
 * Cuts the network: the page's offline flag, and every request to the
 * emulators aborted (setOffline alone does not reach a service worker's traffic).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route((url) => emulatorHosts.includes(url.host), (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

export const rows = (page: Page) => page.getByTestId('category-name');

export async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect(rows(page).filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(1);
}

export async function renameCategory(page: Page, from: string, to: string): Promise<void> {
  const row = page.getByTestId('category-row').filter({ has: page.getByText(from, { exact: true }) });
  await row.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel(`New name for ${from}`).fill(to);
  // While editing, the row shows an input instead of the name: one row edits at a time.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(rows(page).filter({ hasText: new RegExp(`^${to}$`) })).toHaveCount(1);
}

export async function deleteCategory(page: Page, name: string): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  const row = page.getByTestId('category-row').filter({ has: page.getByText(name, { exact: true }) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page).filter({ hasText: new RegExp(`^${name}$`) })).toHaveCount(0);
}

export async function moveUp(page: Page, name: string): Promise<void> {
  const before = await rows(page).allTextContents();
  await page.getByRole('button', { name: `Move ${name} up` }).click();
  await expect.poll(() => rows(page).allTextContents()).not.toEqual(before);
}
