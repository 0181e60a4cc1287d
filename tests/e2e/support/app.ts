import { expect, type BrowserContext, type Page } from '@playwright/test';
import { EMULATORS } from '../../support/emulator-env';
import { openEmailView } from './auth-emulator';
import type { Owner } from './world';

/**
 * Signs in from /login; `landing` is where the app goes next (a page it was sent away from, or home).
 * `timeout` for the landing: outside the test runner (the bench) expect's default is only 5 s.
 * `worker: false` where the test blocks service workers (there is none to wait for).
 */
export async function signIn(page: Page, owner: Owner, landing = /\/$/, timeout?: number, worker = true): Promise<void> {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(landing, { timeout });
  // The service worker must control the next load for the app to open offline.
  if (worker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await signInKept(page);
}

/**
 * Waits until the signed-in user is stored where the next load reads it.
 * firebase/auth reports its IndexedDB write done when the put succeeds,
 * before its transaction commits; a test that reloads within milliseconds of
 * signing in could lose the sign-in under load (the next page opened on the
 * sign-in screen). A person does not reload that fast; a test must not either.
 */
export async function signInKept(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(sessionStorage).some((k) => k.startsWith('firebase:authUser')) ||
      // Opened only once firebase/auth made it: an open here would make an empty one in its way.
      indexedDB.databases().then((dbs) => dbs.some((db) => db.name === 'firebaseLocalStorageDb')).then((made) => made && new Promise<boolean>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          try {
            const read = open.result.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAllKeys();
            read.onsuccess = () => resolve(read.result.some((key) => String(key).startsWith('firebase:authUser')));
            read.onerror = () => resolve(false);
          } catch {
            resolve(false);
          } finally {
            open.result.close();
          }
        };
      })),
    undefined,
    { timeout: 15_000 },
  );
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

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The list row of the category with this name. */
export const categoryRow = (page: Page, name: string) =>
  page.getByTestId('category-row').filter({ has: page.getByTestId('category-name').filter({ hasText: exactly(name) }) });

/** From the list: the add form, a name, save, and back on the list with the new row. */
export async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Add Category', exact: true }).click();
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  await expect(page.getByText('Category added successfully!')).toBeVisible();
  await expect(rows(page).filter({ hasText: exactly(name) })).toHaveCount(1);
}

/** From the list: opens a category's form. */
export async function openCategory(page: Page, name: string): Promise<void> {
  await categoryRow(page, name).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
}

export async function renameCategory(page: Page, from: string, to: string): Promise<void> {
  await openCategory(page, from);
  await page.getByLabel('Category name').fill(to);
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(page.getByText('Category updated successfully!')).toBeVisible();
  await expect(rows(page).filter({ hasText: exactly(to) })).toHaveCount(1);
}

/** Deletes from the category's form, accepting the browser's confirmation. */
export async function deleteCategory(page: Page, name: string): Promise<void> {
  await openCategory(page, name);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Category', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(rows(page).filter({ hasText: exactly(name) })).toHaveCount(0);
}

/**
 * Moves a category one place with the keyboard, as a user does: its handle,
 * Space, an arrow key, Space. Each step waits for the list's announcement, as
 * a user waits to see the row lift and move before the next key.
 */
/**
 * A person's pause between two keys. dnd-kit's keyboard sensor starts listening for
 * the arrows a moment after the lift (its listener is added on a timer), so an arrow
 * pressed within milliseconds of Space, as only a script can, is not seen. With a
 * trace recorded the runner's own pauses hid this.
 */
export function keyPause(page: Page): Promise<void> {
  return page.waitForTimeout(150);
}

export async function moveWithKeyboard(page: Page, name: string, direction: 'up' | 'down'): Promise<void> {
  const names = await rows(page).allTextContents();
  const position = names.indexOf(name) + 1;
  const target = position + (direction === 'up' ? -1 : 1);
  const announced = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: `Reorder ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  // Lifted: announced as picked up, then (once the rows are measured) as over its own place.
  await expect(announced).toHaveText(`${name} is now at position ${position} of ${names.length}.`);
  await keyPause(page);
  await page.keyboard.press(direction === 'up' ? 'ArrowUp' : 'ArrowDown');
  await expect(announced).toContainText(`${name} is now at position ${target} of ${names.length}.`);
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`Dropped ${name} at position ${target}`);
  await expect.poll(() => rows(page).allTextContents()).not.toEqual(names);
}

export const moveUp = (page: Page, name: string) => moveWithKeyboard(page, name, 'up');
