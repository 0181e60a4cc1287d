import { expect, test, type Page } from '@playwright/test';
import { addCategory, categoryRow, goOffline, goOnline, keyPause, moveWithKeyboard, openCategory, rows, signIn } from './support/app';
import {
  addMenuItems, categoryByName, categoryNames, commandCount, deleteMenuItemBehindTheBack, membership, ownerWithCategories,
} from './support/world';

/** What Firestore holds once the outbox delivered: the commands' Function, under the whole suite's load, has taken over 15 s. */
const SERVER = { timeout: 45_000 };
test.describe.configure({ timeout: 120_000 });

// The category screens (doc 2 §2) against the built app, its service worker and the emulators.

async function openList(page: Page, names: string[]): Promise<void> {
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(names);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');
}

const handle = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });

test('add and edit: name, description, icon and colour reach Firestore; a blank name is refused', async ({ page }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await openList(page, ['Soups']);

  await page.getByRole('link', { name: 'Add Category', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New Category' })).toBeVisible();
  // The defaults: the folder and indigo.
  await expect(page.getByRole('radio', { name: 'Folder' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Indigo' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Icon' }).getByRole('radio')).toHaveCount(13);
  await expect(page.getByRole('group', { name: 'Color' }).getByRole('radio')).toHaveCount(10);
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  await expect(page.getByText('Category name is required')).toBeVisible();
  await expect(page).toHaveURL(/\/categories\/add$/);

  await page.getByLabel('Category name').fill('Salads');
  await page.getByLabel('Description').fill('Fresh and crisp');
  await page.getByRole('radio', { name: 'Salad' }).check();
  await page.getByRole('radio', { name: 'Emerald' }).check();
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('status').filter({ hasText: 'Category added successfully!' })).toBeVisible();
  await expect(rows(page)).toHaveText(['Soups', 'Salads']);
  await expect
    .poll(() => categoryByName(owner.storeId, 'Salads'))
    .toMatchObject({ description: 'Fresh and crisp', icon: '🥗', color: '#10b981', orderIndex: 1 });

  // Edit: the pickers work from the keyboard (arrow keys move the choice within a group).
  await openCategory(page, 'Salads');
  await expect(page.getByRole('radio', { name: 'Salad' })).toBeChecked();
  await page.getByLabel('Category name').fill('Green Salads');
  await page.getByRole('radio', { name: 'Salad' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Stew' })).toBeChecked();
  await page.getByRole('radio', { name: 'Emerald' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Blue' })).toBeChecked();
  // The header's save icon submits the same form.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Category updated successfully!')).toBeVisible();
  await expect(rows(page)).toHaveText(['Soups', 'Green Salads']);
  await expect
    .poll(() => categoryByName(owner.storeId, 'Green Salads'))
    .toMatchObject({ description: 'Fresh and crisp', icon: '🍲', color: '#3b82f6' });
  // A reload does not announce the save again.
  await page.reload();
  await expect(rows(page)).toHaveText(['Soups', 'Green Salads']);
  await expect(page.getByText('Category updated successfully!')).toHaveCount(0);
});

test('reorder by dragging a handle with the mouse: one command, kept after a reload, the order Firestore holds', async ({ page }) => {
  const owner = await ownerWithCategories(['Starters', 'Soups', 'Mains', 'Desserts']);
  await signIn(page, owner);
  await openList(page, ['Starters', 'Soups', 'Mains', 'Desserts']);

  const from = await handle(page, 'Starters').boundingBox();
  const to = await categoryRow(page, 'Mains').boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 12, { steps: 4 }); // past the 8 px that start a drag
  await page.mouse.move(x, to.y + to.height / 2 + 4, { steps: 20 });
  await page.mouse.up();

  const expected = ['Soups', 'Mains', 'Starters', 'Desserts'];
  await expect(rows(page)).toHaveText(expected);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  await expect.poll(() => categoryNames(owner.storeId), SERVER).toEqual(expected);
  expect(await commandCount(owner.storeId)).toBe(1);
  await page.reload();
  await expect(rows(page)).toHaveText(expected);

  // A click on the handle without moving 8 px is no drag: nothing is sent.
  await handle(page, 'Soups').click();
  await expect(rows(page)).toHaveText(expected);
  expect(await commandCount(owner.storeId)).toBe(1);
});

test('reorder with the keyboard: focus the handle, Space, ArrowDown, Space', async ({ page }) => {
  const owner = await ownerWithCategories(['Starters', 'Soups', 'Mains']);
  await signIn(page, owner);
  await openList(page, ['Starters', 'Soups', 'Mains']);

  await moveWithKeyboard(page, 'Starters', 'down');

  const expected = ['Soups', 'Starters', 'Mains'];
  await expect(rows(page)).toHaveText(expected);
  await expect.poll(() => categoryNames(owner.storeId), SERVER).toEqual(expected);
  expect(await commandCount(owner.storeId)).toBe(1);
  await page.reload();
  await expect(rows(page)).toHaveText(expected);

  // Escape puts a lifted row back where it was, and sends nothing.
  await handle(page, 'Mains').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Mains is now at position 3 of 3.');
  await keyPause(page);
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Mains is now at position 2 of 3.');
  await page.keyboard.press('Escape');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('Cancelled. Mains stays at position 3.');
  await expect(rows(page)).toHaveText(expected);
  expect(await commandCount(owner.storeId)).toBe(1);
});

test('delete asks first: Cancel keeps the category, OK deletes it', async ({ page }) => {
  const owner = await ownerWithCategories(['Soups', 'Salads']);
  await signIn(page, owner);
  await openList(page, ['Soups', 'Salads']);
  await openCategory(page, 'Salads');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Delete Category', exact: true }).click();
  await expect.poll(() => asked).toEqual(['Are you sure you want to delete this category? This action cannot be undone.']);
  await expect(page).toHaveURL(/\/categories\/add\/cat-1$/);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Category', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(rows(page)).toHaveText(['Soups']);
  await expect.poll(() => categoryNames(owner.storeId), SERVER).toEqual(['Soups']);
  expect(await commandCount(owner.storeId)).toBe(1);
});

test("the membership panel sets a category's items in one command; deleting the category unlinks them", async ({ page }) => {
  const owner = await ownerWithCategories(['Drinks']);
  const [tea, coffee, cake] = await addMenuItems(owner.storeId, ['Tea', 'Coffee', 'Cake']);
  await signIn(page, owner);
  await openList(page, ['Drinks']);
  await expect(categoryRow(page, 'Drinks')).toContainText('0 items');
  await openCategory(page, 'Drinks');

  const panel = page.getByRole('form', { name: 'Menu items in this category' });
  await expect(panel.getByRole('checkbox')).toHaveCount(3);
  const save = panel.getByRole('button', { name: 'Save Menu Items' });
  await expect(save).toBeDisabled(); // nothing changed yet
  await panel.getByLabel('Tea').check();
  await panel.getByLabel('Coffee').check();
  await save.click();
  await expect(panel.getByText('Successfully updated menu items for category "Drinks"')).toBeVisible();
  await expect.poll(() => membership(owner.storeId, 'cat-0'), SERVER).toEqual({ links: [coffee, tea].sort(), items: [coffee, tea].sort() });
  expect(await commandCount(owner.storeId)).toBe(1);

  // Untick one: its link is tombstoned and its categories array loses the id.
  await panel.getByLabel('Tea').uncheck();
  await save.click();
  await expect.poll(() => membership(owner.storeId, 'cat-0'), SERVER).toEqual({ links: [coffee], items: [coffee] });
  await expect(panel.getByLabel('Coffee')).toBeChecked();
  await expect(panel.getByLabel('Tea')).not.toBeChecked();
  await expect(panel.getByLabel('Cake')).not.toBeChecked();
  expect(cake).toBe('item-2');

  await page.getByRole('link', { name: 'Back to Categories' }).click();
  await expect(categoryRow(page, 'Drinks')).toContainText('1 item');
  await openCategory(page, 'Drinks');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Category', exact: true }).click();
  await expect(page.getByText('No categories yet')).toBeVisible();
  await expect.poll(() => membership(owner.storeId, 'cat-0'), SERVER).toEqual({ links: [], items: [] });
});

test('a membership change the server refuses shows under the sync status with the spec text, and rolls back', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Drinks']);
  const [tea, coffee] = await addMenuItems(owner.storeId, ['Tea', 'Coffee']);
  await signIn(page, owner);
  await openList(page, ['Drinks']);
  await openCategory(page, 'Drinks');
  const panel = page.getByRole('form', { name: 'Menu items in this category' });
  await expect(panel.getByRole('checkbox')).toHaveCount(2);

  await goOffline(context);
  await panel.getByLabel('Tea').check();
  await panel.getByLabel('Coffee').check();
  await panel.getByRole('button', { name: 'Save Menu Items' }).click();
  await expect(panel.getByText('Successfully updated menu items for category "Drinks"')).toBeVisible();
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');
  // Meanwhile another device deletes Tea.
  await deleteMenuItemBehindTheBack(owner.storeId, tea!);

  await goOnline(context);
  const failed = page.getByTestId('sync-failed');
  await expect(failed).toContainText('Change the items of a category');
  await expect(failed).toContainText('Failed to update menu items. Please try again.');
  await expect(panel.getByRole('checkbox')).toHaveCount(1);
  await expect(panel.getByLabel('Coffee')).not.toBeChecked();
  expect(await membership(owner.storeId, 'cat-0')).toEqual({ links: [], items: [] });
  expect(coffee).toBe('item-1');
});

test('two devices each queue the 20th category offline: the later one is refused under the sync status', async ({ page, context, browser }) => {
  const owner = await ownerWithCategories(Array.from({ length: 19 }, (_, i) => `Cat ${i + 1}`));
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  for (const device of [page, other]) {
    await signIn(device, owner);
    await device.goto('/categories');
    await expect(rows(device)).toHaveCount(19);
    await expect(device.getByTestId('sync-last')).toContainText('Last synced');
  }
  await goOffline(context);
  await goOffline(otherContext);
  await addCategory(page, 'From the phone');
  await addCategory(other, 'From the laptop');

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  await goOnline(otherContext);
  const failed = other.getByTestId('sync-failed');
  await expect(failed).toContainText('Add category "From the laptop"');
  await expect(failed).toContainText('This store has reached the maximum limit of 20 categories.');
  await expect(rows(other).filter({ hasText: 'From the phone' })).toHaveCount(1);
  await expect(rows(other).filter({ hasText: 'From the laptop' })).toHaveCount(0);
  const names = await categoryNames(owner.storeId);
  expect([names.length, names.at(-1)]).toEqual([20, 'From the phone']);
  await otherContext.close();
});

test('the 21st category is refused by the screens, also offline while the 20th is still queued', async ({ page, context }) => {
  const owner = await ownerWithCategories(Array.from({ length: 19 }, (_, i) => `Cat ${i + 1}`));
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveCount(19);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');

  await goOffline(context);
  await page.getByRole('link', { name: 'Add Category', exact: true }).click();
  await page.getByLabel('Category name').fill('Twentieth');
  await page.getByRole('button', { name: 'Add Category', exact: true }).click();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');

  const limit = 'This store has reached the maximum limit of 20 categories.';
  await expect(page.getByText(limit)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Category', exact: true })).toBeDisabled();
  // The header's plus still leads to the form, which explains and refuses.
  await page.getByRole('link', { name: 'Add to Categories' }).click();
  await expect(page.getByRole('alert').filter({ hasText: limit })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Category', exact: true })).toBeDisabled();
  await page.getByLabel('Category name').fill('One too many');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/categories\/add$/);
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  await expect.poll(async () => (await categoryNames(owner.storeId)).length, SERVER).toBe(20);
  expect(await categoryNames(owner.storeId)).not.toContain('One too many');
});

test('states: empty store, unknown category, and the older spellings of the form', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(page.getByText('No categories yet')).toBeVisible();

  await page.goto('/categories/add/no-such-category');
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Category not found');
  await page.getByRole('link', { name: 'Back to Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);

  await page.goto('/categories/new');
  await expect(page.getByRole('heading', { level: 2, name: 'New Category' })).toBeVisible();
  await page.getByLabel('Category name').fill('Soups');
  await page.getByLabel('Category name').press('Enter');
  await expect(rows(page)).toHaveText(['Soups']);
  const href = await categoryRow(page, 'Soups').getByRole('link').getAttribute('href');
  await page.goto(String(href).replace('/categories/add/', '/categories/update/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Category' })).toBeVisible();
  await expect(page.getByLabel('Category name')).toHaveValue('Soups');
});
