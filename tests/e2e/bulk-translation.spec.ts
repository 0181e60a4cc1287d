import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, renameCategory, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { commandsOf } from './support/store-world';
import { DEMO_ROW_COUNT, ownerWithDemoMenu, storedTranslations } from './support/translate-world';

// 'Translate All Menu Items & Categories' (doc 2 §4, §7, §9)
// against the built app, the Functions emulator and Debian's Apertium (eng-spa).

async function openDialog(page: Page, add: string[] = []) {
  await page.goto('/settings/update');
  await page.getByRole('switch', { name: 'Multi-language Menu' }).check();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Language Settings' }) });
  for (const name of add) {
    await card.getByRole('button', { name: 'Add Language' }).click();
    await page.getByRole('dialog', { name: 'Add Language' }).getByRole('button', { name, exact: true }).click();
  }
  await card.getByRole('button', { name: 'Translate All Menu Items & Categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Translate All Menu Items & Categories' });
  await expect(dialog.getByTestId('translation-row')).toHaveCount(DEMO_ROW_COUNT);
  return dialog;
}

test('the demo menu into Spanish: real Spanish on every item and category in Firestore, the Chinese kept, one command', async ({ page }) => {
  // The dialog's hundred-odd calls each pass through the Functions emulator; under the whole suite on two cores, minutes.
  test.setTimeout(300_000);
  const owner = await ownerWithDemoMenu();
  await signIn(page, owner);
  const dialog = await openDialog(page, ['Español (es)']);
  await dialog.getByRole('checkbox', { name: /中文/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /Español/ }).check();
  // The first call's connection is cut: the dialog asks again, and that row is translated too.
  let cut = 0;
  await page.route('**/translateStoreText', (route) => (cut++ === 0 ? route.abort('connectionreset') : route.fallback()));
  await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
  // Rows are marked as their chunk comes back; the dialog closes 1 s after completion.
  await expect(dialog.getByTestId('translation-row').filter({ hasText: 'Translated' }).first()).toBeVisible({ timeout: 150_000 });
  await expect(dialog).toHaveCount(0, { timeout: 120_000 });
  expect(cut).toBeGreaterThan(1);

  const items = await storedTranslations(owner.storeId, 'menuItems');
  const categories = await storedTranslations(owner.storeId, 'categories');
  expect(items.length + categories.length).toBe(DEMO_ROW_COUNT);
  for (const row of [...items, ...categories]) {
    expect(row.translations.es?.name, row.name).toBeTruthy();
    expect(row.translations.zh?.name, `${row.name} keeps its Chinese`).toBeTruthy();
  }
  // Spot checks of real Spanish (Apertium's words), not the English copied over.
  const es = (name: string) => [...items, ...categories].find((r) => r.name === name)?.translations.es;
  expect(es('Wonton Soup')?.name).toMatch(/sopa/i);
  expect(es('Crispy Spring Rolls')?.description).toMatch(/salsa de ají dulce/i);
  expect(es('Starters')?.description).toMatch(/platos pequeños para compartir/i);
  const changed = [...items, ...categories].filter((r) => r.translations.es!.name !== r.name).length;
  expect(changed).toBeGreaterThan(DEMO_ROW_COUNT / 2);
  expect(await commandsOf(owner.storeId, 'applyTranslationsSecure')).toBe(1);
});

test('a language no provider serves: every row Failed, the originals left, nothing written; offline the dialog does not start', async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithDemoMenu();
  await signIn(page, owner);
  const before = await storedTranslations(owner.storeId, 'menuItems');
  const dialog = await openDialog(page);
  await expectAccessible(page, 'the bulk translation dialog');

  await goOffline(context);
  await expect(dialog.getByRole('alert')).toHaveText('Translating needs an internet connection. Connect and try again.');
  await expect(dialog.getByRole('button', { name: 'Translate', exact: true })).toBeDisabled();
  await goOnline(context);
  await expect(dialog.getByRole('button', { name: 'Translate', exact: true })).toBeEnabled();

  // 中文 (zh): Apertium has no eng-zho pair here, and no Google project is configured.
  await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
  await expect(dialog.getByText('Translation complete.')).toBeVisible({ timeout: 120_000 });
  await expect(dialog.getByText(`${DEMO_ROW_COUNT} rows were not translated; the original text is kept.`)).toBeVisible();
  await expect(dialog.getByTestId('bulk-percent')).toHaveText('100%');
  await expect(dialog.getByTestId('translation-row').filter({ hasText: 'Failed' }).first()).toBeVisible();
  // A failed run stays open; its statuses clear after 3 s.
  await expect(dialog.getByTestId('translation-row').filter({ hasText: 'Failed' })).toHaveCount(0, { timeout: 10_000 });
  await expect(dialog).toBeVisible();

  expect(await storedTranslations(owner.storeId, 'menuItems')).toEqual(before);
  expect(await commandsOf(owner.storeId, 'applyTranslationsSecure')).toBe(0);
});

test('a Spanish translation is flagged out of date when its original name changes, and cleared by translating again', async ({ page }) => {
  test.setTimeout(240_000);
  const owner = await ownerWithDemoMenu();
  await signIn(page, owner);
  const translateSpanish = async (add: string[]) => {
    const dialog = await openDialog(page, add);
    await dialog.getByRole('checkbox', { name: /中文/ }).uncheck();
    await dialog.getByRole('checkbox', { name: /Español/ }).check();
    await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(dialog).toHaveCount(0, { timeout: 120_000 });
  };
  await translateSpanish(['Español (es)']);
  // Spanish stays a language of the store, so the menu shows its translations.
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const source = async () => (await storedTranslations(owner.storeId, 'menuItems')).find((r) => r.name === 'Wonton Soup')?.translations.es?.source;
  await expect.poll(source).toEqual({ name: 'Wonton Soup', description: expect.any(String) });

  await page.goto('/menu');
  const row = page.getByTestId('menu-row').filter({ hasText: 'Wonton Soup' });
  await expect(row.getByTestId('menu-translation-out-of-date')).toHaveCount(0);
  await row.getByTestId('menu-item-name').click();
  await page.getByLabel('Name', { exact: true }).fill('Wonton Noodle Soup');
  await page.getByRole('button', { name: 'Save Item' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  const renamed = page.getByTestId('menu-row').filter({ hasText: 'Wonton Noodle Soup' });
  await expect(renamed.getByTestId('menu-translation-out-of-date')).toHaveText(/Translation out of date: Español/);
  // Zero stale Chinese: translations made before sources were recorded are never flagged.
  await expect(page.getByTestId('menu-translation-out-of-date')).toHaveCount(1);
  await renamed.getByTestId('menu-item-name').click();
  await expect(page.getByTestId('translation-out-of-date')).toHaveText(/Español translation out of date/);
  await expectAccessible(page, 'the item editor with an out-of-date translation');

  // A category's translations are flagged the same way on the categories list.
  const categories = await storedTranslations(owner.storeId, 'categories');
  const category = categories.find((c) => c.translations.es?.source)!;
  expect(category.translations.es?.source?.name).toBe(category.name);
  await page.goto('/categories');
  await expect(page.getByTestId('category-row')).toHaveCount(categories.length);
  await expect(page.getByTestId('category-translation-out-of-date')).toHaveCount(0);
  await renameCategory(page, category.name, `${category.name} & More`);
  const renamedCategory = page.getByTestId('category-row').filter({ hasText: `${category.name} & More` });
  await expect(renamedCategory.getByTestId('category-translation-out-of-date')).toHaveText(/Translation out of date: Español/);
  await expect(page.getByTestId('category-translation-out-of-date')).toHaveCount(1);
  await expectAccessible(page, 'the categories list with an out-of-date translation');

  await translateSpanish([]);
  await page.goto('/menu');
  await expect(page.getByTestId('menu-row').filter({ hasText: 'Wonton Noodle Soup' })).toBeVisible();
  await expect(page.getByTestId('menu-translation-out-of-date')).toHaveCount(0);
  await expect.poll(async () => (await storedTranslations(owner.storeId, 'menuItems')).find((r) => r.name === 'Wonton Noodle Soup')?.translations.es?.source?.name)
    .toBe('Wonton Noodle Soup');
  await page.goto('/categories');
  await expect(page.getByTestId('category-row').filter({ hasText: `${category.name} & More` })).toBeVisible();
  await expect(page.getByTestId('category-translation-out-of-date')).toHaveCount(0);
});
